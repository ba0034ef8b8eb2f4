public import MoviesDomain
import Synchronization

/// Answers list requests from a script: each request gets pages, a failure, both,
/// or stays pending until the test completes it (to see screens while loading,
/// or a newer search overtaking an older one).
public final class StubMoviesListUseCase: FetchMoviesListUseCase {
    public typealias Continuation = AsyncThrowingStream<Fetched<MoviesPage>, any Error>.Continuation

    /// What one request gets.
    public enum Answer: Sendable {
        /// These values, then the end of the stream.
        case pages([Fetched<MoviesPage>])
        /// A failure before any value.
        case failure(MoviesRepositoryError)
        /// These values, then a failure.
        case pagesThenFailure([Fetched<MoviesPage>], MoviesRepositoryError)
        /// Nothing until `completePending(with:)`.
        case pending
    }

    private let answer: @Sendable (MoviesListRequest) -> Answer
    private let pending = Mutex<[Continuation]>([])
    private let recorded = Mutex<[MoviesListRequest]>([])

    /// - Parameter answer: What each request gets, decided from the request.
    public init(answer: @escaping @Sendable (MoviesListRequest) -> Answer) {
        self.answer = answer
    }

    /// Answers requests with `answers` in order; requests past the end get no pages.
    public convenience init(answers: [Answer]) {
        let script = Mutex(answers)
        self.init { _ in script.withLock { $0.isEmpty ? .pages([]) : $0.removeFirst() } }
    }

    /// Every request asked so far, oldest first.
    public var requests: [MoviesListRequest] {
        recorded.withLock { $0 }
    }

    public func execute(request: MoviesListRequest) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        recorded.withLock { $0.append(request) }
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Fetched<MoviesPage>.self)
        switch answer(request) {
        case .pages(let pages):
            pages.forEach { continuation.yield($0) }
            continuation.finish()
        case .failure(let error):
            continuation.finish(throwing: error)
        case .pagesThenFailure(let pages, let error):
            pages.forEach { continuation.yield($0) }
            continuation.finish(throwing: error)
        case .pending:
            pending.withLock { $0.append(continuation) }
        }
        return stream
    }

    /// Answers the oldest pending request with `page`.
    public func completePending(with page: Fetched<MoviesPage>) {
        let continuation = pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        continuation?.yield(page)
        continuation?.finish()
    }
}
