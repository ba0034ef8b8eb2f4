/// The one form a viewing's tags take wherever they come from (a command,
/// a Letterboxd file, our JSON), so they survive every file they go through:
/// Letterboxd separates tags with commas and the library file with line
/// breaks, so neither is ever part of a tag.
public enum ViewingTags {
    /// Each tag on one line with single spaces, no commas; empty tags dropped;
    /// a tag given twice (ignoring case) kept once, where it came first.
    public static func normalized(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for tag in tags {
            let words = tag.split { $0 == "," || $0.isWhitespace || $0.isNewline || ($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
            let cleaned = words.joined(separator: " ")
            guard !cleaned.isEmpty, seen.insert(cleaned.lowercased()).inserted else { continue }
            result.append(cleaned)
        }
        return result
    }

    /// Tags written as Letterboxd writes them: `a, b, c`.
    public static func parse(commaSeparated text: String) -> [String] {
        normalized(text.split(separator: ",").map(String.init))
    }
}
