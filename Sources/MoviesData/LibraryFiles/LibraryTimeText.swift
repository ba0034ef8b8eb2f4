import MoviesDomain

/// Times in library files: ISO 8601 in UTC to the millisecond
/// (`2026-11-20T14:02:05.123Z`), exact both ways for the library's times.
package enum LibraryTimeText {
    package static func string(_ time: Timestamp) -> String {
        let milliseconds = LibraryTables.milliseconds(time)
        let days = Int(milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000)
        let rest = Int(milliseconds - Int64(days) * 86_400_000)
        let day = CalendarDate(daysSince1970: days)?.description ?? "1970-01-01"
        return "\(day)T\(pad(rest / 3_600_000, 2)):\(pad(rest / 60_000 % 60, 2)):\(pad(rest / 1000 % 60, 2)).\(pad(rest % 1000, 3))Z"
    }

    /// Reads what `string` writes, with or without the milliseconds.
    static func timestamp(_ text: String) -> Timestamp? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes[10] == UInt8(ascii: "T"), bytes.last == UInt8(ascii: "Z"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let day = CalendarDate(iso8601: String(decoding: bytes[0..<10], as: UTF8.self)),
              let hour = ASCIIDigits.value(of: bytes[11..<13]), let minute = ASCIIDigits.value(of: bytes[14..<16]), let second = ASCIIDigits.value(of: bytes[17..<19]),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let fraction = ASCIIDigits.value(of: bytes[20..<23]) else { return nil }
            milliseconds = fraction
        }
        let total = Int64(day.daysSince1970) * 86_400_000 + Int64(((hour * 60 + minute) * 60 + second) * 1000 + milliseconds)
        return LibraryTables.timestamp(total)
    }


    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
