/// A film as the user names it wherever the library takes one: a TMDB id, or
/// a title with an optional release year (`Heat (1995)`, or the year given apart).
public enum FilmReference: Equatable, Hashable, Sendable {
    case id(Movie.Identifier)
    case title(String, year: Int?)

    /// Why a typed film cannot name one.
    public enum Problem: Error, Equatable, Sendable {
        /// Digits that are no TMDB id (`0`).
        case invalidID
        /// Nothing but white space.
        case empty
        /// A year given apart with a TMDB id, which needs none.
        case yearWithID
        /// A year written after the title and another given apart.
        case conflictingYears(written: Int, given: Int)
    }

    /// Reads `text` as typed: digits only are a TMDB id (so the film `1917`
    /// is reached as `1917 (2019)`); anything else is a title, and a trailing
    /// ` (YYYY)` is its year.
    /// - Parameter year: The year given apart (`--year`), if any.
    public static func parse(_ text: String, year: Int?) -> Result<FilmReference, Problem> {
        let trimmed = text.trimmingWhiteSpace
        guard !trimmed.isEmpty else { return .failure(.empty) }
        if trimmed.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.numericType != nil }) {
            guard year == nil else { return .failure(.yearWithID) }
            guard let id = Int(trimmed), id > 0 else { return .failure(.invalidID) }
            return .success(.id(id))
        }
        guard let (title, written) = splitYear(trimmed) else { return .success(.title(trimmed, year: year)) }
        if let year, year != written { return .failure(.conflictingYears(written: written, given: year)) }
        return .success(.title(title, year: written))
    }

    /// `Heat (1995)` as (`Heat`, 1995); `nil` when no year in parentheses ends the title.
    private static func splitYear(_ text: String) -> (String, Int)? {
        let characters = Array(text)
        guard characters.count > 6, characters.last == ")", characters[characters.count - 6] == "(" else { return nil }
        let digits = characters[(characters.count - 5)..<(characters.count - 1)]
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(String(digits)) else { return nil }
        let title = String(characters[..<(characters.count - 6)]).trimmingWhiteSpace
        return title.isEmpty ? nil : (title, year)
    }
}
