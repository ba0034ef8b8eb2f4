/// A point in time, in seconds since 1970-01-01 UTC.
///
/// The domain imports nothing, so it keeps its own small time type; the outer
/// layers convert it to and from `Date`.
public struct Timestamp: Equatable, Comparable, Hashable, Sendable {
    public let secondsSince1970: Double

    public init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    /// Seconds from `earlier` to this instant; negative when `earlier` is later.
    public func seconds(since earlier: Timestamp) -> Double {
        secondsSince1970 - earlier.secondsSince1970
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}
