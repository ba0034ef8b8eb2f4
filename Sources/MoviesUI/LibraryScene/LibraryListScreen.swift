public import MoviesPresentation
public import TextUI

/// Your watchlist or your seen films: a count and the sort in the header,
/// `S` sorts another way, the library keys change the list in place.
@MainActor
public final class LibraryListScreen: MoviesScreen, ScreenOutput {
    private let viewModel: any LibraryListViewModel
    private var body = LibraryRowsBody()

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
        // A key changed the library, or a screen above may have: the list shows it as it is now.
        LibraryRowsBody.observeLibrary(of: scaffold, on: self) { [weak self] in self?.viewModel.reload() }
        // The rows carry their marks from the library itself: none to look up.
        viewModel.items.observe(on: self) { [weak self] _ in
            guard let self else { return }
            self.body.listChanged(candidates: { $0.map(\.title) }, make: { self.rowModels(showsID: false) })
            self.scaffold.setNeedsDisplay()
        }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await LibraryRowsBody.waitUntilSettled(viewModel, scaffold: scaffold)
    }

    public var keyMap: KeyMap { body.rows.filter.isEditing ? KeyTable.filterField : KeyTable.libraryList }

    public func handle(_ key: Key) -> Bool {
        let items = viewModel.items.value
        let models = models
        return body.handle(
            key, keyMap: KeyTable.libraryList, scaffold: scaffold, viewModel: viewModel, count: items.count,
            candidates: { models.map(\.title) },
            film: { items.indices.contains($0) ? (id: items[$0].id, title: items[$0].title) : nil }
        ) { command in
            guard command == .cycleSort else { return false }
            viewModel.didCycleSort()
            return true
        }
    }

    private var models: [SelectableRow] {
        body.models { rowModels(showsID: false) }
    }

    private func rowModels(showsID: Bool) -> [SelectableRow] {
        let items = viewModel.items.value
        let idWidth = RowColumns.idWidth(items.map(\.id))
        return items.map { item in
            let year = item.releaseYear.isEmpty ? "" : " (\(item.releaseYear))"
            let trailing = [item.mark.summary, showsID ? RowColumns.id(item.id, width: idWidth) : ""].filter { !$0.isEmpty }.joined(separator: "  ")
            return SelectableRow(title: item.title + year, detail: item.detail, trailing: trailing)
        }
    }

    private var emptyMessage: String {
        viewModel.isWatchlist
            ? "Your watchlist is empty: press w on any film to add it."
            : "No film marked seen yet: press s on a film you saw (1–5 rates it)."
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        body.draw(
            heading: viewModel.heading, models: models, emptyMessage: emptyMessage, status: viewModel.status.value,
            keyMap: keyMap, scaffold: scaffold, into: &buffer, in: area
        )
    }

    public func plainTextLines(width: Int) -> [String] {
        LibraryRowsBody.plainTextLines(heading: viewModel.heading, models: rowModels(showsID: true), emptyMessage: emptyMessage, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? { nil }
}
