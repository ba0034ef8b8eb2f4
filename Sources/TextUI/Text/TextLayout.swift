/// Fits text into a number of terminal columns.
///
/// All measurements are in display columns (see `DisplayWidth`), and text is
/// only ever cut between grapheme clusters, so an accent is never separated
/// from its letter and a wide character never cut in half. Input is sanitised
/// first: tabs and line breaks become spaces (except that `wrap` keeps line
/// breaks as breaks).
public enum TextLayout {
    /// The mark that shows text was cut.
    public static let ellipsis: Character = "…"

    /// The text shortened to at most `width` columns, ending in "…" when
    /// anything was cut.
    ///
    /// When a wide character would straddle the limit, it is left out and the
    /// gap is padded with a space, so a truncated result is always exactly
    /// `width` columns wide.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        truncated(text, toWidth: width).text
    }

    /// The longest run of whole grapheme clusters from the start of `text`
    /// that fits in `width` columns (no ellipsis, no sanitising).
    public static func prefix(_ text: String, width: Int) -> String {
        var scanner = DisplayWidthScanner(text)
        var end = text.startIndex
        var used = 0
        while let columns = scanner.next() {
            used += columns
            if used > width {
                break
            }
            end = scanner.position
        }
        return String(text[..<end])
    }

    /// The text truncated to `width` columns and padded with spaces on the
    /// right to exactly `width` columns, for aligned columns and full-width rows.
    public static func fit(_ text: String, toWidth width: Int) -> String {
        let cut = truncated(text, toWidth: width)
        let missing = width - cut.width
        return missing > 0 ? cut.text + String(repeating: " ", count: missing) : cut.text
    }

    /// The text with spaces appended up to `width` columns; unchanged when it
    /// is already that wide or wider.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let missing = width - DisplayWidth.of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// The text right-aligned in `width` columns (truncated when too wide).
    public static func alignRight(_ text: String, toWidth width: Int) -> String {
        let cut = truncated(text, toWidth: width)
        let missing = width - cut.width
        return missing > 0 ? String(repeating: " ", count: missing) + cut.text : cut.text
    }

    /// `truncate` with the width of its result, found in one pass over the text
    /// that stops at the first cluster past the limit; text of single-column
    /// clusters is cut by counting scalars.
    private static func truncated(_ text: String, toWidth width: Int) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        if let ascii = truncatedASCII(text, toWidth: width) { return ascii }
        // One walk over at most `width + 1` scalars, each a cluster of one
        // column: the text is cut when the one past `width` is such a scalar
        // too (what follows it cannot make the text narrower).
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var count = 0
        var cut = scalars.startIndex
        while index < scalars.endIndex {
            guard DisplayWidth.isSingleColumnCluster(scalars[index]) else { return truncatedByClusters(text, toWidth: width) }
            guard count < width else {
                var result = String(text[..<cut])
                result.append(ellipsis)
                return (result, width)
            }
            count += 1
            index = scalars.index(after: index)
            if count == width - 1 { cut = index }
        }
        return (text, count)
    }

    /// `truncated` for printable ASCII, byte by byte (a byte is a column),
    /// reading the bytes in place: most titles and overviews, which the
    /// scalar-by-scalar path walked several times; `nil` for other text.
    private static func truncatedASCII(_ text: String, toWidth width: Int) -> (text: String, width: Int)? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> (text: String, width: Int)? in
            guard bytes.allSatisfy(DisplayWidth.isPrintableASCII) else { return nil }
            guard bytes.count > width else { return (text, bytes.count) }
            return (String(decoding: bytes[..<(width - 1)], as: UTF8.self) + String(ellipsis), width)
        }
        return result ?? nil
    }

    /// `truncated` for any text: sanitised, then measured cluster by cluster.
    static func truncatedByClusters(_ text: String, toWidth width: Int) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let clean = TextSanitizer.sanitize(text)
        let room = width - DisplayWidth.of(ellipsis)
        var scanner = DisplayWidthScanner(clean)
        var used = 0
        // The longest prefix that leaves room for the ellipsis, and its last cluster.
        var cutEnd = clean.startIndex
        var cutWidth = 0
        var lastClusterStart = clean.startIndex
        var lastClusterWidth = 0
        while true {
            let start = scanner.position
            guard let columns = scanner.next() else {
                return (clean, used)
            }
            used += columns
            if used > width {
                break
            }
            if used <= room {
                lastClusterStart = start
                lastClusterWidth = columns
                cutEnd = scanner.position
                cutWidth = used
            }
        }
        var result = String(clean[..<cutEnd])
        result.append(ellipsis)
        // The ellipsis can join the cluster before it (after a prepended
        // concatenation mark, say), so that junction is measured as drawn.
        let junction = String(clean[lastClusterStart..<cutEnd]) + String(ellipsis)
        let resultWidth = cutWidth - lastClusterWidth + DisplayWidth.of(junction)
        if resultWidth < width {
            result.append(String(repeating: " ", count: width - resultWidth))
        }
        return (result, max(resultWidth, width))
    }

    /// The text broken into lines of at most `width` columns.
    ///
    /// Lines break between words; runs of spaces collapse to one. A word longer
    /// than a line is broken between grapheme clusters. Line breaks in the input
    /// start new lines, and an empty input line stays an empty line. A character
    /// wider than the whole line (a wide character when `width` is 1) is shown
    /// as "…" so that no line is ever wider than `width`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        let paragraphs = text.replacingLineBreaks(with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let clean = TextSanitizer.sanitize(String(paragraph), layoutWhitespace: .replaceWithSpace)
            lines.append(contentsOf: wrapParagraph(clean, width: width))
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line.append(" ")
                line.append(contentsOf: word)
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            for piece in breakWord(word, width: width) {
                if lineWidth > 0 {
                    lines.append(line)
                }
                line = piece.text
                lineWidth = piece.width
            }
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }

    private static func breakWord(_ word: Substring, width: Int) -> [(text: String, width: Int)] {
        var pieces: [(text: String, width: Int)] = []
        var piece = ""
        var pieceWidth = 0
        var scanner = DisplayWidthScanner(word)
        var start = word.startIndex
        while var columns = scanner.next() {
            let cluster = word[start..<scanner.position]
            start = scanner.position
            let isTooWide = columns > width
            if isTooWide {
                columns = DisplayWidth.of(ellipsis)
            }
            if pieceWidth + columns > width {
                pieces.append((piece, pieceWidth))
                piece = ""
                pieceWidth = 0
            }
            if isTooWide {
                piece.append(ellipsis)
            } else {
                piece.append(contentsOf: cluster)
            }
            pieceWidth += columns
        }
        if !piece.isEmpty {
            pieces.append((piece, pieceWidth))
        }
        return pieces
    }
}

private extension String {
    /// The text with every kind of line break ("\r\n", "\r", U+2028, U+2029)
    /// written as `separator`.
    func replacingLineBreaks(with separator: Character) -> String {
        let hasOtherBreaks = unicodeScalars.contains { scalar in
            switch scalar {
            case "\r", "\u{2028}", "\u{2029}", "\t": true
            default: scalar == "\n" && separator != "\n"
            }
        }
        guard hasOtherBreaks else { return self }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\r", "\u{2028}", "\u{2029}":
                result.append(contentsOf: separator.unicodeScalars)
            case "\n" where previous == "\r":
                continue
            case "\n":
                result.append(contentsOf: separator.unicodeScalars)
            case "\t":
                result.append(" ")
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
