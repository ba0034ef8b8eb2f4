/// Fetches the full details of one film.
public protocol FetchMovieDetailsUseCase: Sendable {
    func execute(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error>
}

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
