/// "More like this" from the catalogue's own data, for `movie/{id}/recommendations`
/// and `movie/{id}/similar`.
///
/// - **Recommendations** favour shared people: each person the two films share (cast or
///   crew, by name) scores 3, the same collection 4, each shared genre 1. A film needs a
///   shared person, the same collection, or two shared genres to be recommended.
/// - **Similar** is about kind rather than people: the share of genres the two films have
///   in common (shared / all of both), less a twentieth for each decade between their
///   release years, plus 0.1 for the same original language. A film needs one shared genre.
///
/// Both leave the film itself out and break ties by popularity, then id.
enum CatalogueRelatedMovies {
    static func recommendations(for movie: CatalogueMovie, among movies: [CatalogueMovie]) -> [CatalogueMovie] {
        let people = Set(movie.cast.map(\.name) + movie.crew.map(\.name))
        let genres = Set(movie.genres)
        return ranked(movies, excluding: movie) { other in
            let sharedPeople = Set(other.cast.map(\.name) + other.crew.map(\.name)).intersection(people).count
            let sameCollection = movie.collectionID != nil && other.collectionID == movie.collectionID
            let sharedGenres = genres.intersection(other.genres).count
            guard sharedPeople > 0 || sameCollection || sharedGenres >= 2 else { return nil }
            return Double(3 * sharedPeople + (sameCollection ? 4 : 0) + sharedGenres)
        }
    }

    static func similar(to movie: CatalogueMovie, among movies: [CatalogueMovie]) -> [CatalogueMovie] {
        let genres = Set(movie.genres)
        return ranked(movies, excluding: movie) { other in
            let otherGenres = Set(other.genres)
            let shared = genres.intersection(otherGenres).count
            guard shared > 0 else { return nil }
            let overlap = Double(shared) / Double(genres.union(otherGenres).count)
            let years = Double(abs((movie.releaseYear ?? 0) - (other.releaseYear ?? 0)))
            let language = movie.originalLanguage == other.originalLanguage ? 0.1 : 0
            return overlap - years / 200 + language
        }
    }

    private static func ranked(
        _ movies: [CatalogueMovie],
        excluding movie: CatalogueMovie,
        score: (CatalogueMovie) -> Double?
    ) -> [CatalogueMovie] {
        movies
            .compactMap { other -> (movie: CatalogueMovie, score: Double)? in
                guard other.id != movie.id, let value = score(other) else { return nil }
                return (other, value)
            }
            .sorted { lhs, rhs in
                if lhs.score != rhs.score { return lhs.score > rhs.score }
                if lhs.movie.popularity != rhs.movie.popularity { return lhs.movie.popularity > rhs.movie.popularity }
                return lhs.movie.id < rhs.movie.id
            }
            .map(\.movie)
    }
}
