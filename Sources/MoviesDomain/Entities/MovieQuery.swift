/// What the user searched for: the text and an optional release year.
public struct MovieQuery: Equatable, Hashable, Sendable {
    public let text: String
    /// TMDB's `primary_release_year` filter; `nil` searches every year.
    public let year: Int?

    public init(text: String, year: Int? = nil) {
        self.text = text
        self.year = year
    }

    /// The text the way TMDB compares it: trimmed, inner white space collapsed,
    /// case-folded. Two queries with the same normalised text are the same search.
    public var normalizedText: String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased()
    }

    /// Whether two queries ask TMDB the same question.
    public func isSameSearch(as other: MovieQuery) -> Bool {
        normalizedText == other.normalizedText && year == other.year
    }
}
