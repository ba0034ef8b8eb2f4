public import MoviesPresentation
public import TextUI

/// What the library scene's row screens (your lists, your diary) are alike:
/// a view model's items made into rows once per change, read again when a
/// library key's change is confirmed or the screen is shown again, the
/// commands and keys of `LibraryRowsBody`, and the one-shot output. A screen
/// subclasses it with its item type and gives its words and rows.
@MainActor
public class LibraryRowsScreen<Item: Sendable>: ScreenOutput {
    private let rowsViewModel: any LibraryRowsViewModelInput
    private let items: Observable<[Item]>
    private let status: Observable<StatusLineViewModel>
    var body = LibraryRowsBody()

    public let scaffold: ScreenScaffold

    init(
        rowsViewModel: any LibraryRowsViewModelInput,
        items: Observable<[Item]>,
        status: Observable<StatusLineViewModel>,
        theme: MoviesTheme,
        libraryControls: (any LibraryControlsViewModel)?
    ) {
        self.rowsViewModel = rowsViewModel
        self.items = items
        self.status = status
        self.scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls)
    }

    // MARK: - What a screen gives

    /// The header's text.
    var heading: String { "" }
    /// What the screen says when it has no rows: how to fill it.
    var emptyMessage: String { "" }
    /// The screen's keys when the filter's field is closed.
    var rowsKeyMap: KeyMap { KeyTable.libraryList }

    /// The items as rows, in their order.
    func rowModels(_ items: [Item]) -> [SelectableRow] { [] }

    /// The film an item is of, for the library keys; `nil` for a row that is no film.
    func film(of item: Item) -> (id: Int, title: String)? { nil }

    /// What `f` matches of each row.
    func candidates(_ rows: [SelectableRow]) -> [String] { rows.map(\.title) }

    /// The screen's own commands beyond those every row screen shares.
    func perform(_ command: KeyCommand) -> Bool { false }

    /// The items changed: the rows are made again and the screen redrawn.
    func itemsChanged(_ items: [Item]) {
        body.listChanged(candidates: { [unowned self] in candidates($0) }, make: { [unowned self] in rowModels(items) })
        scaffold.setNeedsDisplay()
    }

    // MARK: - The screen

    public var loadFailure: FailureViewModel? { nil }
    public var showsFetchedData: Bool { !items.value.isEmpty }
    public var numberedRowCount: Int { items.value.count }

    public func openRow(at index: Int) {
        rowsViewModel.didSelectItem(at: index)
    }

    public func viewDidLoad() {
        // A key changed the library, or a screen above may have: the rows show it as it is now.
        LibraryRowsBody.observeLibrary(of: scaffold, on: self) { [weak self] in self?.rowsViewModel.reload() }
        // The rows carry their marks from the library itself: none to look up.
        items.observe(on: self) { [weak self] items in self?.itemsChanged(items) }
        status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        rowsViewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await LibraryRowsBody.waitUntilSettled(rowsViewModel, scaffold: scaffold)
    }

    public var keyMap: KeyMap { body.rows.filter.isEditing ? KeyTable.filterField : rowsKeyMap }

    /// The rows as drawn, made once per change of the items.
    var models: [SelectableRow] {
        let items = items.value
        return body.models { rowModels(items) }
    }

    public func handle(_ key: Key) -> Bool {
        let items = items.value
        let models = models
        return body.handle(
            key, keyMap: rowsKeyMap, scaffold: scaffold, viewModel: rowsViewModel, count: items.count,
            candidates: { candidates(models) },
            film: { items.indices.contains($0) ? film(of: items[$0]) : nil },
            perform: perform
        )
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        body.draw(
            heading: heading, models: models, emptyMessage: emptyMessage, status: status.value,
            keyMap: keyMap, scaffold: scaffold, into: &buffer, in: area
        )
    }

    public func plainTextLines(width: Int) -> [String] {
        LibraryRowsBody.plainTextLines(heading: heading, models: models, emptyMessage: emptyMessage, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? { nil }
}
