/// Source of lists of films: searches, TMDB's lists, discoveries, related
/// films and collections.
public protocol MoviesRepository: Sendable {
    /// One page of the list `source` describes.
    ///
    /// The stream yields a cached page first when there is one, then the fresh
    /// page; it finishes after the last value, or throws a `MoviesRepositoryError`
    /// when nothing at all can be shown.
    func fetchMovies(
        source: MoviesListSource,
        page: Int,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error>
}
