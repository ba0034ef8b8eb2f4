public import MoviesPresentation
import TextUI

/// Your lists, by name: each row its name, how many films and whether it is
/// ranked, its description below; Enter opens the list. The rows are lists,
/// not films, so the library keys are not bound here.
@MainActor
public final class FilmListsScreen: LibraryRowsScreen<FilmListsItemViewModel>, MoviesScreen {
    private let viewModel: any FilmListsViewModel

    public var breadcrumbTitle: String { "Your lists" }

    public init(viewModel: any FilmListsViewModel, theme: MoviesTheme) {
        self.viewModel = viewModel
        super.init(rowsViewModel: viewModel, items: viewModel.items, status: viewModel.status, theme: theme, libraryControls: nil)
    }

    override var heading: String { viewModel.heading }
    override var emptyMessage: String { viewModel.emptyMessage }
    override var rowsKeyMap: KeyMap { KeyTable.filmLists }

    /// What `f` matches: the name and the description.
    override func candidates(_ rows: [SelectableRow]) -> [String] {
        rows.map(\.titleAndDetail)
    }

    override func rowModels(_ items: [FilmListsItemViewModel]) -> [SelectableRow] {
        items.map { item in
            // Names and descriptions are data: made safe for the terminal.
            let description = item.description.isEmpty ? nil : TextSanitizer.sanitize(item.description)
            return SelectableRow(title: TextSanitizer.sanitize(item.name), detail: description, trailing: item.summary)
        }
    }
}
