import Foundation

/// Reads a `Retry-After` header: either delay-seconds or an HTTP date.
enum RetryAfter {
    /// - Returns: seconds to wait from `now`, never negative; `nil` when the value is unreadable.
    static func seconds(from value: String?, now: Date = Date()) -> Double? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value) {
            return seconds.isFinite && seconds >= 0 ? seconds : nil
        }
        guard let date = httpDate(value) else { return nil }
        return max(0, date.timeIntervalSince(now))
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
