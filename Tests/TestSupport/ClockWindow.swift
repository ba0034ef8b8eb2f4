import Foundation

/// The stretch of wall-clock time some work ran in, for end-to-end tests of
/// the built binary, whose clock cannot be injected. A date the binary takes
/// from "now" (today, yesterday, this year) is whichever one was current while
/// it ran: one value, or two when the run crossed midnight or New Year. Reading
/// "now" again after the run would fail the test in that second.
public struct ClockWindow: Sendable {
    public let start: Date
    public let end: Date

    /// Runs `work`, and returns what it returned with the window it ran in.
    public static func around<T>(_ work: () async throws -> T) async rethrows -> (result: T, window: ClockWindow) {
        let start = Date()
        let result = try await work()
        return (result, ClockWindow(start: start, end: Date()))
    }

    /// What `read` gives at the window's start and at its end: every value a
    /// run inside the window could have taken from its clock, when `read`
    /// names a calendar unit (a day, a month, a year) and the window is
    /// shorter than one.
    public func values<Value: Hashable>(_ read: (Date) -> Value) -> Set<Value> {
        [read(start), read(end)]
    }

    /// The window's days as `yyyy-MM-dd` in UTC, `offset` days away (−1: the day before).
    public func utcDays(offsetBy offset: Int = 0) -> Set<String> {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return values { formatter.string(from: $0 + Double(offset) * 86_400) }
    }
}
