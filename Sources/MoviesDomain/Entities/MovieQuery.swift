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
        // ASCII text (nearly every query) is normalised byte by byte: the
        // Character and Unicode-case machinery costs ~200 k instructions a run.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return Self.normalizedASCII(text)
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased()
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
