import MoviesDomain
import Synchronization

/// Records each poster request and answers with `result`; while `isHeld`, the
/// answer waits until `release()`.
final class FetchPosterImageUseCaseMock: FetchPosterImageUseCase {
    private struct State {
        var requests: [String] = []
        var isHeld = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let result: Result<PosterImage, MoviesRepositoryError>
    private let state = Mutex(State())

    init(result: Result<PosterImage, MoviesRepositoryError>, isHeld: Bool = false) {
        self.result = result
        state.withLock { $0.isHeld = isHeld }
    }

    /// Each request as `path width policy`.
    var requests: [String] { state.withLock { $0.requests } }

    /// Lets held answers, and all later ones, through.
    func release() {
        let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isHeld = false
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach { $0.resume() }
    }

    func execute(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        await withCheckedContinuation { continuation in
            let mustWait = state.withLock { state -> Bool in
                state.requests.append("\(path) \(preferredWidth) \(policy)")
                if state.isHeld { state.waiting.append(continuation) }
                return state.isHeld
            }
            if !mustWait { continuation.resume() }
        }
        return try result.get()
    }
}
