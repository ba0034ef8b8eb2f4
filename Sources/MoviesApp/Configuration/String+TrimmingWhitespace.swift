extension StringProtocol {
    /// The text without leading and trailing whitespace and line breaks
    /// (Unicode White_Space, what `CharacterSet.whitespacesAndNewlines` holds).
    ///
    /// Written with the standard library's scalar properties because the app
    /// imports `FoundationEssentials`, which has no `CharacterSet` (and full
    /// Foundation built character-set bitmaps on first use, a measurable part
    /// of a cached search that reads a few variables).
    var trimmingWhitespace: String {
        // Visible ASCII at both ends (what variables nearly always hold) needs
        // no Unicode property look-ups (a few thousand instructions each):
        // nothing is trimmed.
        let text = String(self)
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        return text.trimming(where: \.properties.isWhitespace)
    }

    /// The text without leading and trailing spaces and tabs (Unicode category
    /// Zs and U+0009: what `CharacterSet.whitespaces` holds).
    var trimmingSpacesAndTabs: String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without leading and trailing Unicode scalars for which
    /// `isTrimmed` holds; scalars, as Foundation's `trimmingCharacters(in:)` did.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}
