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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return String(decoding: text._nfcCodeUnits, as: UTF8.self)
    }

    /// The text the way TMDB compares it: trimmed, inner white space collapsed,
    /// case-folded. Two queries with the same normalised text are the same search.
    public var normalizedText: String {
        // ASCII text (nearly every query) is normalised byte by byte: the
        // Character and Unicode-case machinery costs ~200 k instructions a run.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return Self.normalizedASCII(text)
        }
        // Lowercasing composed text can leave a sequence that composes further.
        return Self.composed(text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased())
    }

    /// `normalizedText` for ASCII: the white space of `Character.isWhitespace`
    /// (tab, line feed, vertical tab, form feed, carriage return, space) and
    /// the case mapping of `lowercased()`, which for ASCII is A–Z to a–z.
    static func normalizedASCII(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var spacePending = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                spacePending = !bytes.isEmpty
                continue
            }
            if spacePending {
                bytes.append(0x20)
                spacePending = false
            }
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether two queries ask TMDB the same question.
    public func isSameSearch(as other: MovieQuery) -> Bool {
        normalizedText == other.normalizedText && year == other.year
    }
}
