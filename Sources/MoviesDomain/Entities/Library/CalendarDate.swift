/// A day of the Gregorian calendar, without a time zone: when a film was seen.
///
/// Unlike `ReleaseDate`, which takes whatever TMDB writes, a calendar date is
/// always a real day: 2026-02-30 does not parse.
public struct CalendarDate: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// - Returns: `nil` unless the day exists (years 1 to 9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// 1970-01-01, the day times are counted from: a day that exists, with no
    /// check to fail.
    public static let unixEpoch = CalendarDate(checkedYear: 1970, month: 1, day: 1)

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD` naming a day that exists.
    public init?(iso8601 text: String) {
        guard let parsed = ReleaseDate(iso8601: text) else { return nil }
        self.init(year: parsed.year, month: parsed.month, day: parsed.day)
    }

    /// The day `days` after 1970-01-01 (before it when negative).
    ///
    /// Counts in 400-year eras of 146,097 days that start on 1 March, so the
    /// leap day falls at an era's end; plain arithmetic, no calendar library.
    /// - Returns: `nil` outside the years 1 to 9999.
    public init?(daysSince1970 days: Int) {
        guard (-719_162...2_932_896).contains(days) else { return nil }
        let shifted = days + 719_468  // days from 0000-03-01 to 1970-01-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days from 1970-01-01 to this day; the inverse of `init(daysSince1970:)`.
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day in UTC at `timestamp`, or `nil` for a time no calendar names.
    public init?(utcDayOf timestamp: Timestamp) {
        let seconds = timestamp.secondsSince1970.rounded(.down)
        guard seconds.isFinite, seconds > -62_135_596_800, seconds < 253_402_300_800 else { return nil }
        let total = Int(seconds)
        self.init(daysSince1970: total >= 0 ? total / 86_400 : (total - 86_399) / 86_400)
    }

    /// Midnight UTC at the start of this day.
    public var startOfDayUTC: Timestamp {
        Timestamp(secondsSince1970: Double(daysSince1970) * 86_400)
    }

    /// The date as `YYYY-MM-DD`, written digit by digit: lists print
    /// thousands of dates.
    public var description: String {
        var bytes: [UInt8] = [0, 0, 0, 0, UInt8(ascii: "-"), 0, 0, UInt8(ascii: "-"), 0, 0]
        for (value, end, width) in [(year, 3, 4), (month, 6, 2), (day, 9, 2)] {
            var rest = value
            for index in stride(from: end, to: end - width, by: -1) {
                bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}
