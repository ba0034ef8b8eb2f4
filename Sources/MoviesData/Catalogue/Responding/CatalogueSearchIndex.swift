/// The catalogue's titles prepared once for searching.
struct CatalogueSearchIndex: Sendable {
    private struct Entry: Sendable {
        let movie: CatalogueMovie
        let titles: [CatalogueTitleMatcher.PreparedTitle]
    }

    private let entries: [Entry]

    init(movies: [CatalogueMovie]) {
        entries = movies.map { movie in
            let titles = movie.originalTitle == movie.title ? [movie.title] : [movie.title, movie.originalTitle]
            return Entry(movie: movie, titles: titles.map(CatalogueTitleMatcher.PreparedTitle.init))
        }
    }

    /// Films whose title or original title matches `text` (see `CatalogueTitleMatcher`),
    /// released in `year` when one is given.
    ///
    /// Ordered like TMDB: a film whose title is exactly the query comes first,
    /// then the rest by popularity, highest first; ties keep a fixed order by id.
    func search(_ text: String, year: Int?) -> [CatalogueMovie] {
        let matcher = CatalogueTitleMatcher(query: text)
        guard !matcher.isEmpty else { return [] }
        let hits = entries.filter { entry in
            if let year, entry.movie.releaseYear != year { return false }
            return entry.titles.contains { matcher.matches($0) }
        }
        let ranked = hits.map { entry in
            (hit: entry.movie, isExact: entry.titles.contains { matcher.isExactMatch($0) })
        }
        return CatalogueSearchOrder.sorted(ranked, popularity: { $0.popularity }, precedes: { $0.id < $1.id })
    }
}
