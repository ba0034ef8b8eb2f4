/// What the user searched for: the text and an optional release year.
public struct MovieQuery: Equatable, Hashable, Sendable {
    public let text: String
    /// TMDB's `primary_release_year` filter; `nil` searches every year.
    public let year: Int?

    /// - Parameter text: Taken in Unicode Normalization Form C, so that a title
    ///   typed precomposed (`Amélie`) and one typed decomposed (`Ame\u{301}lie`,
    ///   as some keyboards, pastes and file names give it) are one search: one
    ///   request, one cache entry, one recent query. Every path that makes a
    ///   query — the command line, the query field, the stored recent queries —
    ///   comes through here.
    public init(text: String, year: Int? = nil) {
        self.text = Self.composed(text)
        self.year = year
    }

    /// `text` in Normalization Form C.
    ///
    /// The standard library's own NFC, the one `String` equality is defined
    /// by, reached through `_nfcCodeUnits`: underscored but public, and what
    /// swift-foundation itself calls. Foundation's
    /// `precomposedStringWithCanonicalMapping` would need full Foundation (ICU)
    /// in the one layer that imports nothing, and in every process that only
    /// replays a cached search. Should the standard library drop it, this
    /// stops compiling; it cannot change meaning silently.
    static func composed(_ text: String) -> String {
        // ASCII is NFC already: nearly every query skips the work.
        if text.isAllASCII { return text }
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// The text the way TMDB compares it: trimmed, inner white space collapsed,
    /// case-folded. Two queries with the same normalised text are the same search.
    public var normalizedText: String {
        // ASCII text (nearly every query) is normalised byte by byte (String+ASCII.swift).
        if text.isAllASCII { return text.asciiCollapsingWhitespaceLowercased }
        // Lowercasing composed text can leave a sequence that composes further.
        return Self.composed(text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased())
    }

    /// Whether two queries ask TMDB the same question.
    public func isSameSearch(as other: MovieQuery) -> Bool {
        normalizedText == other.normalizedText && year == other.year
    }
}
