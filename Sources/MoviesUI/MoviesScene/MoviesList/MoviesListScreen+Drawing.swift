import MoviesPresentation
public import TextUI

extension MoviesListScreen {
    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let parts = drawHeader(into: &buffer, in: area)
        drawBody(into: &buffer, in: parts.body)
        // A filter in force says so where the page summary goes: it is what the rows are now.
        let filterSummary = rowFilter.summary(total: itemCount, loadedOnly: viewModel.hasMorePages)
        let summary = filterSummary.isEmpty
            ? pageSummary(fittingBeside: scaffold.status(over: viewModel.status.value), width: parts.status.width) : filterSummary + " "
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: summary, hints: yearsProblem.map { [$0] } ?? footerHints, into: &buffer, frame: parts)
    }

    /// The footer: the screen's most useful keys; on the last page "last
    /// page" where "n more" would be. Before a first page has come (loading,
    /// or failed) there is no next page to offer.
    private var footerHints: [String] {
        guard !queryEditor.isActive, !yearsEditor.isActive else { return KeyTable.queryField.footerHints() }
        if rowFilter.isEditing { return KeyTable.filterField.footerHints() }
        let offersMore = viewModel.currentPage > 0 && viewModel.hasMorePages
        var hints = KeyTable.moviesList.footerHints(excluding: offersMore ? [] : [.nextPage])
        if !viewModel.hasMorePages, viewModel.currentPage > 0, let index = hints.firstIndex(of: "q quit") {
            hints.insert("last page", at: index)
        }
        return hints
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines: [StyledLine] = []
        lines.append(StyledLine(heading + (pageSummary.isEmpty ? "" : " — \(pageSummary)")))
        let items = viewModel.items.value
        let numberWidth = MoviesListRowFormatter.numberWidth(itemCount: items.count)
        let formatter = MoviesListRowFormatter(theme: theme)
        let idWidth = RowColumns.idWidth(items.map(\.record.id))
        for (index, item) in items.enumerated() {
            let marks = libraryKeys.marks(of: item.record.id)
            lines.append(StyledLine(formatter.titleLine(number: index + 1, item: item, width: width, numberWidth: numberWidth, idWidth: idWidth, marks: marks).text))
            lines.append(StyledLine(formatter.overviewLine(item: item, width: width, numberWidth: numberWidth)))
        }
        if items.isEmpty { lines.append(StyledLine(emptyMessage)) }
        let status = viewModel.status.value
        if !status.text.isEmpty { lines.append(StyledLine(status.text)) }
        return PlainTextRenderer.lines(lines, width: width)
    }

    private var pageSummary: String {
        guard viewModel.currentPage > 0 else { return "" }
        let results = viewModel.totalResults == 1 ? "1 result" : "\(viewModel.totalResults) results"
        let skipped = viewModel.skippedResultCount
        let unreadable = skipped > 0 ? " · \(skipped) unreadable" : ""
        return "page \(viewModel.currentPage) of \(max(viewModel.totalPages, viewModel.currentPage)) · \(results)\(unreadable)"
    }

    /// The page summary in full, shortened, or left out, so that the status
    /// itself (an error, offline) is never the part that is cut.
    private func pageSummary(fittingBeside status: StatusLineViewModel, width: Int) -> String {
        let statusWidth = DisplayWidth.of(status.text) + 4
        let short = viewModel.currentPage > 0 ? "\(viewModel.currentPage)/\(max(viewModel.totalPages, viewModel.currentPage)) " : ""
        return [pageSummary + " ", short].first { statusWidth + DisplayWidth.of($0) <= width } ?? ""
    }

    private var emptyMessage: String {
        if viewModel.activity.value != nil { return "Searching…" }
        if viewModel.isSearch, viewModel.query.value.isEmpty { return "Type a title and press Enter." }
        if viewModel.failure != nil { return "Nothing to show." }
        if viewModel.skippedResultCount > 0 {
            let count = viewModel.skippedResultCount
            return count == 1 ? "The only result could not be read." : "None of the \(count) results could be read."
        }
        guard viewModel.isSearch else {
            return viewModel.filters.value.isEmpty ? "This list is empty." : "No film matches these filters."
        }
        return "No results for “\(TextSanitizer.sanitize(viewModel.query.value))”."
    }

    /// What the list is and the filters in force: `Search: the · 1999`,
    /// `Discover · Action · by rating`, `Trending today`.
    var heading: String {
        let name = viewModel.isSearch ? "Search: " + TextSanitizer.sanitize(viewModel.query.value) : TextSanitizer.sanitize(viewModel.title.value)
        let filters = viewModel.filters.value
        return filters.isEmpty ? name : name + " · " + filters
    }

    private func drawHeader(into buffer: inout ScreenBuffer, in area: Rect) -> ScreenScaffold.Frame {
        guard queryEditor.isActive || yearsEditor.isActive else { return scaffold.drawHeader(heading, filter: rowFilter, into: &buffer, in: area) }
        return scaffold.drawHeader(into: &buffer, in: area) { buffer, area, chrome in drawField(into: &buffer, in: area, chrome: chrome) }
    }

    private func drawField(into buffer: inout ScreenBuffer, in area: Rect, chrome: ScreenChrome) {
        let trailing = ScreenChrome.programName
        if yearsEditor.isActive {
            let label = " Years (1999 or 1990..1999): "
            let room = area.width - DisplayWidth.of(label) - DisplayWidth.of(trailing) - 1
            chrome.drawHeader(label + yearsEditor.visibleText(width: room), trailing: trailing, into: &buffer, in: area)
            return
        }
        let label = queryEditor.label
        // While typing, the text around the cursor shows; a query opened
        // with `/` is selected (highlighted), so typing replaces it. The year
        // the search keeps stays in view, and how to drop it.
        let year = viewModel.fieldYear.map { "  · \($0) (⌫ on an empty field drops it)" } ?? ""
        let fieldTrailing = year.isEmpty ? trailing : year + "  " + trailing
        let room = area.width - DisplayWidth.of(label) - DisplayWidth.of(fieldTrailing) - 1
        let field = queryEditor.visibleText(width: room)
        chrome.drawHeader(label + field, trailing: fieldTrailing, into: &buffer, in: area)
        if queryEditor.isAllSelected {
            let x = area.x + DisplayWidth.of(label)
            let width = DisplayWidth.of(field) - DisplayWidth.of(String(QueryFieldEditor.cursorGlyph))
            buffer.setStyle(theme.selected, in: Rect(x: x, y: area.y, width: max(0, width), height: 1))
        }
    }

    private func drawBody(into buffer: inout ScreenBuffer, in body: Rect) {
        lastBodyArea = body
        buffer.fill(body)
        let items = viewModel.items.value
        guard !items.isEmpty else {
            // The failure in full here: the status line may be too narrow for it.
            let failure = viewModel.activity.value == nil ? viewModel.failure : nil
            let message = failure.map {
                $0.message + ($0.offersRetry ? " Press r to try again, or / to search for something else." : " Press / to search for something else.")
            } ?? emptyMessage
            let wrapped = TextLayout.wrap(message, width: max(1, body.width - 2))
            for (row, line) in wrapped.prefix(body.height).enumerated() {
                buffer.write(" " + line, at: body.row(row).origin, style: theme.secondary, maxWidth: body.width)
            }
            return
        }
        // With a filter in force, only the rows it keeps, each with its number in the whole list.
        let positions = rowFilter.shown?.filter { $0 < items.count } ?? Array(items.indices)
        guard !positions.isEmpty else {
            buffer.write(" No film loaded matches the filter: Esc clears it.", at: body.origin, style: theme.secondary, maxWidth: body.width)
            return
        }
        let area = drawPosterPane(into: &buffer, beside: body)
        // Clicks on the pane select no row.
        lastBodyArea = area
        let loadingMore = viewModel.activity.value == .nextPage
        visibleItemCount = max(1, (area.height - (loadingMore ? 1 : 0)) / 2)
        let window = ScrollWindow(itemCount: positions.count, selection: selection, viewportHeight: visibleItemCount, previousOffset: scrollOffset)
        scrollOffset = window.offset
        if viewModel.showsPosters {
            // Only the rows on screen, and only while the pane shows, have their
            // posters fetched; under a filter the rows on screen are not one
            // run of the list, so only the focused film's.
            let item = selectedItem
            let range = rowFilter.shown == nil ? window.visibleRange : item..<(item + 1)
            viewModel.didShowRows(area == body ? 0..<0 : range, focusedRow: item)
        }
        let numberWidth = MoviesListRowFormatter.numberWidth(itemCount: items.count)
        let formatter = MoviesListRowFormatter(theme: theme)
        // Two columns in front of every row hold the selection marker and a
        // space (`› 20.`), so the selection shows without colour and even as
        // plain text.
        let textWidth = max(1, area.width - 2)
        var row = 0
        for shownIndex in window.visibleRange where row + 1 < area.height {
            let isSelected = shownIndex == selection
            let index = positions[shownIndex]
            let titleArea = area.row(row)
            let overviewArea = area.row(row + 1)
            let title = formatter.titleLine(
                number: index + 1, item: items[index], width: textWidth, numberWidth: numberWidth, marks: libraryKeys.marks(of: items[index].record.id)
            )
            let overview = formatter.overviewLine(item: items[index], width: textWidth, numberWidth: numberWidth)
            buffer.write((isSelected ? "› " : "  ") + title.text, at: titleArea.origin, style: theme.title, maxWidth: area.width)
            buffer.write("  " + overview, at: overviewArea.origin, style: theme.secondary, maxWidth: area.width)
            if isSelected {
                // The highlight spans the title row; the overview row below
                // keeps its look, so a cursor move repaints two rows, not four.
                buffer.setStyle(theme.selected.adding(.bold), in: titleArea)
            }
            row += 2
        }
        if loadingMore, row < area.height {
            let text = "   " + String(repeating: " ", count: numberWidth) + "\(scaffold.spinner.glyph) Loading more…"
            buffer.write(text, at: area.row(row).origin, style: theme.secondary, maxWidth: area.width)
        }
    }

    /// Draws the focused film's poster in a pane at the right of `body` when
    /// the window is wide enough and the list shows posters, and returns the
    /// part of `body` left for the rows (all of it without a pane).
    ///
    /// The pane is there, blank, while the poster is on its way or when the
    /// film has none, so the rows keep their width as the selection moves.
    private func drawPosterPane(into buffer: inout ScreenBuffer, beside body: Rect) -> Rect {
        guard viewModel.showsPosters, theme.pictures.drawing != .none, body.width >= Self.posterPaneMinimumWindowWidth else { return body }
        let (rows, pane) = body.splitLeft(columns: body.width - Self.posterPaneWidth)
        if let poster = viewModel.poster(at: selectedItem) {
            // A gap on the pane's left keeps the poster off the rows; a margin on its right off the edge.
            let area = Rect(x: pane.x + PictureColumn.gap, y: pane.y, width: max(0, pane.width - PictureColumn.gap - 1), height: pane.height)
            PictureColumn.drawPicture(poster, into: &buffer, in: area, theme: theme)
        }
        // The pane stays while a poster loads or when a film has none: rows never change width.
        return rows
    }
}
