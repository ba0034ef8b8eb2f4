/// The rules of a list's name: what is kept of a typed name, and the key two
/// names share when they are the same list (case and spacing aside, so
/// `Top 10` and `top  10` cannot both exist).
public enum FilmListName {
    /// Names longer than this are refused: a name is a heading, not a text.
    public static let maximumLength = 100

    /// Why a typed name cannot name a list.
    public enum Problem: Error, Equatable, Sendable {
        case empty
        case tooLong(length: Int)
        /// Control characters (tab and line breaks included: a name is one line).
        case controlCharacters
    }

    /// `name` as kept: trimmed, inner white space as single spaces, composed (NFC).
    /// - Throws: `Problem` when nothing is left, it is too long, or it holds control characters.
    public static func cleaned(_ name: String) throws(Problem) -> String {
        // The query's rule: no C0/C1 controls (a name is one line), no bidi overrides.
        if name.unicodeScalars.contains(where: { !MovieQuery.isAllowed($0) }) { throw .controlCharacters }
        let cleaned = MovieQuery.composed(name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " "))
        guard !cleaned.isEmpty else { throw .empty }
        let length = cleaned.count
        guard length <= maximumLength else { throw .tooLong(length: length) }
        return cleaned
    }

    /// What two names of the same list share: cleaned and lowercased.
    public static func key(_ name: String) -> String {
        let spaced = name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        // Lowercasing composed text can leave a sequence that composes further.
        return MovieQuery.composed(MovieQuery.composed(spaced).lowercased())
    }
}
