/// Source of the full details of one film.
public protocol MovieDetailsRepository: Sendable {
    /// Fetches details; like search results, a cached value may come first.
    func fetchMovieDetails(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error>
}
