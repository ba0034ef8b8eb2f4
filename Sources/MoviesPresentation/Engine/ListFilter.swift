import MoviesDomain

/// The `f` filter of a list: which rows stay, and what the status line says.
///
/// A row stays when its text holds the typed characters in order, not
/// necessarily together (`hat` keeps "Heat"), with case and accents folded
/// away on both sides (`amelie` keeps "Amélie"); spaces typed are ignored, so
/// a filter reads like a few letters of each word.
public struct ListFilter: Equatable, Sendable {
    /// The text as typed.
    public let text: String
    private let pattern: [Unicode.Scalar]

    public init(text: String) {
        self.text = text
        pattern = TitleFolding.fold(text).unicodeScalars.filter { !$0.properties.isWhitespace }
    }

    /// Whether nothing was typed: every row stays.
    public var isEmpty: Bool { pattern.isEmpty }

    /// Whether `candidate` holds the typed characters in order.
    public func matches(_ candidate: String) -> Bool {
        guard !pattern.isEmpty else { return true }
        var next = pattern.startIndex
        for scalar in TitleFolding.fold(candidate).unicodeScalars where scalar == pattern[next] {
            next += 1
            if next == pattern.endIndex { return true }
        }
        return false
    }

    /// The positions of the rows that stay, in their order.
    public func matchingIndices(of candidates: [String]) -> [Int] {
        candidates.indices.filter { matches(candidates[$0]) }
    }

    /// `filter: hat, 3 of 20` — the caller makes the typed text safe for a terminal.
    public func summary(shown: Int, of total: Int) -> String {
        "filter: \(text), \(shown) of \(total)"
    }
}
