import TextUI

/// One line of a `LinkedDocument`: text, and when it is a link, which one
/// (links are numbered from 0 in the order they appear).
struct DocumentLine: Equatable {
    var text: String
    var style: Style = .plain
    /// The link this line opens, if it is one.
    var link: Int?

    static let blank = DocumentLine(text: "")
}

/// A scrolling document with links in it (a film's cast and related lists, a
/// person's films): ↑/↓ move from link to link and scroll to keep the
/// focused one in view; where no link is near they scroll a line; the page
/// keys scroll a window and focus the first link in it. It opens with its
/// first link focused when that link is in view, and `G` lands on the last.
/// `f` filters its links as a list's rows are filtered: while a filter is
/// in force only the links that match show, and every method below works on
/// what shows.
struct LinkedDocument {
    private(set) var focusedLink: Int?
    /// The `f` filter over the links' texts.
    private(set) var filter = RowFilter()
    /// Whether a key or click moved the focus; until then every frame puts
    /// it on the first link in view (the links arrive with the data).
    private var hasMoved = false
    private(set) var scrollOffset = 0
    private(set) var lastArea = Rect(x: 0, y: 0, width: 0, height: 0)

    private var height: Int { max(1, lastArea.height) }

    // MARK: - The filter

    /// The lines that show: every line, or while a filter is in force the
    /// links that match it.
    func shown(_ lines: [DocumentLine]) -> [DocumentLine] {
        guard let positions = filter.shown else { return lines }
        let links = lines.filter { $0.link != nil }
        return positions.compactMap { links.indices.contains($0) ? links[$0] : nil }
    }

    /// `filter: hat, 3 of 20` while a filter is in force; empty otherwise.
    func filterSummary(lines: [DocumentLine]) -> String {
        filter.summary(total: lines.lazy.filter { $0.link != nil }.count)
    }

    /// The filter's keys (`RowFilter.handle`): `f` opens its field, typing
    /// narrows the links, Enter keeps it, Esc clears it; the focus stays on
    /// its link while that link shows.
    /// - Returns: Whether the key was the filter's.
    mutating func handleFilter(_ key: Key, command: KeyCommand?, lines: [DocumentLine]) -> Bool {
        let links = lines.filter { $0.link != nil }
        let shownLinks = shown(lines).filter { $0.link != nil }
        let selection = focusedLink.flatMap { link in shownLinks.firstIndex { $0.link == link } } ?? 0
        guard let position = filter.handle(key, command: command, selection: selection, candidates: { links.map(\.text) }) else {
            return false
        }
        hasMoved = true
        let nowShown = shown(lines)
        let nowLinks = nowShown.filter { $0.link != nil }
        scrollOffset = 0
        if nowLinks.indices.contains(position), let link = nowLinks[position].link {
            focus(link: link, lines: lines)
        } else {
            focusedLink = nowLinks.first?.link
        }
        return true
    }

    /// The document's lines changed (its data came): a filter in force
    /// applies to its links as they are now.
    mutating func linesChanged(_ lines: [DocumentLine]) {
        guard filter.isOn else { return }
        filter.listChanged(candidates: lines.filter { $0.link != nil }.map(\.text))
    }

    // MARK: - Moves

    /// Applies a move command; `false` for other commands.
    mutating func handle(_ command: KeyCommand, lines all: [DocumentLine]) -> Bool {
        let lines = shown(all)
        let linkRows = lines.indices.filter { lines[$0].link != nil }
        let focusedRow = focusedLink.flatMap { link in lines.firstIndex { $0.link == link } }
        let movedBefore = hasMoved
        hasMoved = true
        switch command {
        case .moveDown:
            if let next = linkRows.first(where: { $0 > (focusedRow ?? scrollOffset - 1) }), next < scrollOffset + height + height / 2 {
                focus(row: next, lines: lines)
            } else {
                scroll(to: scrollOffset + 1, lines: lines)
            }
        case .moveUp:
            if let previous = linkRows.last(where: { $0 < (focusedRow ?? scrollOffset + height) }), previous >= scrollOffset - height / 2 {
                focus(row: previous, lines: lines)
            } else {
                focusedLink = nil
                scroll(to: scrollOffset - 1, lines: lines)
            }
        case .pageDown: scrollAndFocus(to: scrollOffset + height, lines: lines, linkRows: linkRows)
        case .pageUp: scrollAndFocus(to: scrollOffset - height, lines: lines, linkRows: linkRows)
        case .halfPageDown: scrollAndFocus(to: scrollOffset + max(1, height / 2), lines: lines, linkRows: linkRows)
        case .halfPageUp: scrollAndFocus(to: scrollOffset - max(1, height / 2), lines: lines, linkRows: linkRows)
        case .first: scrollAndFocus(to: 0, lines: lines, linkRows: linkRows)
        case .last:
            scroll(to: lines.count, lines: lines)
            if let last = linkRows.last { focus(row: last, lines: lines) }
        default:
            hasMoved = movedBefore
            return false
        }
        return true
    }

    /// Focuses link `link` and brings it into view (a click, `--select`).
    mutating func focus(link: Int, lines all: [DocumentLine]) {
        let lines = shown(all)
        hasMoved = true
        guard let row = lines.firstIndex(where: { $0.link == link }) else { return }
        focus(row: row, lines: lines)
    }

    /// A left click of `event` on a link: the first focuses it, a click on
    /// the focused link returns it to open.
    /// - Returns: `nil` when the event is no click on a link; else the link
    ///   to open, or `.some(nil)` when the click only moved the focus.
    mutating func click(_ event: MouseEvent, lines: [DocumentLine]) -> Int?? {
        guard case .press(button: 0) = event.kind, let link = link(at: Point(x: event.column, y: event.row), lines: lines) else { return nil }
        if link == focusedLink { return .some(link) }
        focus(link: link, lines: lines)
        return .some(nil)
    }

    /// The link on the screen row at `point`, if any.
    func link(at point: Point, lines all: [DocumentLine]) -> Int? {
        let lines = shown(all)
        guard lastArea.contains(point) else { return nil }
        let row = scrollOffset + point.y - lastArea.y
        return lines.indices.contains(row) ? lines[row].link : nil
    }

    mutating func draw(_ all: [DocumentLine], into buffer: inout ScreenBuffer, in area: Rect, theme: MoviesTheme) {
        linesChanged(all)
        let lines = shown(all)
        lastArea = area
        scrollOffset = min(max(0, scrollOffset), max(0, lines.count - area.height))
        if !hasMoved, focusedLink == nil {
            focusedLink = lines[scrollOffset..<min(lines.count, scrollOffset + area.height)].first { $0.link != nil }?.link
        }
        buffer.fill(area)
        for row in 0..<area.height {
            let index = scrollOffset + row
            guard lines.indices.contains(index) else { break }
            let line = lines[index]
            let rowArea = area.row(row)
            let isFocused = line.link != nil && line.link == focusedLink
            let marker = line.link == nil ? "" : (isFocused ? "› " : "  ")
            let text = TextLayout.truncate(marker + line.text, toWidth: rowArea.width)
            buffer.write(text, at: rowArea.origin, style: line.style, maxWidth: rowArea.width)
            if isFocused { buffer.setStyle(theme.selected.adding(.bold), in: rowArea) }
        }
    }

    /// Scrolls by a line, a page or to an end, then (for pages) focuses the
    /// first link in view.
    private mutating func scrollAndFocus(to offset: Int, lines: [DocumentLine], linkRows: [Int]) {
        scroll(to: offset, lines: lines)
        focusedLink = linkRows.first { $0 >= scrollOffset && $0 < scrollOffset + height }.flatMap { lines[$0].link }
    }

    private mutating func scroll(to offset: Int, lines: [DocumentLine]) {
        scrollOffset = min(max(0, offset), max(0, lines.count - height))
    }

    private mutating func focus(row: Int, lines: [DocumentLine]) {
        focusedLink = lines[row].link
        if row < scrollOffset { scrollOffset = row }
        if row >= scrollOffset + height { scrollOffset = row - height + 1 }
    }
}
