import MoviesDomain

/// Searches and details fetches that never answer, and say when their stream
/// is ended by the consumer.
final class EndlessFetchUseCase: FetchMoviesListUseCase, FetchMovieDetailsUseCase {
    private let terminations: AsyncStream<Void>
    private let terminationsContinuation: AsyncStream<Void>.Continuation

    init() {
        (terminations, terminationsContinuation) = AsyncStream<Void>.makeStream()
    }

    /// Whether a stream this use case made has terminated; gives up, answering
    /// `false`, when the waiting task is cancelled (as a test's time limit does).
    func waitForTermination() async -> Bool {
        for await _ in terminations { return true }
        return false
    }

    func execute(request: MoviesListRequest) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        endlessStream()
    }

    func execute(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        endlessStream()
    }

    private func endlessStream<Value>() -> AsyncThrowingStream<Value, any Error> {
        let terminated = terminationsContinuation
        return AsyncThrowingStream { continuation in
            continuation.onTermination = { _ in terminated.yield() }
        }
    }
}
