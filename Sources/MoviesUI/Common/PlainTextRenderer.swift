import TextUI

/// Renders styled lines through a cell buffer into plain text: every string is
/// sanitised and cut to the width on the way, exactly as on the interactive screen.
enum PlainTextRenderer {
    static func lines(_ styledLines: [StyledLine], width: Int) -> [String] {
        let width = max(1, width)
        var buffer = ScreenBuffer(size: Size(width: width, height: max(1, styledLines.count)))
        for (row, line) in styledLines.enumerated() {
            buffer.write(TextLayout.truncate(line.text, toWidth: width), at: Point(x: 0, y: row), maxWidth: width)
        }
        return styledLines.isEmpty ? [] : buffer.lines
    }
}
