import Synchronization

/// Stands in for `Task.sleep` between retries: notes each wait and returns at once,
/// or, when told to, waits until the task is cancelled.
public final class RecordingSleeper: Sendable {
    private let waits = Mutex<[Duration]>([])
    private let waitsUntilCancelled: Bool

    /// - Parameter waitsUntilCancelled: when `true`, every wait lasts until the task is cancelled.
    public init(waitsUntilCancelled: Bool = false) {
        self.waitsUntilCancelled = waitsUntilCancelled
    }

    /// Every wait asked for so far, in order.
    public var requestedWaits: [Duration] { waits.withLock { $0 } }

    public func sleep(_ duration: Duration) async throws {
        waits.withLock { $0.append(duration) }
        if waitsUntilCancelled {
            try await Task.sleep(for: .seconds(3600))
        }
    }

    /// Waits until a wait has been asked for; gives up after a generous bound.
    public func waitForFirstWait() async throws {
        for _ in 0..<1000 where requestedWaits.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
