extension Optional where Wrapped == String {
    /// The string, or `nil` when it is missing or blank: TMDB sends `""` where it means "none".
    var nonEmpty: String? {
        // Scalar properties rather than `trimmingCharacters(in:)`: this runs for
        // every field of every result, and needs no copy or Foundation character set.
        guard let self, !self.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return nil }
        return self
    }
}
