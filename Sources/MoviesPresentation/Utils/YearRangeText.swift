import MoviesDomain

/// Years as people type them: `1999`, `1990..1999` (or `1990-1999`), or
/// nothing for any year; the command line's `--years` and the list's year
/// field read them the same way.
public enum YearRangeText {
    /// Why a text names no years.
    public struct Problem: Error, Equatable, Sendable {
        /// One sentence saying what is allowed.
        public let sentence: String
    }

    /// The years in `text`; `nil` for empty text (any year).
    public static func parse(_ text: String) -> Result<ClosedRange<Int>?, Problem> {
        let trimmed = String(text.unicodeScalars.filter { $0 != " " }.map(Character.init))
        guard !trimmed.isEmpty else { return .success(nil) }
        let bounds = DiscoverFilter.yearBounds
        let parts = trimmed.contains("..")
            ? trimmed.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
            : trimmed.split(separator: "-", omittingEmptySubsequences: true).map(String.init)
        let years = parts.compactMap { part in part.count == 4 ? Int(part) : nil }
        guard (1...2).contains(parts.count), years.count == parts.count, years.allSatisfy(bounds.contains) else {
            return .failure(Problem(sentence: "Years are a year such as 1999 or a range such as 1990..1999, from \(bounds.lowerBound) to \(bounds.upperBound)."))
        }
        let first = years[0]
        let last = years.count == 2 ? years[1] : first
        guard first <= last else {
            return .failure(Problem(sentence: "The range \(first)..\(last) runs backwards; put the earlier year first, as in \(last)..\(first)."))
        }
        return .success(first...last)
    }
}
