#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a `Retry-After` header: either delay-seconds or an HTTP date.
enum RetryAfter {
    /// Longer waits are clamped: a server cannot make a client wait forever, and
    /// the value stays small enough to convert to an integer anywhere.
    static let maximumSeconds: Double = 24 * 60 * 60

    /// - Returns: seconds to wait from `now`, between 0 and `maximumSeconds`; `nil` when the value is unreadable.
    static func seconds(from value: String?, now: Date = Date()) -> Double? {
        guard let value = value?.trimming(where: \.isHorizontalWhitespace), !value.isEmpty else { return nil }
        if let seconds = Double(value) {
            return seconds.isFinite && seconds >= 0 ? min(seconds, maximumSeconds) : nil
        }
        guard let date = HTTPDate.date(from: value) else { return nil }
        return min(max(0, date.timeIntervalSince(now)), maximumSeconds)
    }
}
