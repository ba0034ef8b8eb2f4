import MoviesDomain
import Synchronization

/// Answers every details request the same way; without details it never
/// answers, so the screen stays in its loading state.
final class StubMovieDetailsUseCase: FetchMovieDetailsUseCase {
    typealias Continuation = AsyncThrowingStream<Fetched<MovieDetails>, any Error>.Continuation

    private let details: Fetched<MovieDetails>?
    private let pending = Mutex<[Continuation]>([])

    init(details: Fetched<MovieDetails>?) {
        self.details = details
    }

    func execute(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<MovieDetails>.self)
        if let details {
            continuation.yield(details)
            continuation.finish()
        } else {
            pending.withLock { $0.append(continuation) }
        }
        return stream
    }
}
