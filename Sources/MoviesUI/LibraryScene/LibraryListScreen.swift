public import MoviesPresentation
public import TextUI

/// Your watchlist or your seen films: a count and the sort in the header,
/// `S` sorts another way, the library keys change the list in place.
@MainActor
public final class LibraryListScreen: MoviesScreen, ScreenOutput {
    private let viewModel: any LibraryListViewModel
    private var rows = SelectableRows()
    /// The rows as drawn, made once per change of the list (a list can hold
    /// 20,000 films; a frame draws forty of them).
    private var cachedRows: [SelectableRow]?

    public let scaffold: ScreenScaffold

    public var breadcrumbTitle: String { viewModel.isWatchlist ? "Your watchlist" : "Seen" }

    public init(viewModel: any LibraryListViewModel, theme: MoviesTheme, libraryControls: (any LibraryControlsViewModel)? = nil) {
        self.viewModel = viewModel
        self.scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls)
    }

    public var loadFailure: FailureViewModel? { nil }
    public var showsFetchedData: Bool { !viewModel.items.value.isEmpty }
    public var numberedRowCount: Int { viewModel.items.value.count }

    public func openRow(at index: Int) {
        viewModel.didSelectItem(at: index)
    }

    public func viewDidLoad() {
        scaffold.observeLibrary(on: self) { [weak self] in
            // A key changed the library: the list shows it as it is now.
            if self?.scaffold.libraryKeys.confirmation != nil { self?.viewModel.reload() }
            self?.scaffold.setNeedsDisplay()
        }
        // The rows carry their marks from the library itself: none to look up.
        viewModel.items.observe(on: self) { [weak self] _ in
            guard let self else { return }
            self.cachedRows = nil
            self.rows.listChanged { self.rowModels(showsID: false).map(\.title) }
            self.scaffold.setNeedsDisplay()
        }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        scaffold.onShownAgain = { [weak self] in self?.viewModel.reload() }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
        await viewModel.waitUntilIdle()
    }

    public var keyMap: KeyMap { rows.filter.isEditing ? KeyTable.filterField : KeyTable.libraryList }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        scaffold.keyArrived()
        let command = KeyTable.libraryList.command(for: key)
        if rows.handleFilter(key, command: command, titles: { rowModels(showsID: false).map(\.title) }) {
            scaffold.setNeedsDisplay()
            return true
        }
        guard let command else { return false }
        let items = viewModel.items.value
        let item = rows.selectedItem
        let film = items.indices.contains(item) ? (id: items[item].id, title: items[item].title) : nil
        if scaffold.handleLibraryKey(command, key: key, film: film) { return true }
        switch command {
        case .open: viewModel.didSelectItem(at: item)
        case .back: viewModel.didClose()
        case .cycleSort: viewModel.didCycleSort()
        case .search: viewModel.didStartSearch()
        case .refresh: viewModel.reload()
        default:
            guard rows.handle(command, count: numberedRowCount) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// A click focuses a row; a click on the focused row opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = rows.click(event, count: numberedRowCount) else { return false }
        if let index = click { viewModel.didSelectItem(at: index) }
        scaffold.setNeedsDisplay()
        return true
    }

    private func rowModels(showsID: Bool) -> [SelectableRow] {
        if !showsID, let cachedRows { return cachedRows }
        let items = viewModel.items.value
        let idWidth = RowColumns.idWidth(items.map(\.id))
        let rows = items.map { item in
            let year = item.releaseYear.isEmpty ? "" : " (\(item.releaseYear))"
            let trailing = [item.mark.summary, showsID ? RowColumns.id(item.id, width: idWidth) : ""].filter { !$0.isEmpty }.joined(separator: "  ")
            return SelectableRow(title: item.title + year, detail: item.detail, trailing: trailing)
        }
        if !showsID { cachedRows = rows }
        return rows
    }

    private var emptyMessage: String {
        viewModel.isWatchlist
            ? "Your watchlist is empty: press w on any film to add it."
            : "No film marked seen yet: press s on a film you saw (1–5 rates it)."
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader(viewModel.heading, filter: rows.filter, into: &buffer, in: area)
        let models = rowModels(showsID: false)
        if models.isEmpty {
            buffer.fill(frame.body)
            buffer.write(" " + emptyMessage, at: frame.body.origin, style: scaffold.theme.secondary, maxWidth: frame.body.width)
        } else {
            rows.draw(models, into: &buffer, in: frame.body, theme: scaffold.theme)
        }
        let summary = rows.filter.summary(total: models.count)
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: summary, hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        let models = rowModels(showsID: true)
        let lines = [StyledLine(viewModel.heading)] + (models.isEmpty ? [StyledLine(emptyMessage)] : SelectableRows.plainLines(models, width: width))
        return PlainTextRenderer.lines(lines, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? { nil }
}
