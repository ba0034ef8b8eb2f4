#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The retry clock of every connection outside tests: the continuous clock,
/// which a change of the wall clock does not move, and a sleep of the thread
/// (SQLite calls block it anyway).
struct MonotonicRetryClock: SQLiteRetryClock {
    private let origin = ContinuousClock.now

    func now() -> Duration {
        ContinuousClock.now - origin
    }

    func pause(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
        usleep(UInt32(clamping: microseconds))
    }
}
