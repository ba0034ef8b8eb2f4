import MoviesDomain
import Synchronization

/// Answers each search with a scripted list of values and an optional failure.
final class SearchMoviesUseCaseMock: SearchMoviesUseCase {
    struct Script: Sendable {
        var values: [Fetched<MoviesPage>]
        var error: MoviesRepositoryError?
        /// When set, the stream waits for `release()` before yielding.
        var waitsForRelease = false
    }

    private let state = Mutex<(scripts: [Script], requests: [SearchMoviesUseCaseRequestValue])>(([], []))
    private let gate = AsyncGate()

    init(scripts: [Script]) {
        state.withLock { $0.scripts = scripts }
    }

    var requests: [SearchMoviesUseCaseRequestValue] { state.withLock { $0.requests } }

    func release() { gate.open() }

    func execute(requestValue: SearchMoviesUseCaseRequestValue) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        let script = state.withLock { state -> Script in
            state.requests.append(requestValue)
            return state.scripts.isEmpty ? Script(values: []) : state.scripts.removeFirst()
        }
        let gate = gate
        return AsyncThrowingStream { continuation in
            let task = Task {
                if script.waitsForRelease { await gate.wait() }
                for value in script.values {
                    continuation.yield(value)
                }
                if let error = script.error {
                    continuation.finish(throwing: error)
                } else {
                    continuation.finish()
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// A one-shot latch that async code can wait on.
final class AsyncGate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }
}
