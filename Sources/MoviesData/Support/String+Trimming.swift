// `package`: MoviesApp trims configuration values and messages with these too.
extension StringProtocol {
    /// The text without leading and trailing Unicode scalars for which
    /// `isTrimmed` holds.
    ///
    /// Works on scalars, as Foundation's `trimmingCharacters(in:)` did;
    /// MoviesData imports `FoundationEssentials`, which has no `CharacterSet`.
    package func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    /// The text without leading and trailing spaces and tabs (Unicode category
    /// Zs and U+0009: what `CharacterSet.whitespaces` holds).
    package var trimmingSpacesAndTabs: String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without leading and trailing whitespace and line breaks
    /// (Unicode White_Space: what `CharacterSet.whitespacesAndNewlines` holds).
    package var trimmingWhitespace: String {
        // Visible ASCII at both ends needs no Unicode property look-ups (a few
        // thousand instructions each): nothing is trimmed.
        let text = String(self)
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        return text.trimming(where: \.properties.isWhitespace)
    }

    /// `%XX` escapes replaced by their bytes.
    /// - Returns: `nil` when an escape is malformed or the bytes are not UTF-8,
    ///   as Foundation's `removingPercentEncoding` does.
    var removingPercentEscapes: String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
