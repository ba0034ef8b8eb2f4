/// A film's videos (`movies videos`, `v`).
public protocol FetchMovieVideosUseCase: Sendable {
    /// The videos with their order and trailer (`MovieVideos.ordered`,
    /// `.trailer`): cached, then fresh, as the policy allows.
    func execute(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieVideos>, any Error>
}

public struct DefaultFetchMovieVideosUseCase: FetchMovieVideosUseCase {
    private let repository: any MovieFactsRepository

    public init(repository: any MovieFactsRepository) {
        self.repository = repository
    }

    public func execute(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieVideos>, any Error> {
        repository.fetchVideos(movieID: movieID, policy: policy)
    }
}
