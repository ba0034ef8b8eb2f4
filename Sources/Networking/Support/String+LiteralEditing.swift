// The one copy of these helpers: `package`, so MoviesData and MoviesApp (which
// import Networking) use them too.
extension StringProtocol {
    /// The text without leading and trailing Unicode scalars for which
    /// `isTrimmed` holds.
    ///
    /// Works on scalars, as Foundation's `trimmingCharacters(in:)` did, so a
    /// combining mark after a space does not shield the space; the production
    /// targets import `FoundationEssentials`, which has no `CharacterSet`.
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
        trimming(where: \.isHorizontalWhitespace)
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
        return text.trimming(where: \.isWhitespaceOrLineBreak)
    }

    /// `%XX` escapes replaced by their bytes.
    /// - Returns: `nil` when an escape is malformed or the bytes are not UTF-8,
    ///   as Foundation's `removingPercentEncoding` does.
    package var removingPercentEscapes: String? {
        QueryEncoding.decode(self)
    }

    /// The text with every occurrence of `target` replaced by `replacement`,
    /// matched byte for byte in UTF-8, left to right, without overlaps.
    ///
    /// Byte matching, unlike the standard library's `replacing(_:with:)` on
    /// characters, also finds `target` when a combining mark follows it; a
    /// redacted secret must not survive because of its neighbour.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let result = ByteReplacement.replacingEvery(Array(target.utf8), with: Array(replacement.utf8), in: Array(utf8))
        return result.map { String(decoding: $0, as: UTF8.self) } ?? String(self)
    }
}

extension Unicode.Scalar {
    /// A space or a tab: what `CharacterSet.whitespaces` holds (category Zs and U+0009).
    package var isHorizontalWhitespace: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }

    /// A line break: what `CharacterSet.newlines` holds (U+000A–U+000D, U+0085, U+2028, U+2029).
    package var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }

    /// Whitespace or a line break: Unicode's White_Space property, what
    /// `CharacterSet.whitespacesAndNewlines` holds.
    package var isWhitespaceOrLineBreak: Bool {
        properties.isWhitespace
    }
}
