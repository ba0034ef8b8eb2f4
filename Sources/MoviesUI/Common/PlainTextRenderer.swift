import TextUI

/// Renders styled lines into plain text: every string is sanitised and cut to
/// the width on the way, exactly as a row of the interactive screen shows it.
enum PlainTextRenderer {
    static func lines(_ styledLines: [StyledLine], width: Int) -> [String] {
        let width = max(1, width)
        return styledLines.map { line in
            let fitted = TextLayout.truncate(line.text, toWidth: width)
            // Text of single-column clusters fills one cell per scalar, so the
            // row reads back as the text itself; only other text needs the cells.
            guard DisplayWidth.isSingleColumnClusters(fitted) else {
                return row(fitted, width: width)
            }
            return withoutTrailingSpaces(fitted)
        }
    }

    private static func withoutTrailingSpaces(_ text: String) -> String {
        let scalars = text.unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex, scalars[scalars.index(before: end)] == " " {
            end = scalars.index(before: end)
        }
        return String(scalars[..<end])
    }

    /// `text` written into a one-row cell buffer and read back.
    private static func row(_ text: String, width: Int) -> String {
        var buffer = ScreenBuffer(size: Size(width: width, height: 1))
        buffer.write(text, at: Point(x: 0, y: 0), maxWidth: width)
        return buffer.lines[0]
    }
}
