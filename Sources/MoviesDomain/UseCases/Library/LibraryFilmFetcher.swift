/// Finds what the library keeps of a film, facts included: its details, cache first (no
/// request when the film is cached, however old: `CacheFirstFetch`), or what the library already
/// holds of it when the details cannot be had.
struct LibraryFilmFetcher: Sendable {
    let movieDetailsRepository: any MovieDetailsRepository
    let libraryRepository: any LibraryRepository

    /// - Throws: The `MoviesRepositoryError` of the fetch (`.notFound` for an
    ///   id TMDB does not know) when the library does not hold the film either.
    func film(id: Movie.Identifier) async throws -> LibraryFilm {
        do {
            let details = try await CacheFirstFetch.value { movieDetailsRepository.fetchMovieDetails(id: id, policy: $0) }
            guard let details else { throw MoviesRepositoryError.notFound(message: nil) }
            return LibraryFilm(details: details)
        } catch let error as MoviesRepositoryError where error != .cancelled {
            if let stored = try await libraryRepository.entry(id: id)?.film { return stored }
            throw error
        }
    }
}
