/// A vertical list of one-line rows with an optional highlighted selection.
///
/// It draws the rows of `window` (see `ScrollWindow`) one per line, each cut
/// to the width of the area with an ellipsis, and paints the selected row
/// across the whole width in `selectedStyle`.
public struct ListWidget: Drawable {
    public var rows: [String]
    public var selection: Int?
    public var window: ScrollWindow
    public var style: Style
    public var selectedStyle: Style

    /// - Parameters:
    ///   - rows: The text of every row (not only the visible ones).
    ///   - selection: The highlighted row, if any.
    ///   - window: Which rows are visible; compute it with `ScrollWindow` for
    ///     the height of the area the list will be drawn in.
    public init(
        rows: [String],
        selection: Int?,
        window: ScrollWindow,
        style: Style = .plain,
        selectedStyle: Style = .reverse
    ) {
        self.rows = rows
        self.selection = selection
        self.window = window
        self.style = style
        self.selectedStyle = selectedStyle
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.fill(area, style: style)
        for (line, index) in window.visibleRange.enumerated() where line < area.height && index < rows.count {
            let rowArea = area.row(line)
            let rowStyle = index == selection ? selectedStyle : style
            if index == selection {
                buffer.fill(rowArea, style: rowStyle)
            }
            buffer.write(
                TextLayout.truncate(rows[index], toWidth: rowArea.width),
                at: rowArea.origin,
                style: rowStyle,
                maxWidth: rowArea.width
            )
        }
    }
}
