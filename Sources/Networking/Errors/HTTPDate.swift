#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads RFC 9110's preferred HTTP date form, IMF-fixdate:
/// `Sun, 06 Nov 1994 08:49:37 GMT`.
///
/// Written out by hand because `FoundationEssentials` has no `DateFormatter`,
/// and the fixed form needs no locale: English names, fixed widths, GMT. Like
/// the `DateFormatter` it replaced, it also takes names in any case, a
/// one-digit day, and the North American zones of RFC 5322.
enum HTTPDate {
    private static let weekdays: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    /// Hours east of GMT.
    private static let zones: [String: Int] = [
        "gmt": 0, "utc": 0, "ut": 0,
        "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
    ]

    /// - Returns: the instant `text` names; `nil` when it is not an IMF-fixdate
    ///   or names no real day or time.
    static func date(from text: String) -> Date? {
        // "Sun," "06" "Nov" "1994" "08:49:37" "GMT"
        let fields = text.split(separator: " ")
        guard fields.count == 6,
              fields[0].count == 4, fields[0].last == ",", weekdays.contains(fields[0].dropLast().lowercased()),
              let day = number(fields[1], digits: 2) ?? number(fields[1], digits: 1),
              let month = months.firstIndex(of: fields[2].lowercased()).map({ $0 + 1 }),
              let year = number(fields[3], digits: 4),
              let zoneHours = zones[fields[5].lowercased()]
        else { return nil }
        let time = fields[4].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 3,
              let hour = number(time[0], digits: 2), hour < 24,
              let minute = number(time[1], digits: 2), minute < 60,
              let second = number(time[2], digits: 2), second <= 60,
              day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour - zoneHours) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    private static func number(_ text: Substring, digits: Int) -> Int? {
        guard text.utf8.count == digits, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11:
            return 30
        default:
            return 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        // Counts years from March, so the leap day is the last day of its year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
