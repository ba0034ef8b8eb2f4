public import MoviesDomain
import Synchronization

/// Answers every details request the same way: with details, with a failure,
/// or (given no details) never, so the screen stays in its loading state.
public final class StubMovieDetailsUseCase: FetchMovieDetailsUseCase {
    public typealias Continuation = AsyncThrowingStream<Fetched<MovieDetails>, any Error>.Continuation

    private let answer: Result<Fetched<MovieDetails>, MoviesRepositoryError>?
    private let pending = Mutex<[Continuation]>([])

    /// - Parameter details: The answer; `nil` never answers.
    public init(details: Fetched<MovieDetails>?) {
        answer = details.map { .success($0) }
    }

    /// Fresh details, or a failure.
    public init(result: Result<MovieDetails, MoviesRepositoryError>) {
        answer = result.map { Fetched(value: $0, origin: .live) }
    }

    public func execute(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<MovieDetails>.self)
        switch answer {
        case .success(let details):
            continuation.yield(details)
            continuation.finish()
        case .failure(let error):
            continuation.finish(throwing: error)
        case nil:
            pending.withLock { $0.append(continuation) }
        }
        return stream
    }
}
