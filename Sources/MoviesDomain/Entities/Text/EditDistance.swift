/// Levenshtein distance by characters (insertions, deletions, substitutions),
/// for naming the close ones when a name matches nothing.
public enum EditDistance {
    /// Two rows, reused: it ranks every name of a server's list.
    public static func between(_ first: String, _ second: String) -> Int {
        let left = Array(first)
        let right = Array(second)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = previous
        for (index, character) in left.enumerated() {
            current[0] = index + 1
            for column in 1...right.count {
                let cost = character == right[column - 1] ? 0 : 1
                current[column] = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
