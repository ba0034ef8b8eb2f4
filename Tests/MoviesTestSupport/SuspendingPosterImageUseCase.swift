public import MoviesDomain
import Synchronization

/// Poster fetches that wait until the test answers them (`answer(_:with:)`)
/// or until they are cancelled, recording both; paths given an answer in
/// advance (`answerAtOnce`) are answered as soon as they are asked for.
public final class SuspendingPosterImageUseCase: FetchPosterImageUseCase {
    private struct Waiting {
        let path: String
        let continuation: CheckedContinuation<PosterImage, any Error>
    }

    private struct State {
        var requests: [String] = []
        var cancellations: [String] = []
        var nextID = 0
        var cancelledIDs: Set<Int> = []
        var waiting: [Int: Waiting] = [:]
        var immediateAnswer: Result<PosterImage, MoviesRepositoryError>?
    }

    private let state = Mutex(State())

    /// - Parameter answerAtOnce: Given, every request gets it at once instead of waiting.
    public init(answerAtOnce: Result<PosterImage, MoviesRepositoryError>? = nil) {
        state.withLock { $0.immediateAnswer = answerAtOnce }
    }

    /// The paths asked for, in the order the requests reached the use case.
    public var requests: [String] { state.withLock { $0.requests } }

    /// The paths whose fetch was cancelled while it waited.
    public var cancellations: [String] { state.withLock { $0.cancellations } }

    /// How many fetches wait for an answer now.
    public var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Answers every waiting fetch of `path`.
    public func answer(_ path: String, with result: Result<PosterImage, MoviesRepositoryError>) {
        let continuations = state.withLock { state -> [CheckedContinuation<PosterImage, any Error>] in
            let ids = state.waiting.filter { $0.value.path == path }.map(\.key)
            return ids.compactMap { state.waiting.removeValue(forKey: $0)?.continuation }
        }
        continuations.forEach { $0.resume(with: result.mapError { $0 as any Error }) }
    }

    /// Waits until `condition` holds of the requests and cancellations: up to
    /// ten minutes, a bound for a condition that never comes, not a measure of
    /// speed (with the whole suite and other work on a 2-core machine, the
    /// cooperative threads can be busy for a minute). The condition is checked
    /// once more after the deadline, in case the wait itself was held up past it.
    public func waitUntil(
        isolation: isolated (any Actor)? = #isolation,
        _ condition: (_ requests: [String], _ cancellations: [String]) -> Bool
    ) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(600)
        func holds() -> Bool {
            let (requests, cancellations) = state.withLock { ($0.requests, $0.cancellations) }
            return condition(requests, cancellations)
        }
        while !holds() {
            guard ContinuousClock.now < deadline else { return holds() }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    public func execute(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        let (id, immediate) = state.withLock { state in
            state.requests.append(path)
            state.nextID += 1
            return (state.nextID, state.immediateAnswer)
        }
        if let immediate { return try immediate.get() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let isCancelled = state.withLock { state -> Bool in
                    guard !state.cancelledIDs.contains(id) else { return true }
                    state.waiting[id] = Waiting(path: path, continuation: continuation)
                    return false
                }
                if isCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let waiting = state.withLock { state -> Waiting? in
                state.cancelledIDs.insert(id)
                state.cancellations.append(path)
                return state.waiting.removeValue(forKey: id)
            }
            waiting?.continuation.resume(throwing: CancellationError())
        }
    }
}
