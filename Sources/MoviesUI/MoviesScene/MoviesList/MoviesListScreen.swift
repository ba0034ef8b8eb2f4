public import MoviesPresentation
public import TextUI

/// The search screen: query field, result rows, status line and key help.
@MainActor
public final class MoviesListScreen: ViewModelScreen<any MoviesListViewModel>, MoviesScreen, ScreenOutput {
    /// The selected row among the rows shown (the `f` filter may hide some);
    /// `selectedItem` is its position in the whole list.
    var selection = 0
    /// The `f` filter: it narrows the rows loaded so far.
    var rowFilter = RowFilter()
    var scrollOffset = 0
    var visibleItemCount = 1
    var queryEditor = QueryFieldEditor()
    /// The years field of a discovery (`Y`), and what was wrong with the last years typed.
    var yearsEditor = QueryFieldEditor()
    var yearsProblem: String?
    /// Where the last frame drew the rows, for clicks.
    var lastBodyArea = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The film the selection is on, so it stays on it when rows are replaced.
    private var selectedID: Int?
    private let startsEditing: Bool
    /// Set when Down is pressed on the last row while more pages exist: the
    /// selection moves onto the first new row once the next page arrives.
    private var isAdvancePending = false
    private var shownItemCount = 0
    private var shownQuery: String?

    /// Windows at least this wide show the focused film's poster beside the rows.
    static let posterPaneMinimumWindowWidth = 140
    /// The pane's columns: a gap, the 30-column poster, and a margin at the right edge.
    static let posterPaneWidth = 33

    public var breadcrumbTitle: String {
        guard viewModel.isSearch else { return viewModel.title.value }
        let query = viewModel.query.value
        return query.isEmpty ? "Search" : "Search: \(query)"
    }

    /// - Parameters:
    ///   - startsEditing: Put the keyboard in the query field when the list
    ///     opens without a query (interactive use).
    ///   - spinnerInterval: How often the loading spinner turns; `nil` keeps
    ///     it still (for golden tests).
    public init(
        viewModel: any MoviesListViewModel,
        theme: MoviesTheme,
        startsEditing: Bool = false,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        self.startsEditing = startsEditing
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval))
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }

    /// How many movies the list holds.
    public var itemCount: Int { viewModel.items.value.count }

    public var showsFetchedData: Bool { itemCount > 0 }

    public var numberedRowCount: Int { itemCount }

    public func openRow(at index: Int) {
        viewModel.didSelectItem(at: index)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        JSONMoviesPageOutput(
            title: heading,
            query: viewModel.query.value,
            year: viewModel.queryYear,
            page: viewModel.currentPage,
            totalPages: viewModel.totalPages,
            totalResults: viewModel.totalResults,
            source: viewModel.status.value.origin.map(JSONDataSourceOutput.init),
            results: viewModel.items.value.map { JSONMovieOutput(record: $0.record) },
            skippedResults: viewModel.skippedResultCount
        )
    }

    /// The selected row (0-based, in the whole list).
    public var selectedIndex: Int { selectedItem }

    /// The selected row's position in the whole list.
    var selectedItem: Int { rowFilter.listPosition(ofShown: selection) ?? selection }

    /// What the filter matches a film's row by: its title and year, as the row shows them.
    var filterCandidates: [String] {
        viewModel.items.value.map { $0.releaseYear.isEmpty ? $0.title : "\($0.title) (\($0.releaseYear))" }
    }

    /// Whether the query field has the keyboard.
    public var isEditingQuery: Bool { queryEditor.isActive }

    public func viewDidLoad() {
        scaffold.observeLibrary(on: self)
        viewModel.items.observe(on: self) { [weak self] items in
            self?.libraryKeys.load(ids: items.map(\.record.id))
            self?.itemsChanged(to: items.count)
        }
        viewModel.activity.observe(on: self) { [weak self] loading in
            guard let self else { return }
            // A next page that failed leaves nothing to move onto.
            if loading == nil { self.isAdvancePending = false }
            // A search that found nothing puts the keyboard back in the field.
            if loading == nil, self.startsEditing, self.viewModel.isSearch, self.viewModel.items.value.isEmpty,
               self.viewModel.failure == nil, !self.viewModel.query.value.isEmpty, !self.queryEditor.isActive {
                // Without the suggestions over it, "No results for …" stays in view.
                self.queryEditor.begin(with: self.viewModel.query.value)
            }
            self.scaffold.setNeedsDisplay()
        }
        viewModel.posterArrived.observe(on: self) { [weak self] row in
            guard let self, row == self.selectedItem else { return }
            self.scaffold.setNeedsDisplay()
        }
        viewModel.status.observe(on: self) { [weak self] status in
            guard let self else { return }
            self.scaffold.showLoading(status.kind == .loading)
            self.scaffold.setNeedsDisplay()
        }
        viewModel.query.observe(on: self) { [weak self] query in
            guard let self else { return }
            // The view model sets the query again for every page it loads;
            // only a different search starts the list from the top.
            guard query != self.shownQuery else { return }
            self.shownQuery = query
            // A search started elsewhere (a picked recent query) ends editing.
            if self.queryEditor.isActive { self.queryEditor.end() }
            // Another search's rows: a filter typed for the last one goes with it.
            _ = self.rowFilter.clear(selection: 0)
            self.selection = 0
            self.selectedID = nil
            self.scrollOffset = 0
            self.isAdvancePending = false
            self.scaffold.setNeedsDisplay()
        }
        viewModel.viewDidLoad()
        if startsEditing && viewModel.query.value.isEmpty { beginEditing() }
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    private func itemsChanged(to count: Int) {
        var item = selectedItem
        if isAdvancePending, shownItemCount > 0, count > shownItemCount {
            item = shownItemCount
        } else if let id = selectedID, let index = viewModel.items.value.firstIndex(where: { $0.record.id == id }) {
            // Refreshed pages put fresher rows in place: the selection stays
            // on the same film, wherever it moved.
            item = index
        }
        if count > shownItemCount { isAdvancePending = false }
        shownItemCount = count
        rowFilter.listChanged(candidates: filterCandidates)
        selection = min(rowFilter.shownPosition(ofListPosition: item) ?? 0, max(0, rowFilter.shownCount(of: count) - 1))
        rememberSelectedFilm()
        scaffold.setNeedsDisplay()
    }

    func rememberSelectedFilm() {
        let items = viewModel.items.value
        selectedID = items.indices.contains(selectedItem) ? items[selectedItem].record.id : nil
    }

    // MARK: - Keys

    public var keyMap: KeyMap {
        if queryEditor.isActive || yearsEditor.isActive { return KeyTable.queryField }
        if rowFilter.isEditing { return KeyTable.filterField }
        var absent: Set<KeyCommand> = []
        if viewModel.browse?.hasFilters != true { absent.formUnion([.cycleSort, .editYears]) }
        if viewModel.browse?.isRelatedList != true { absent.insert(.toggleRelated) }
        return KeyTable.moviesList.removing(absent)
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        if queryEditor.isActive { return handleEditing(key) }
        if yearsEditor.isActive { return handleYearsEditing(key) }
        yearsProblem = nil
        scaffold.keyArrived()
        if handleFilter(key) { return true }
        guard let command = keyMap.command(for: key) else { return false }
        let items = viewModel.items.value
        let count = rowFilter.shownCount(of: items.count)
        let item = selectedItem
        let film = items.indices.contains(item) ? (id: items[item].record.id, title: items[item].title) : nil
        if scaffold.handleLibraryKey(command, key: key, film: film) { return true }
        switch command {
        case .moveUp: moveSelection(to: selection - 1)
        case .moveDown:
            if isOnLastLoadingRow(count: count) { requestNextPage(advancing: true) }
            moveSelection(to: selection + 1)
        case .pageUp: moveSelection(to: selection - visibleItemCount)
        case .halfPageUp: moveSelection(to: selection - max(1, visibleItemCount / 2))
        case .pageDown, .halfPageDown:
            if isOnLastLoadingRow(count: count) { requestNextPage(advancing: true) }
            moveSelection(to: selection + (command == .pageDown ? visibleItemCount : max(1, visibleItemCount / 2)))
        case .first: moveSelection(to: 0)
        case .last: moveSelection(to: count - 1)
        case .open:
            guard count > 0 else { return true }
            viewModel.didSelectItem(at: item)
        case .search:
            // A search edits its own query; another list starts a new search.
            if viewModel.isSearch { beginEditing() } else { viewModel.didStartSearch() }
        case .nextPage: requestNextPage(advancing: false)
        case .toggleRelated: viewModel.browse?.didToggleRelated()
        case .cycleSort: viewModel.browse?.didCycleSort()
        case .editYears:
            guard let browse = viewModel.browse, browse.hasFilters else { return false }
            yearsEditor.begin(with: browse.yearsText)
        default: return scaffold.handleScreenKey(command, for: viewModel)
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// A click on a row focuses it; a click on the focused row opens it (so
    /// a double click opens the row clicked).
    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(button: 0) = event.kind, !queryEditor.isActive, !yearsEditor.isActive,
              lastBodyArea.contains(Point(x: event.column, y: event.row))
        else { return false }
        let index = scrollOffset + (event.row - lastBodyArea.y) / 2
        guard index < rowFilter.shownCount(of: viewModel.items.value.count) else { return true }
        if index == selection {
            viewModel.didSelectItem(at: selectedItem)
        } else {
            moveSelection(to: index)
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// Moves the selection; landing on the last row already asks for the
    /// next page, as a table view does when its last cell appears.
    private func moveSelection(to index: Int) {
        let count = rowFilter.shownCount(of: viewModel.items.value.count)
        selection = count == 0 ? 0 : min(max(0, index), count - 1)
        rememberSelectedFilm()
        if isOnLastLoadingRow(count: count) { requestNextPage(advancing: false) }
    }

    /// Whether the selection is on the last row with no filter in force: a
    /// filtered list loads more only on `n` (it would load pages for rows it
    /// hides; the new rows are filtered too).
    private func isOnLastLoadingRow(count: Int) -> Bool {
        !rowFilter.isOn && count > 0 && selection == count - 1
    }

    private func requestNextPage(advancing: Bool) {
        guard viewModel.hasMorePages || viewModel.activity.value == .nextPage else { return }
        if advancing { isAdvancePending = true }
        viewModel.didLoadNextPage()
    }
}
