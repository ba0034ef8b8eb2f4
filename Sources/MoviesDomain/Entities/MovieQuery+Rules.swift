extension MovieQuery {
    /// The longest query accepted anywhere: on the command line, in the query
    /// field, from a paste or a recent search.
    public static let maximumLength = 500

    /// Why a text cannot be searched as it is.
    public enum Problem: Equatable, Sendable {
        /// Nothing but white space.
        case empty
        /// Longer than `maximumLength` characters.
        case tooLong(length: Int)
        /// Holds a character `isAllowed` refuses.
        case controlCharacters
        /// Holds U+FFFD: the bytes it came from were not valid UTF-8.
        case invalidText
    }

    /// What is wrong with `text` as a query, or `nil` when it can be searched.
    public static func problem(with text: String) -> Problem? {
        if text.allSatisfy(\.isWhitespace) { return .empty }
        let length = text.count
        if length > maximumLength { return .tooLong(length: length) }
        if text.unicodeScalars.contains(where: { !isAllowed($0) }) { return .controlCharacters }
        if text.unicodeScalars.contains("\u{FFFD}") { return .invalidText }
        return nil
    }

    /// Whether `scalar` may stand in a query. Refused: C0 and C1 controls
    /// (tab and line breaks included: a query is one line), DEL, the line and
    /// paragraph separators, and the bidi embeddings, overrides and isolates
    /// that would make the text read differently from what is sent.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return false
        default:
            return true
        }
    }
}
