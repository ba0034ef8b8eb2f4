extension Timestamp {
    /// Reads a time as TMDB writes it, such as `2010-05-11T17:00:06.000Z`:
    /// `YYYY-MM-DD`, `T` (or a space), `HH:MM:SS`, an optional fraction, then
    /// `Z`, an offset (`+01:00`) or nothing (read as UTC).
    /// - Returns: `nil` for anything else, or a day or time that does not exist.
    public init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let day = CalendarDate(iso8601: String(decoding: bytes[0..<10], as: UTF8.self)),
              let hour = ASCIIDigits.value(of: bytes[11..<13]), let minute = ASCIIDigits.value(of: bytes[14..<16]),
              let second = ASCIIDigits.value(of: bytes[17..<19]),
              hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            let start = index
            while index < bytes.count, let digit = ASCIIDigits.value(of: bytes[index..<(index + 1)]) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offsetSeconds = 0
        if index < bytes.count {
            let rest = bytes[index...]
            if rest.elementsEqual([UInt8(ascii: "Z")]) {
                offsetSeconds = 0
            } else if rest.count == 6, rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-"),
                      rest[index + 3] == UInt8(ascii: ":"),
                      let hours = ASCIIDigits.value(of: rest[(index + 1)..<(index + 3)]), let minutes = ASCIIDigits.value(of: rest[(index + 4)..<(index + 6)]),
                      hours < 24, minutes < 60 {
                offsetSeconds = (hours * 3600 + minutes * 60) * (rest.first == UInt8(ascii: "-") ? -1 : 1)
            } else {
                return nil
            }
        }
        let seconds = day.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        self.init(secondsSince1970: Double(seconds) + fraction)
    }
}
