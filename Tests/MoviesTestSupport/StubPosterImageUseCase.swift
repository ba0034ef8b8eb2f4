public import MoviesDomain
import Synchronization

/// Answers every poster request with one picture, or one failure, recording
/// each request; while held, answers wait until `release()`.
public final class StubPosterImageUseCase: FetchPosterImageUseCase {
    private struct State {
        var requests: [(path: String, width: Int, policy: FetchPolicy)] = []
        var isHeld = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let result: Result<PosterImage, MoviesRepositoryError>
    private let state = Mutex(State())

    public init(result: Result<PosterImage, MoviesRepositoryError>, isHeld: Bool = false) {
        self.result = result
        state.withLock { $0.isHeld = isHeld }
    }

    /// Each request as `path width policy`, oldest first.
    public var requests: [String] {
        state.withLock { $0.requests.map { "\($0.path) \($0.width) \($0.policy)" } }
    }

    /// The poster paths asked for, oldest first.
    public var requestedPaths: [String] {
        state.withLock { $0.requests.map(\.path) }
    }

    /// Lets held answers, and all later ones, through.
    public func release() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isHeld = false
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.resume() }
    }

    public func execute(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        await withCheckedContinuation { continuation in
            let mustWait = state.withLock { state -> Bool in
                state.requests.append((path, preferredWidth, policy))
                if state.isHeld { state.waiting.append(continuation) }
                return state.isHeld
            }
            if !mustWait { continuation.resume() }
        }
        return try result.get()
    }
}
