public import MoviesDomain

/// Answers any film's videos with the ones given (live).
public struct StubMovieVideosUseCase: FetchByIDUseCase {
    private let videos: MovieVideos

    public init(videos: MovieVideos) {
        self.videos = videos
    }

    public func execute(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieVideos>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<MovieVideos>.self)
        continuation.yield(Fetched(value: videos, origin: .live))
        continuation.finish()
        return stream
    }
}
