import MoviesPresentation
import TextUI

/// Draws the parts every screen shares: the header row, the status line and
/// the key-help footer.
struct ScreenChrome {
    let theme: MoviesTheme

    /// Splits `area` into header, body, status and footer rows.
    func layout(_ area: Rect) -> (header: Rect, body: Rect, status: Rect, footer: Rect) {
        let (header, rest) = area.splitTop(rows: min(1, area.height))
        let (withoutFooter, footer) = rest.splitBottom(rows: min(1, rest.height))
        let (body, status) = withoutFooter.splitBottom(rows: min(1, withoutFooter.height))
        return (header, body, status, footer)
    }

    func drawHeader(_ leading: String, trailing: String = "", into buffer: inout ScreenBuffer, in area: Rect) {
        StatusLine(leading: leading, trailing: trailing, style: theme.header).draw(into: &buffer, in: area)
    }

    /// The separator between the steps of a breadcrumb.
    static let breadcrumbSeparator = " › "

    /// What the header shows at its right on every screen.
    static let programName = "movies "

    /// Draws the header as a breadcrumb: the trail of the screens below,
    /// then `heading`, and the program's name at the right.
    /// - Returns: The columns each step of the trail takes, for clicks.
    func drawBreadcrumbHeader(trail: [String], heading: String, into buffer: inout ScreenBuffer, in area: Rect) -> [BreadcrumbSpan] {
        let header = Self.breadcrumbLayout(trail: trail, heading: heading, width: area.width - DisplayWidth.of(Self.programName) - 1)
        drawHeader(header.text, trailing: Self.programName, into: &buffer, in: area)
        return header.spans
    }

    /// ` Home › Trending today › Inception`: the screens below, then this
    /// screen's own heading. When it is too wide the oldest steps go first
    /// (an ellipsis stands for them); the own heading is cut last. With it,
    /// the columns each step of the trail takes, so a click on a step can go
    /// back there (depth 0 is the root).
    static func breadcrumbLayout(trail: [String], heading: String, width: Int) -> (text: String, spans: [BreadcrumbSpan]) {
        let steps = trail.map { TextSanitizer.sanitize($0) }
        for start in 0...steps.count {
            var text = " "
            var spans: [BreadcrumbSpan] = []
            if start > 0 { text += String(TextLayout.ellipsis) + breadcrumbSeparator }
            for (offset, step) in steps[start...].enumerated() {
                let column = DisplayWidth.of(text)
                text += step
                spans.append(BreadcrumbSpan(depth: start + offset, columns: column..<DisplayWidth.of(text)))
                text += breadcrumbSeparator
            }
            text += heading
            if DisplayWidth.of(text) <= width || start == steps.count { return (text, spans) }
        }
        return (" " + heading, [])
    }

    /// Draws the status line; a loading status starts with the spinner's glyph.
    func drawStatus(
        _ status: StatusLineViewModel,
        spinner: Character,
        trailing: String = "",
        into buffer: inout ScreenBuffer,
        in area: Rect
    ) {
        let glyph = status.kind == .loading ? "\(spinner) " : ""
        let text = status.text.isEmpty ? " " : " " + glyph + status.text
        StatusLine(leading: text, trailing: trailing, style: theme.statusStyle(status.kind)).draw(into: &buffer, in: area)
    }

    /// Draws as many key hints as fit whole, most important first, so a
    /// narrow window never shows half a hint.
    func drawFooter(_ hints: [String], into buffer: inout ScreenBuffer, in area: Rect) {
        StatusLine(leading: Self.fittingHints(hints, width: area.width), style: theme.footer).draw(into: &buffer, in: area)
    }

    static func fittingHints(_ hints: [String], width: Int) -> String {
        var text = ""
        for hint in hints {
            let candidate = text.isEmpty ? " " + hint : text + "  " + hint
            guard DisplayWidth.of(candidate) <= width else { break }
            text = candidate
        }
        return text
    }

    /// Draws `lines` from `offset` into `area`, one per row.
    func drawLines(_ lines: [StyledLine], from offset: Int, into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.fill(area)
        for row in 0..<area.height {
            let index = offset + row
            guard lines.indices.contains(index) else { break }
            let rowArea = area.row(row)
            let line = lines[index]
            buffer.write(TextLayout.truncate(line.text, toWidth: rowArea.width), at: rowArea.origin, style: line.style, maxWidth: rowArea.width)
        }
    }
}
