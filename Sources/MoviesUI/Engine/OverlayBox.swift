import TextUI

/// The frame of a box drawn over a screen (the `a` picker, the `L` form):
/// in the middle of the area, its title in the top edge and what Enter and
/// Esc do in the bottom edge. What is inside is the caller's to draw.
struct OverlayBox {
    let title: String
    let closing: String

    /// Draws the frame around `rowCount` rows whose text is as wide as
    /// `contentWidth`, with room for a two-column mark before it (the title
    /// and closing text widen it too; it is never narrower than
    /// `minimumWidth` nor wider than the area).
    /// - Returns: The inside of the box, or `nil` when the area has no room for one.
    func draw(into buffer: inout ScreenBuffer, in area: Rect, contentWidth: Int, rowCount: Int, minimumWidth: Int, theme: MoviesTheme) -> Rect? {
        let widest = max(contentWidth, DisplayWidth.of(title), DisplayWidth.of(closing))
        let width = min(area.width, max(widest + 4, minimumWidth))
        let height = min(area.height, rowCount + 2)
        guard width > 4, height > 2 else { return nil }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        let inner = width - 2
        buffer.fill(box, style: theme.plain)
        let top = TextLayout.truncate(title, toWidth: inner)
        buffer.write("┌" + top + String(repeating: "─", count: max(0, inner - DisplayWidth.of(top))) + "┐", at: box.origin, style: theme.secondary, maxWidth: width)
        for y in (box.y + 1)..<(box.maxY - 1) {
            buffer.write("│", at: Point(x: box.x, y: y), style: theme.secondary)
            buffer.write("│", at: Point(x: box.maxX - 1, y: y), style: theme.secondary)
        }
        let bottom = TextLayout.truncate(closing, toWidth: inner)
        buffer.write(
            "└" + String(repeating: "─", count: max(0, inner - DisplayWidth.of(bottom))) + bottom + "┘",
            at: Point(x: box.x, y: box.maxY - 1), style: theme.secondary, maxWidth: width
        )
        return Rect(x: box.x + 1, y: box.y + 1, width: inner, height: height - 2)
    }
}
