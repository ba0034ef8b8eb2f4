import Synchronization

/// The events waiting for the program, in order — except that requests to end
/// it (signals, and Ctrl-C where the terminal turns it into one) go ahead of
/// everything still waiting, so a backlog of input (a huge paste, a held key)
/// never delays quitting by more than the event being handled.
///
/// One consumer reads with `next()`; producers on any thread call `enqueue`.
package final class TerminalEventQueue: Sendable {
    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<TerminalEvent?, Never>
    }

    private struct State {
        var urgent: [TerminalEvent] = []
        var ordinary: [TerminalEvent] = []
        /// Index of the next ordinary event; the array is compacted when it is all read.
        var ordinaryStart = 0
        var waiters: [Waiter] = []
        var nextWaiterID = 0
        var isFinished = false

        mutating func dequeue() -> TerminalEvent? {
            if !urgent.isEmpty {
                return urgent.removeFirst()
            }
            guard ordinaryStart < ordinary.count else { return nil }
            let event = ordinary[ordinaryStart]
            ordinaryStart += 1
            if ordinaryStart == ordinary.count {
                ordinary.removeAll(keepingCapacity: true)
                ordinaryStart = 0
            }
            return event
        }
    }

    private let state = Mutex(State())

    package init() {}

    /// Adds an event; ignored once the queue is finished.
    package func enqueue(_ event: TerminalEvent) {
        let waiter: Waiter? = state.withLock { state in
            guard !state.isFinished else { return nil }
            if !state.waiters.isEmpty {
                return state.waiters.removeFirst()
            }
            if case .signal = event {
                state.urgent.append(event)
            } else {
                state.ordinary.append(event)
            }
            return nil
        }
        waiter?.continuation.resume(returning: event)
    }

    /// Whether an event is waiting to be read.
    package var hasPending: Bool {
        state.withLock { !$0.urgent.isEmpty || $0.ordinaryStart < $0.ordinary.count }
    }

    /// Ends the queue: what is waiting is still delivered, then `next()` returns `nil`.
    package func finish() {
        let waiters = state.withLock { state in
            state.isFinished = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.continuation.resume(returning: nil) }
    }

    /// The next event, urgent ones first; `nil` once finished and drained, or
    /// when the calling task is cancelled.
    package func next() async -> TerminalEvent? {
        let id = state.withLock { state in
            defer { state.nextWaiterID += 1 }
            return state.nextWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready: TerminalEvent?? = state.withLock { state in
                    if let event = state.dequeue() { return .some(event) }
                    if state.isFinished || Task.isCancelled { return .some(nil) }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return .none
                }
                if let ready {
                    continuation.resume(returning: ready)
                }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
            }
            waiter?.continuation.resume(returning: nil)
        }
    }
}
