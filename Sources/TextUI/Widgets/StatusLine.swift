/// A one-row bar with text on the left and, optionally, on the right, like
/// the status line or the key-help footer of a full-screen program.
///
/// When both do not fit, the right text keeps its place and the left text is
/// shortened first; the right text is only cut when it alone is too wide.
public struct StatusLine: Drawable {
    public var leading: String
    public var trailing: String
    public var style: Style

    public init(leading: String, trailing: String = "", style: Style = .reverse) {
        self.leading = leading
        self.trailing = trailing
        self.style = style
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        guard area.height > 0, area.width > 0 else { return }
        let row = area.row(0)
        buffer.fill(row, style: style)
        let right = TextLayout.truncate(trailing, toWidth: row.width)
        let rightWidth = DisplayWidth.of(right)
        let gap = rightWidth > 0 ? 1 : 0
        let leftRoom = max(0, row.width - rightWidth - gap)
        let left = TextLayout.truncate(leading, toWidth: leftRoom)
        buffer.write(left, at: row.origin, style: style, maxWidth: leftRoom)
        if rightWidth > 0 {
            buffer.write(right, at: Point(x: row.maxX - rightWidth, y: row.y), style: style, maxWidth: rightWidth)
        }
    }
}
