/// Source of search results.
public protocol MoviesRepository: Sendable {
    /// Searches for movies.
    ///
    /// The stream yields a cached page first when there is one, then the fresh
    /// page; it finishes after the last value, or throws a `MoviesRepositoryError`
    /// when nothing at all can be shown.
    func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error>
}
