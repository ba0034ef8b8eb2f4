/// Finds the films a title and year may name, through the search: those
/// whose title or original title is the same text (ignoring case and spacing)
/// and whose release year is the year given. Never a guess: one fit is a
/// match, none or several are reported.
struct ImportedFilmMatcher: Sendable {
    let moviesRepository: any MoviesRepository

    /// - Throws: `MoviesRepositoryError` when the search cannot be made at all
    ///   (the import then changes nothing).
    func candidates(title: String, year: Int?) async throws -> [LibraryFilm] {
        guard MovieQuery.problem(with: title) == nil else { return [] }
        let query = MovieQuery(text: title, year: year)
        let wanted = query.normalizedText
        do {
            let page = try await CacheFirstFetch.value { moviesRepository.fetchMovies(source: .search(query), page: 1, policy: $0) }
            return (page?.movies ?? [])
                .filter { movie in
                    let titles = [movie.title, movie.originalTitle ?? ""].map { MovieQuery(text: $0).normalizedText }
                    return titles.contains(wanted) && (year == nil || movie.releaseDate?.year == year)
                }
                .map(LibraryFilm.init(movie:))
        } catch MoviesRepositoryError.rejected {
            // The server refused this title as a query: no film fits it.
            return []
        }
    }
}
