import TextUI

/// One row of a `SelectableRows` list: a first line (the selection marker
/// and highlight go there) and an optional second, dimmer one.
struct SelectableRow: Equatable {
    let title: String
    var detail: String?
    /// Text kept at the right end of the first line (a rating, a year).
    var trailing = ""
    /// How `trailing` looks on a row not selected (a chart in the accent);
    /// `nil` for the title's look.
    var trailingStyle: Style?
    /// The heading of the run of rows this one belongs to (a diary's month),
    /// drawn above the first of them and above the top row on screen.
    var section: String?

    /// The title and the detail line, for a filter that matches both.
    var titleAndDetail: String { title + " " + (detail ?? "") }
}

/// The selection, scrolling and drawing of a list of rows that the screens
/// of every scene share: move with the keys of `KeyTable`, focus and open by
/// click, numbered as `--select` numbers them, narrowed by the `f` filter.
///
/// `selection` counts the rows shown; `selectedItem` is the same row's
/// position in the whole list, the one to open or act on.
struct SelectableRows {
    private(set) var selection = 0
    /// The `f` filter over these rows.
    private(set) var filter = RowFilter()
    private(set) var scrollOffset = 0
    /// Rows that fit in the last area drawn.
    private(set) var visibleCount = 1
    private(set) var lastArea = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var linesPerRow = 1
    /// Where each row was last drawn: its first line and its position among the rows shown.
    private var drawnRows: [(y: Int, index: Int)] = []

    /// The selected row's position in the whole list.
    var selectedItem: Int { filter.listPosition(ofShown: selection) ?? selection }

    /// Whether the selection is on the last row of a list of `count` with no
    /// filter in force: a list that pages loads more there (a filtered one
    /// would load pages for rows it hides; `n` loads them).
    func isOnLastRow(count: Int) -> Bool {
        !filter.isOn && count > 0 && selection == count - 1
    }

    /// The filter's keys (`RowFilter.handle`); `titles` are the rows' texts.
    /// - Returns: Whether the key was the filter's.
    mutating func handleFilter(_ key: Key, command: KeyCommand?, titles: () -> [String]) -> Bool {
        guard let moved = filter.handle(key, command: command, selection: selection, candidates: titles) else { return false }
        selection = moved
        return true
    }

    /// The list changed: a filter in force applies to its rows as they are now.
    mutating func listChanged(titles: () -> [String]) {
        guard filter.isOn else { return }
        filter.listChanged(candidates: titles())
    }

    /// Moves the selection for a move command over a list of `count` rows
    /// (those the filter hides left out); `false` for other commands.
    mutating func handle(_ command: KeyCommand, count total: Int) -> Bool {
        let count = filter.shownCount(of: total)
        switch command {
        case .moveUp: select(selection - 1, count: count)
        case .moveDown: select(selection + 1, count: count)
        case .pageUp: select(selection - visibleCount, count: count)
        case .pageDown: select(selection + visibleCount, count: count)
        case .halfPageUp: select(selection - max(1, visibleCount / 2), count: count)
        case .halfPageDown: select(selection + max(1, visibleCount / 2), count: count)
        case .first: select(0, count: count)
        case .last: select(count - 1, count: count)
        default: return false
        }
        return true
    }

    mutating func select(_ index: Int, count: Int) {
        selection = count == 0 ? 0 : min(max(0, index), count - 1)
    }

    /// A left click of `event` on a row: the first focuses it, a click on the
    /// focused row (or the second of a double click) returns it to open.
    /// - Returns: `nil` when the event is no click on a row; else the row to
    ///   open (its position in the whole list), or `.some(nil)` when the
    ///   click only moved the focus.
    mutating func click(_ event: MouseEvent, count total: Int) -> Int?? {
        let count = filter.shownCount(of: total)
        guard case .press(button: 0) = event.kind, let index = row(at: Point(x: event.column, y: event.row), count: count) else { return nil }
        if index == selection { return .some(selectedItem) }
        select(index, count: count)
        return .some(nil)
    }

    /// The shown row a click at `point` is on, if any.
    func row(at point: Point, count: Int) -> Int? {
        guard lastArea.contains(point) else { return nil }
        let drawn = drawnRows.last { $0.y <= point.y && point.y < $0.y + max(1, linesPerRow) }
        return drawn.flatMap { $0.index < count ? $0.index : nil }
    }

    /// Draws `rows` numbered from 1 into `area`, the selected one marked `›`
    /// and highlighted; with a filter in force only the rows it keeps, each
    /// with its number in the whole list.
    mutating func draw(_ allRows: [SelectableRow], into buffer: inout ScreenBuffer, in area: Rect, theme: MoviesTheme, showsSelection: Bool = true) {
        lastArea = area
        // The rows shown are looked up where they are, never copied: a list
        // can hold 20,000 rows and a frame draws forty.
        let shown = filter.shown?.filter { $0 < allRows.count }
        let shownCount = shown?.count ?? allRows.count
        let position = { (index: Int) in shown?[index] ?? index }
        linesPerRow = allRows.contains { $0.detail != nil } ? 2 : 1
        buffer.fill(area)
        if shownCount == 0, filter.isOn, !allRows.isEmpty {
            buffer.write(" No row matches the filter: Esc clears it.", at: area.origin, style: theme.secondary, maxWidth: area.width)
        }
        selection = min(selection, max(0, shownCount - 1))
        let lines = windowLines(count: shownCount, section: { allRows[position($0)].section }, height: area.height)
        let numberWidth = String(max(1, allRows.count)).count
        drawnRows = []
        var y = area.y
        for line in lines where y < area.maxY {
            switch line {
            case .heading(let index):
                let heading = TextLayout.truncate(TextSanitizer.sanitize(allRows[position(index)].section ?? ""), toWidth: max(1, area.width - 1))
                buffer.write(" " + heading, at: Point(x: area.x, y: y), style: theme.header, maxWidth: area.width)
                y += 1
            case .row(let index):
                let label = String(position(index) + 1)
                let number = String(repeating: " ", count: numberWidth - label.count) + label + ". "
                drawRow(allRows[position(index)], number: number, isSelected: showsSelection && index == selection, at: y, into: &buffer, in: area, theme: theme)
                drawnRows.append((y, index))
                y += linesPerRow
            }
        }
    }

    /// The window over the rows shown: headings above them when they have sections.
    private mutating func windowLines(count: Int, section: (Int) -> String?, height: Int) -> [SectionedScrollWindow.Line] {
        // Either every row of a list has a section or none has.
        guard count > 0, section(0) != nil else {
            visibleCount = max(1, height / linesPerRow)
            let window = ScrollWindow(itemCount: count, selection: selection, viewportHeight: visibleCount, previousOffset: scrollOffset)
            scrollOffset = window.offset
            return window.visibleRange.map(SectionedScrollWindow.Line.row)
        }
        let window = SectionedScrollWindow(
            itemCount: count, section: section, linesPerRow: linesPerRow,
            selection: selection, viewportHeight: height, previousOffset: scrollOffset
        )
        scrollOffset = window.offset
        visibleCount = max(1, window.rowCount)
        return window.lines
    }

    /// Draws one row from line `y`: its number, title and trailing text, the
    /// detail below it.
    private func drawRow(_ row: SelectableRow, number: String, isSelected: Bool, at y: Int, into buffer: inout ScreenBuffer, in area: Rect, theme: MoviesTheme) {
        let room = max(1, area.width - 2 - DisplayWidth.of(number) - DisplayWidth.of(row.trailing) - 1)
        let title = TextLayout.truncate(TextSanitizer.sanitize(row.title), toWidth: room)
        let left = (isSelected ? "› " : "  ") + number + title
        var line = left
        if !row.trailing.isEmpty {
            line += String(repeating: " ", count: max(1, area.width - DisplayWidth.of(left) - DisplayWidth.of(row.trailing))) + row.trailing
        }
        buffer.write(line, at: Point(x: area.x, y: y), style: theme.title, maxWidth: area.width)
        if isSelected {
            buffer.setStyle(theme.selected.adding(.bold), in: Rect(x: area.x, y: y, width: area.width, height: 1))
        } else if let style = row.trailingStyle {
            let width = DisplayWidth.of(row.trailing)
            buffer.setStyle(style, in: Rect(x: area.x + DisplayWidth.of(line) - width, y: y, width: width, height: 1))
        }
        if let detail = row.detail, y + 1 < area.maxY {
            let indent = String(repeating: " ", count: 2 + DisplayWidth.of(number))
            let text = TextLayout.truncate(TextSanitizer.sanitize(detail), toWidth: max(1, area.width - indent.count))
            buffer.write(indent + text, at: Point(x: area.x, y: y + 1), style: theme.secondary, maxWidth: area.width)
        }
    }

    /// The rows as plain text: numbered, every one of them.
    static func plainLines(_ rows: [SelectableRow], width: Int) -> [StyledLine] {
        let numberWidth = String(max(1, rows.count)).count
        return rows.enumerated().flatMap { index, row -> [StyledLine] in
            // A section's heading, after a blank line, above its first row.
            let heading = row.section.flatMap { section in
                index > 0 && rows[index - 1].section == section ? nil : [StyledLine(""), StyledLine(TextSanitizer.sanitize(section))]
            } ?? []
            let number = String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1). "
            let room = max(1, width - DisplayWidth.of(number) - DisplayWidth.of(row.trailing) - 2)
            var line = number + TextLayout.truncate(TextSanitizer.sanitize(row.title), toWidth: room)
            if !row.trailing.isEmpty {
                line += String(repeating: " ", count: max(2, width - DisplayWidth.of(line) - DisplayWidth.of(row.trailing))) + row.trailing
            }
            var lines = heading + [StyledLine(line)]
            if let detail = row.detail {
                let indent = String(repeating: " ", count: DisplayWidth.of(number))
                lines.append(StyledLine(indent + TextLayout.truncate(TextSanitizer.sanitize(detail), toWidth: max(1, width - indent.count))))
            }
            return lines
        }
    }
}
