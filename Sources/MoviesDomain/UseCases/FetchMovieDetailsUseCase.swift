/// Fetches the full details of one film.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The film's details, possibly twice: a cached copy first, then the fresh one.
    func execute(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error>
}

/// Fetches details straight from a `MovieDetailsRepository`: cached, then fresh, as the policy allows.
public struct DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {
    private let movieDetailsRepository: any MovieDetailsRepository

    public init(movieDetailsRepository: any MovieDetailsRepository) {
        self.movieDetailsRepository = movieDetailsRepository
    }

    public func execute(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        movieDetailsRepository.fetchMovieDetails(id: id, policy: policy)
    }
}
