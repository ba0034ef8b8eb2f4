public import MoviesPresentation
import TextUI

/// One of your lists: its films in the list's order (numbered, which is the
/// ranking of a ranked list), your note about each below it. Enter opens the
/// film; the library keys act on the row's film (`a` puts it on another list).
@MainActor
public final class FilmListScreen: LibraryRowsScreen<FilmListItemViewModel>, MoviesScreen {
    private let viewModel: any FilmListViewModel

    public var breadcrumbTitle: String { TextSanitizer.sanitize(viewModel.name) }

    public init(viewModel: any FilmListViewModel, theme: MoviesTheme, libraryControls: (any LibraryControlsViewModel)? = nil) {
        self.viewModel = viewModel
        super.init(rowsViewModel: viewModel, items: viewModel.items, status: viewModel.status, theme: theme, libraryControls: libraryControls)
    }

    override var heading: String { TextSanitizer.sanitize(viewModel.heading) }
    override var emptyMessage: String { viewModel.emptyMessage }
    override var rowsKeyMap: KeyMap { KeyTable.filmList }

    override func film(of item: FilmListItemViewModel) -> (id: Int, title: String)? { (item.id, item.title) }

    /// What `f` matches: the film and your note.
    override func candidates(_ rows: [SelectableRow]) -> [String] {
        rows.map(\.titleAndDetail)
    }

    override func rowModels(_ items: [FilmListItemViewModel]) -> [SelectableRow] {
        items.map { item in
            SelectableRow(title: TextSanitizer.sanitize(item.title), detail: item.note.isEmpty ? nil : TextSanitizer.sanitize(item.note))
        }
    }
}
