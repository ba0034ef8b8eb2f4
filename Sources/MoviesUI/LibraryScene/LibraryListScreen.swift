public import MoviesPresentation
import TextUI

/// Your watchlist or your seen films: a count and the sort in the header,
/// `S` sorts another way, the library keys change the list in place.
@MainActor
public final class LibraryListScreen: LibraryRowsScreen<LibraryListItemViewModel>, MoviesScreen {
    private let viewModel: any LibraryListViewModel

    public var breadcrumbTitle: String { viewModel.isWatchlist ? "Your watchlist" : "Seen" }

    public init(viewModel: any LibraryListViewModel, theme: MoviesTheme, libraryControls: (any LibraryControlsViewModel)? = nil) {
        self.viewModel = viewModel
        super.init(rowsViewModel: viewModel, items: viewModel.items, status: viewModel.status, theme: theme, libraryControls: libraryControls)
    }

    override var heading: String { viewModel.heading }

    override var emptyMessage: String {
        viewModel.isWatchlist
            ? "Your watchlist is empty: press w on any film to add it."
            : "No film marked seen yet: press s on a film you saw (1–5 rates it)."
    }

    override var rowsKeyMap: KeyMap { KeyTable.libraryList }

    override func film(of item: LibraryListItemViewModel) -> (id: Int, title: String)? { (item.id, item.title) }

    override func perform(_ command: KeyCommand) -> Bool {
        guard command == .cycleSort else { return false }
        viewModel.didCycleSort()
        return true
    }

    override func rowModels(_ items: [LibraryListItemViewModel]) -> [SelectableRow] {
        Self.rowModels(items, showsID: false)
    }

    private static func rowModels(_ items: [LibraryListItemViewModel], showsID: Bool) -> [SelectableRow] {
        let idWidth = RowColumns.idWidth(items.map(\.id))
        return items.map { item in
            let year = item.releaseYear.isEmpty ? "" : " (\(item.releaseYear))"
            let trailing = [item.mark.summary, showsID ? RowColumns.id(item.id, width: idWidth) : ""].filter { !$0.isEmpty }.joined(separator: "  ")
            return SelectableRow(title: item.title + year, detail: item.detail, trailing: trailing)
        }
    }

    /// Printed, each row carries its film's TMDB id.
    override public func plainTextLines(width: Int) -> [String] {
        let models = Self.rowModels(viewModel.items.value, showsID: true)
        return LibraryRowsBody.plainTextLines(heading: heading, models: models, emptyMessage: emptyMessage, width: width)
    }
}
