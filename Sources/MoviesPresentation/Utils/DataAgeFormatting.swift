public import MoviesDomain

/// Turns timestamps into the words a status line uses.
///
/// The presentation layer knows no calendar or time zone; the app supplies one.
public protocol DataAgeFormatting: Sendable {
    /// How long ago `timestamp` was, such as `3 h ago` or `just now`.
    func relativeAge(of timestamp: Timestamp) -> String
    /// The local date and time of `timestamp`, such as `2026-11-20 14:02`.
    func absoluteTime(of timestamp: Timestamp) -> String
}
