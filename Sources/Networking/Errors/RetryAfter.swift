import Foundation

/// Reads a `Retry-After` header: either delay-seconds or an HTTP date.
enum RetryAfter {
    /// Longer waits are clamped: a server cannot make a client wait forever, and
    /// the value stays small enough to convert to an integer anywhere.
    static let maximumSeconds: Double = 24 * 60 * 60

    /// - Returns: seconds to wait from `now`, between 0 and `maximumSeconds`; `nil` when the value is unreadable.
    static func seconds(from value: String?, now: Date = Date()) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value) {
            return seconds.isFinite && seconds >= 0 ? min(seconds, maximumSeconds) : nil
        }
        guard let date = httpDate(value) else { return nil }
        return min(max(0, date.timeIntervalSince(now)), maximumSeconds)
    }

    /// RFC 9110's preferred IMF-fixdate form, `Sun, 06 Nov 1994 08:49:37 GMT`.
    private static func httpDate(_ text: String) -> Date? {
        // A formatter per call: DateFormatter is not Sendable and this runs only on error paths.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
