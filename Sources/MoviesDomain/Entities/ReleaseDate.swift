/// A calendar date as TMDB writes it (`YYYY-MM-DD`), without a time zone.
public struct ReleaseDate: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; returns `nil` for anything else, including TMDB's empty string.
    public init?(iso8601 text: String) {
        // Read from the ten UTF-8 bytes: every result of a page has a date,
        // and splitting strings cost ~7 k instructions each.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = ASCIIDigits.value(of: bytes[0..<4]), let month = ASCIIDigits.value(of: bytes[5..<7]),
              let day = ASCIIDigits.value(of: bytes[8..<10]),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date as `YYYY-MM-DD`.
    public var description: String {
        "\(Self.padded(year, to: 4))-\(Self.padded(month, to: 2))-\(Self.padded(day, to: 2))"
    }

    public static func < (lhs: ReleaseDate, rhs: ReleaseDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
