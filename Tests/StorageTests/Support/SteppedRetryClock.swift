import Storage
import Synchronization

/// A retry clock whose time moves only by the pauses asked of it, and which
/// lets a test act at a given pause (release a lock, say): retries happen in
/// the same order on any machine, at any load.
final class SteppedRetryClock: SQLiteRetryClock {
    private let pauses = Mutex<[Duration]>([])
    private let atPause: @Sendable (Int) -> Void

    /// - Parameter atPause: Runs during each pause with its number, from 1.
    init(atPause: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.atPause = atPause
    }

    /// Every pause asked for, in order.
    var requestedPauses: [Duration] { pauses.withLock { $0 } }

    func now() -> Duration {
        pauses.withLock { $0.reduce(.zero, +) }
    }

    func pause(for duration: Duration) {
        let number = pauses.withLock { pauses in
            pauses.append(duration)
            return pauses.count
        }
        atPause(number)
    }
}
