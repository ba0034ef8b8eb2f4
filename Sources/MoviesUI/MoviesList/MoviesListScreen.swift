public import MoviesPresentation
public import TextUI

/// The search screen: query field, result rows, status line and key help.
@MainActor
public final class MoviesListScreen: MoviesScreen, ScreenOutput {
    let viewModel: any MoviesListViewModel
    var theme: MoviesTheme { scaffold.theme }
    var selection = 0
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
    var libraryKeys: FilmLibraryKeys { scaffold.libraryKeys }

    /// Windows at least this wide show the focused film's poster beside the rows.
    static let posterPaneMinimumWindowWidth = 140
    /// The pane's columns: a gap, the 30-column poster, and a margin at the right edge.
    static let posterPaneWidth = 33

    public let scaffold: ScreenScaffold

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
        self.scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval)
        self.viewModel = viewModel
        self.startsEditing = startsEditing
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

    /// The selected row (0-based).
    public var selectedIndex: Int { selection }

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
            guard let self, row == self.selection else { return }
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
        if isAdvancePending, shownItemCount > 0, count > shownItemCount {
            selection = shownItemCount
        } else if let id = selectedID, let index = viewModel.items.value.firstIndex(where: { $0.record.id == id }) {
            // Refreshed pages put fresher rows in place: the selection stays
            // on the same film, wherever it moved.
            selection = index
        }
        if count > shownItemCount { isAdvancePending = false }
        shownItemCount = count
        selection = min(selection, max(0, count - 1))
        rememberSelectedFilm()
        scaffold.setNeedsDisplay()
    }

    private func rememberSelectedFilm() {
        let items = viewModel.items.value
        selectedID = items.indices.contains(selection) ? items[selection].record.id : nil
    }

    // MARK: - Keys

    public var keyMap: KeyMap {
        if queryEditor.isActive || yearsEditor.isActive { return KeyTable.queryField }
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
        guard let command = keyMap.command(for: key) else { return false }
        let count = viewModel.items.value.count
        let items = viewModel.items.value
        let film = items.indices.contains(selection) ? (id: items[selection].record.id, title: items[selection].title) : nil
        if scaffold.handleLibraryKey(command, key: key, film: film) { return true }
        switch command {
        case .moveUp: moveSelection(to: selection - 1)
        case .moveDown:
            if count > 0, selection == count - 1 { requestNextPage(advancing: true) }
            moveSelection(to: selection + 1)
        case .pageUp: moveSelection(to: selection - visibleItemCount)
        case .halfPageUp: moveSelection(to: selection - max(1, visibleItemCount / 2))
        case .pageDown, .halfPageDown:
            if count > 0, selection == count - 1 { requestNextPage(advancing: true) }
            moveSelection(to: selection + (command == .pageDown ? visibleItemCount : max(1, visibleItemCount / 2)))
        case .first: moveSelection(to: 0)
        case .last: moveSelection(to: count - 1)
        case .open:
            guard count > 0 else { return true }
            viewModel.didSelectItem(at: selection)
        case .search:
            // A search edits its own query; another list starts a new search.
            if viewModel.isSearch { beginEditing() } else { viewModel.didStartSearch() }
        case .nextPage: requestNextPage(advancing: false)
        case .refresh: viewModel.didRefresh()
        case .back: viewModel.didClose()
        case .toggleRelated: viewModel.browse?.didToggleRelated()
        case .cycleSort: viewModel.browse?.didCycleSort()
        case .editYears:
            guard let browse = viewModel.browse, browse.hasFilters else { return false }
            yearsEditor.begin(with: browse.yearsText)
        default: return false
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
        guard viewModel.items.value.indices.contains(index) else { return true }
        if index == selection {
            viewModel.didSelectItem(at: index)
        } else {
            moveSelection(to: index)
        }
        scaffold.setNeedsDisplay()
        return true
    }

    private func handleYearsEditing(_ key: Key) -> Bool {
        switch KeyTable.queryField.command(for: key) {
        case .submitQuery:
            yearsEditor.end()
            yearsProblem = viewModel.browse?.didChangeYears(text: yearsEditor.text)
        case .cancelQuery:
            yearsEditor.end()
        default:
            guard yearsEditor.handle(key) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    private func handleEditing(_ key: Key) -> Bool {
        switch KeyTable.queryField.command(for: key) {
        case .submitQuery:
            let text = queryEditor.text
            queryEditor.end()
            viewModel.search?.closeQueriesSuggestions()
            if queryEditor.kind == .films { viewModel.search?.didSearch(query: text) } else { viewModel.search?.didSwitchToPeopleSearch(query: text) }
        case .cancelQuery:
            queryEditor.end()
            viewModel.search?.closeQueriesSuggestions()
            // A search opened from another screen and never run: one Esc
            // gives that screen back, not an empty search screen.
            if isUnusedSearch { viewModel.didClose() }
        case .switchSearchKind:
            // Recent searches are films' searches: offered for films only.
            queryEditor.switchKind()
            if queryEditor.kind == .films { viewModel.search?.showQueriesSuggestions() } else { viewModel.search?.closeQueriesSuggestions() }
        case .deleteBackwards where queryEditor.text.isEmpty && viewModel.fieldYear != nil:
            // ⌫ on an empty field takes the year away, as it would one more
            // character; the field stays open and Enter searches without it.
            viewModel.search?.didClearYear()
        default:
            let before = queryEditor.textRevision
            guard queryEditor.handle(key) else { return false }
            if queryEditor.textRevision != before { viewModel.search?.didEditQuery(queryEditor.text) }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    private var isUnusedSearch: Bool {
        viewModel.isSearch && viewModel.query.value.isEmpty && viewModel.items.value.isEmpty && viewModel.activity.value == nil
    }

    private func beginEditing() {
        queryEditor.begin(with: viewModel.query.value)
        viewModel.search?.showQueriesSuggestions()
    }

    /// Moves the selection; landing on the last row already asks for the
    /// next page, as a table view does when its last cell appears.
    private func moveSelection(to index: Int) {
        let count = viewModel.items.value.count
        selection = count == 0 ? 0 : min(max(0, index), count - 1)
        rememberSelectedFilm()
        if count > 0, selection == count - 1 { requestNextPage(advancing: false) }
    }

    private func requestNextPage(advancing: Bool) {
        guard viewModel.hasMorePages || viewModel.activity.value == .nextPage else { return }
        if advancing { isAdvancePending = true }
        viewModel.didLoadNextPage()
    }
}
