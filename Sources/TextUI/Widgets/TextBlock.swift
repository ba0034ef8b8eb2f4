/// Prose wrapped to the width of its area, for descriptions and messages.
///
/// Lines that do not fit below the area are not drawn; scroll by raising
/// `firstLine`. When text is cut off at the bottom, the last visible line ends
/// with "…" so the reader knows there is more.
public struct TextBlock: Drawable {
    public var text: String
    public var style: Style
    /// Index of the first wrapped line to show.
    public var firstLine: Int

    public init(_ text: String, style: Style = .plain, firstLine: Int = 0) {
        self.text = text
        self.style = style
        self.firstLine = firstLine
    }

    /// The number of rows the text needs at `width`.
    public func lineCount(width: Int) -> Int {
        TextLayout.wrap(text, width: width).count
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        guard area.width > 0, area.height > 0 else { return }
        let lines = Array(TextLayout.wrap(text, width: area.width).dropFirst(max(0, firstLine)))
        for (index, line) in lines.prefix(area.height).enumerated() {
            let isCutOff = index == area.height - 1 && lines.count > area.height
            let shown = isCutOff ? Self.markedAsContinued(line, width: area.width) : line
            buffer.write(shown, at: area.row(index).origin, style: style, maxWidth: area.width)
        }
    }

    private static func markedAsContinued(_ line: String, width: Int) -> String {
        let room = width - DisplayWidth.of(TextLayout.ellipsis)
        return TextLayout.prefix(line, width: room) + String(TextLayout.ellipsis)
    }
}
