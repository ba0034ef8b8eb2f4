import Foundation

/// A clock that moves only when told to; the lock guards its only state.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = start
    }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }

    var date: Date {
        lock.withLock { current }
    }

    /// The closure the storages take.
    var now: @Sendable () -> Date {
        { [self] in date }
    }
}
