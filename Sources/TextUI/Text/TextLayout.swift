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
        guard width > 0 else { return "" }
        let clean = TextSanitizer.sanitize(text)
        if DisplayWidth.of(clean) <= width {
            return clean
        }
        var result = prefix(clean, width: width - DisplayWidth.of(ellipsis))
        result.append(ellipsis)
        let used = DisplayWidth.of(result)
        if used < width {
            result.append(String(repeating: " ", count: width - used))
        }
        return result
    }

    /// The longest run of whole grapheme clusters from the start of `text`
    /// that fits in `width` columns (no ellipsis, no sanitising).
    public static func prefix(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width {
                break
            }
            result.append(character)
            used += columns
        }
        return result
    }

    /// The text truncated to `width` columns and padded with spaces on the
    /// right to exactly `width` columns, for aligned columns and full-width rows.
    public static func fit(_ text: String, toWidth width: Int) -> String {
        pad(truncate(text, toWidth: width), toWidth: width)
    }

    /// The text with spaces appended up to `width` columns; unchanged when it
    /// is already that wide or wider.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let missing = width - DisplayWidth.of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// The text right-aligned in `width` columns (truncated when too wide).
    public static func alignRight(_ text: String, toWidth width: Int) -> String {
        let cut = truncate(text, toWidth: width)
        let missing = width - DisplayWidth.of(cut)
        return missing > 0 ? String(repeating: " ", count: missing) + cut : cut
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
                line += " " + word
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
                line = piece
                lineWidth = DisplayWidth.of(piece)
            }
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }

    private static func breakWord(_ word: Substring, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            var glyph = character
            var columns = DisplayWidth.of(character)
            if columns > width {
                glyph = ellipsis
                columns = DisplayWidth.of(ellipsis)
            }
            if pieceWidth + columns > width {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(glyph)
            pieceWidth += columns
        }
        if !piece.isEmpty {
            pieces.append(piece)
        }
        return pieces
    }
}

private extension String {
    /// The text with every kind of line break ("\r\n", "\r", U+2028, U+2029)
    /// written as `separator`.
    func replacingLineBreaks(with separator: Character) -> String {
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
