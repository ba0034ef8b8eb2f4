extension String {
    /// The text without leading and trailing whitespace and line breaks
    /// (Unicode White_Space, what `CharacterSet.whitespacesAndNewlines` holds).
    ///
    /// Written with the standard library's scalar properties because Foundation's
    /// `trimmingCharacters(in:)` builds CoreFoundation's character-set bitmaps on
    /// first use, a measurable part of a cached search that reads a few variables.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
