public import MoviesPresentation
public import TextUI

/// A search for people: the query field (Tab swaps to films), one row per
/// person with what they are known for, and more pages past the last row.
@MainActor
public final class PeopleListScreen: ViewModelScreen<any PeopleListViewModel>, MoviesScreen, ScreenOutput {
    private let startsEditing: Bool
    private var rows = SelectableRows()
    private var queryEditor = QueryFieldEditor()

    public var breadcrumbTitle: String {
        viewModel.query.value.isEmpty ? "People" : "People: \(viewModel.query.value)"
    }

    /// - Parameter startsEditing: Put the keyboard in the field when the
    ///   list opens without a query (interactive use).
    public init(viewModel: any PeopleListViewModel, theme: MoviesTheme, startsEditing: Bool = false) {
        self.startsEditing = startsEditing
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme))
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }
    public var showsFetchedData: Bool { !viewModel.items.value.isEmpty }
    public var numberedRowCount: Int { viewModel.items.value.count }
    /// Whether the query field has the keyboard.
    public var isEditingQuery: Bool { queryEditor.isActive }
    /// The selected row (0-based).
    public var selectedIndex: Int { rows.selection }

    public func openRow(at index: Int) {
        viewModel.didSelectItem(at: index)
    }

    public func viewDidLoad() {
        viewModel.items.observe(on: self) { [weak self] _ in
            guard let self else { return }
            self.rows.listChanged { self.rowModels.map(\.title) }
            self.scaffold.setNeedsDisplay()
        }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.activity.observe(on: self) { [weak self] activity in
            guard let self else { return }
            // A search that found nobody puts the keyboard back in the field.
            if activity == nil, self.startsEditing, self.viewModel.items.value.isEmpty, self.viewModel.failure == nil,
               !self.viewModel.query.value.isEmpty, !self.queryEditor.isActive {
                self.queryEditor.begin(with: self.viewModel.query.value, kind: .people)
            }
            self.scaffold.setNeedsDisplay()
        }
        viewModel.viewDidLoad()
        if startsEditing && viewModel.query.value.isEmpty { queryEditor.begin(with: "", kind: .people) }
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    public var keyMap: KeyMap {
        if queryEditor.isActive { return KeyTable.queryField }
        return rows.filter.isEditing ? KeyTable.filterField : KeyTable.peopleList
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        if queryEditor.isActive { return handleEditing(key) }
        let command = KeyTable.peopleList.command(for: key)
        if rows.handleFilter(key, command: command, titles: { rowModels.map(\.title) }) {
            scaffold.setNeedsDisplay()
            return true
        }
        guard let command else { return false }
        let count = numberedRowCount
        switch command {
        case .open: viewModel.didSelectItem(at: rows.selectedItem)
        case .back: viewModel.didClose()
        case .search: queryEditor.begin(with: viewModel.query.value, kind: .people)
        case .refresh: viewModel.didRefresh()
        case .nextPage: viewModel.didLoadNextPage()
        case .moveDown, .pageDown, .halfPageDown, .last:
            _ = rows.handle(command, count: count)
            // Landing on the last row asks for the next page, as a film list does.
            if rows.isOnLastRow(count: count) { viewModel.didLoadNextPage() }
        default:
            guard rows.handle(command, count: count) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// A click focuses a row; a click on the focused row opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard !queryEditor.isActive else { return false }
        guard let click = rows.click(event, count: numberedRowCount) else { return false }
        if let index = click { viewModel.didSelectItem(at: index) }
        scaffold.setNeedsDisplay()
        return true
    }

    private func handleEditing(_ key: Key) -> Bool {
        switch KeyTable.queryField.command(for: key) {
        case .submitQuery where queryEditor.kind == .films:
            queryEditor.end()
            viewModel.didSwitchToMovieSearch(query: queryEditor.text)
        case .submitQuery:
            queryEditor.end()
            rows.select(0, count: 0)
            viewModel.didSearch(query: queryEditor.text)
        case .cancelQuery:
            queryEditor.end()
            // A search opened from another screen and never run: one Esc
            // gives that screen back, not an empty people screen.
            if viewModel.query.value.isEmpty, viewModel.items.value.isEmpty, viewModel.activity.value == nil { viewModel.didClose() }
        case .switchSearchKind:
            queryEditor.switchKind()
        case .pickNewerSuggestion, .pickOlderSuggestion:
            // Recent searches are films' searches: nothing to pick here.
            break
        default:
            guard queryEditor.handle(key) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    // MARK: - Drawing

    private var rowModels: [SelectableRow] {
        viewModel.items.value.map { SelectableRow(title: $0.name, detail: $0.summary, trailing: "id \($0.id)") }
    }

    private var heading: String {
        let query = viewModel.query.value
        return query.isEmpty ? "People" : "People: " + TextSanitizer.sanitize(query)
    }

    private var pageSummary: String {
        guard viewModel.currentPage > 0 else { return "" }
        let people = viewModel.totalResults == 1 ? "1 person" : "\(viewModel.totalResults) people"
        return "page \(viewModel.currentPage) of \(max(viewModel.totalPages, viewModel.currentPage)) · \(people)"
    }

    private var emptyMessage: String {
        if let failure = viewModel.failure { return failure.message }
        if viewModel.activity.value != nil { return "Searching…" }
        if viewModel.query.value.isEmpty { return "Type a name and press Enter (Tab searches films)." }
        return "Nobody called “\(TextSanitizer.sanitize(viewModel.query.value))”."
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let parts = drawHeader(into: &buffer, in: area)
        if rowModels.isEmpty {
            buffer.fill(parts.body)
            for (row, line) in TextLayout.wrap(emptyMessage, width: max(1, parts.body.width - 2)).prefix(parts.body.height).enumerated() {
                buffer.write(" " + line, at: parts.body.row(row).origin, style: theme.secondary, maxWidth: parts.body.width)
            }
        } else {
            rows.draw(rowModels, into: &buffer, in: parts.body, theme: theme)
        }
        let status = viewModel.status.value
        let pageText = DisplayWidth.of(status.text) + DisplayWidth.of(pageSummary) + 6 <= parts.status.width ? pageSummary + " " : ""
        let filterText = rows.filter.summary(total: rowModels.count, loadedOnly: viewModel.hasMorePages)
        let summary = filterText.isEmpty ? pageText : filterText + " "
        var hints = keyMap.footerHints(excluding: viewModel.hasMorePages ? [] : [.nextPage])
        // As on film lists: the last page says so where "n more" would be.
        if !viewModel.hasMorePages, viewModel.currentPage > 0, let index = hints.firstIndex(of: "q quit") {
            hints.insert("last page", at: index)
        }
        scaffold.drawStatusAndFooter(status, trailing: summary, hints: hints, into: &buffer, frame: parts)
    }

    private func drawHeader(into buffer: inout ScreenBuffer, in area: Rect) -> ScreenScaffold.Frame {
        guard queryEditor.isActive else { return scaffold.drawHeader(heading, filter: rows.filter, into: &buffer, in: area) }
        return scaffold.drawHeader(into: &buffer, in: area) { buffer, area, chrome in drawField(into: &buffer, in: area, chrome: chrome) }
    }

    private func drawField(into buffer: inout ScreenBuffer, in area: Rect, chrome: ScreenChrome) {
        let trailing = ScreenChrome.programName
        let label = queryEditor.label
        let field = queryEditor.visibleText(width: area.width - DisplayWidth.of(label) - DisplayWidth.of(trailing) - 1)
        chrome.drawHeader(label + field, trailing: trailing, into: &buffer, in: area)
        if queryEditor.isAllSelected {
            let width = DisplayWidth.of(field) - DisplayWidth.of(String(QueryFieldEditor.cursorGlyph))
            buffer.setStyle(theme.selected, in: Rect(x: area.x + DisplayWidth.of(label), y: area.y, width: max(0, width), height: 1))
        }
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines = [StyledLine(heading + (pageSummary.isEmpty ? "" : " — \(pageSummary)"))]
        lines += rowModels.isEmpty ? [StyledLine(emptyMessage)] : SelectableRows.plainLines(rowModels, width: width)
        let status = viewModel.status.value
        if !status.text.isEmpty { lines.append(StyledLine(status.text)) }
        return PlainTextRenderer.lines(lines, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        JSONPeoplePageOutput(
            query: viewModel.query.value,
            page: viewModel.currentPage,
            totalPages: viewModel.totalPages,
            totalResults: viewModel.totalResults,
            source: viewModel.status.value.origin.map(JSONDataSourceOutput.init),
            results: viewModel.items.value.map(JSONPersonListItemOutput.init)
        )
    }
}
