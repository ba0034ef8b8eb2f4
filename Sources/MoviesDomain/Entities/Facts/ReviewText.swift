/// Reviews as plain text: TMDB's users write Markdown with some HTML, and a
/// terminal shows text.
public enum ReviewText {
    /// `markdown` reduced to text: a link (or image) becomes its text, the
    /// emphasis markers (`*`, `_`, `~~`) go, code stays as written (its
    /// backticks and fences go), HTML tags go (`<br>` and `<p>` break the
    /// line), heading and quote markers go, a list keeps `- `, the common
    /// entities are decoded, and blank lines collapse to one. Linear in the
    /// length of the text, whatever it holds.
    public static func plainText(fromMarkdown markdown: String) -> String {
        var output: [String] = []
        var fence: String?
        for rawLine in lines(of: markdown) {
            let trimmed = rawLine.drop { $0 == " " || $0 == "\t" }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil } else { output.append(rawLine) }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                continue
            }
            output.append(contentsOf: ReviewInlineText.reduce(blockContent(of: String(trimmed))).split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        return joined(output)
    }

    /// The lines of `text`, with `\r\n` and `\r` read as line ends.
    private static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    /// A line without its block markers: `#` of headings, `>` of quotes, a
    /// rule of `-`, `*` or `_` (gone); `* ` and `+ ` bullets become `- `.
    private static func blockContent(of line: String) -> String {
        var rest = Substring(line)
        while rest.hasPrefix(">") {
            rest = rest.dropFirst().drop { $0 == " " }
        }
        if rest.hasPrefix("#") {
            let hashes = rest.prefix { $0 == "#" }
            let after = rest.dropFirst(hashes.count)
            if hashes.count <= 6, after.isEmpty || after.hasPrefix(" ") {
                var heading = after.drop { $0 == " " }
                while heading.hasSuffix("#") || heading.hasSuffix(" ") { heading = heading.dropLast() }
                return String(heading)
            }
        }
        let marks = rest.filter { $0 != " " }
        if marks.count >= 3, let first = marks.first, "-*_".contains(first), marks.allSatisfy({ $0 == first }) {
            return ""
        }
        if rest.hasPrefix("* ") || rest.hasPrefix("+ ") {
            return "- " + rest.dropFirst(2)
        }
        return String(rest)
    }

    /// The lines joined, trailing spaces gone, runs of blank lines one blank
    /// line, none at either end.
    private static func joined(_ lines: [String]) -> String {
        var kept: [Substring] = []
        var blankPending = false
        for line in lines {
            var text = Substring(line)
            while text.last == " " || text.last == "\t" { text = text.dropLast() }
            if text.isEmpty {
                blankPending = !kept.isEmpty
                continue
            }
            if blankPending { kept.append("") }
            blankPending = false
            kept.append(text)
        }
        return kept.joined(separator: "\n")
    }
}
