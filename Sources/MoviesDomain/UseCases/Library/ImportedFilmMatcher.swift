/// Finds the films a title and year from another app's file may name,
/// through the search. Never a guess: one fit is a match, none or several
/// are reported.
///
/// Titles are compared by `key`: Letterboxd and TMDB often write the same
/// title with other dashes, quotes, ellipses, `&` for `and`, accents or a
/// leading article. A year one off (a festival year against a release year)
/// is taken only when one film alone fits it.
struct ImportedFilmMatcher: Sendable {
    let moviesRepository: any MoviesRepository

    /// The films that fit: searched with the year first, then without it
    /// (a film released a year off is found only so).
    /// - Throws: `MoviesRepositoryError` when a search cannot be made.
    func candidates(title: String, year: Int?) async throws -> [LibraryFilm] {
        guard MovieQuery.problem(with: title) == nil else { return [] }
        let fits = Self.fits(title: title, year: year, among: try await search(title, year: year))
        guard fits.isEmpty, year != nil else { return fits }
        return Self.fits(title: title, year: year, among: try await search(title, year: nil))
    }

    private func search(_ title: String, year: Int?) async throws -> [LibraryFilm] {
        do {
            let query = MovieQuery(text: title, year: year)
            let page = try await CacheFirstFetch.value { moviesRepository.fetchMovies(source: .search(query), page: 1, policy: $0) }
            return (page?.movies ?? []).map(LibraryFilm.init(movie:))
        } catch MoviesRepositoryError.rejected {
            // The server refused this title as a query: no film fits it.
            return []
        }
    }

    /// The films among `films` that `title` and `year` name: those whose
    /// title or original title has `title`'s key, released in `year`; when
    /// none is, the one released a year before or after, if it is alone.
    static func fits(title: String, year: Int?, among films: [LibraryFilm]) -> [LibraryFilm] {
        let wanted = key(title)
        guard !wanted.isEmpty else { return [] }
        var ids = Set<Movie.Identifier>()
        let named = films.filter { film in
            (key(film.title) == wanted || film.originalTitle.map(key) == wanted) && ids.insert(film.id).inserted
        }
        guard let year else { return named }
        let sameYear = named.filter { $0.year == year }
        guard sameYear.isEmpty else { return sameYear }
        let nearYear = named.filter { $0.year.map { abs($0 - year) == 1 } ?? false }
        return nearYear.count == 1 ? nearYear : []
    }

    /// `title`'s folded words (`TitleFolding.words`, which ignores case,
    /// accents, dashes, quotes and ellipses), `&` read as `and`, without a
    /// leading `the`, `a` or `an` (a title of that word alone keeps it).
    static func key(_ title: String) -> String {
        var words = TitleFolding.words(of: title.contains("&") ? title.split(separator: "&", omittingEmptySubsequences: false).joined(separator: " and ") : title)
        if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }
}
