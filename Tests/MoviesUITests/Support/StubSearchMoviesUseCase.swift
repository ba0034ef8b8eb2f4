import MoviesDomain
import Synchronization

/// Answers searches from a script; a `.pending` answer stays open until the
/// test finishes it, to show screens while loading.
final class StubSearchMoviesUseCase: SearchMoviesUseCase {
    typealias Continuation = AsyncThrowingStream<Fetched<MoviesPage>, any Error>.Continuation

    enum Answer: Sendable {
        case pages([Fetched<MoviesPage>])
        case failure(MoviesRepositoryError)
        case pending
    }

    private let answer: @Sendable (SearchMoviesUseCaseRequestValue) -> Answer
    private let pending = Mutex<[Continuation]>([])
    private let requests = Mutex<[SearchMoviesUseCaseRequestValue]>([])

    init(answer: @escaping @Sendable (SearchMoviesUseCaseRequestValue) -> Answer) {
        self.answer = answer
    }

    /// Every request asked so far, oldest first.
    var requestValues: [SearchMoviesUseCaseRequestValue] {
        requests.withLock { $0 }
    }

    func execute(requestValue: SearchMoviesUseCaseRequestValue) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        requests.withLock { $0.append(requestValue) }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<MoviesPage>.self)
        switch answer(requestValue) {
        case .pages(let pages):
            for page in pages { continuation.yield(page) }
            continuation.finish()
        case .failure(let error):
            continuation.finish(throwing: error)
        case .pending:
            pending.withLock { $0.append(continuation) }
        }
        return stream
    }

    /// Answers the oldest pending request with `page`.
    func completePending(with page: Fetched<MoviesPage>) {
        let continuation = pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        continuation?.yield(page)
        continuation?.finish()
    }
}
