import Synchronization

/// Stands in for `Task.sleep` in code that waits on a timer (a spinner): every
/// sleep lasts until the test lets it go with `advance()`, or until its task is
/// cancelled, so a test steps the timer itself and never depends on how fast
/// the machine is.
public final class SteppedSleeper: Sendable {
    private struct Sleeper {
        let id: Int
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var sleeping: [Sleeper] = []
        var nextID = 0
        var cancelledIDs: Set<Int> = []
        var requested: [Duration] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Every duration asked for, in order.
    public var requestedDurations: [Duration] { state.withLock { $0.requested } }

    /// How many sleeps ended by cancellation.
    public var cancellationCount: Int { state.withLock { $0.cancelledIDs.count } }

    /// How many sleeps wait now.
    public var sleepingCount: Int { state.withLock { $0.sleeping.count } }

    public func sleep(_ duration: Duration) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            state.requested.append(duration)
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let isCancelled = state.withLock { state in
                    guard !state.cancelledIDs.contains(id) else { return true }
                    state.sleeping.append(Sleeper(id: id, continuation: continuation))
                    return false
                }
                if isCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                state.cancelledIDs.insert(id)
                guard let index = state.sleeping.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleeping.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Waits until something sleeps, then ends the oldest sleep.
    /// - Returns: `false` if nothing slept within the generous bound.
    @discardableResult
    public func advance(isolation: isolated (any Actor)? = #isolation) async -> Bool {
        guard await waitUntilSleeping() else { return false }
        let sleeper = state.withLock { state in state.sleeping.isEmpty ? nil : state.sleeping.removeFirst() }
        sleeper?.continuation.resume()
        return sleeper != nil
    }

    /// Waits until a sleep is pending.
    /// - Returns: `false` if none came within the generous bound.
    public func waitUntilSleeping(isolation: isolated (any Actor)? = #isolation) async -> Bool {
        await Polling.waitUntil(every: .milliseconds(1)) { sleepingCount > 0 }
    }
}
