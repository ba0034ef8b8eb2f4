extension Optional where Wrapped == String {
    /// The string, or `nil` when it is missing or blank: TMDB sends `""` where it means "none".
    var nonEmpty: String? {
        // Scalar properties rather than `trimmingCharacters(in:)`: this runs for
        // every field of every result, and needs no copy or Foundation character set.
        guard let self else { return nil }
        // Text that starts with visible ASCII is not blank: no property look-up.
        if let first = self.utf8.first, (0x21...0x7E).contains(first) { return self }
        guard !self.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return nil }
        return self
    }
}
