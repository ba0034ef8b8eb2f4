public import MoviesPresentation
import TextUI

/// Your diary: the viewings of a period, newest first, under a heading per
/// month; each row its day, the film, your rating then, `↻` for a rewatch
/// and its tags, in aligned columns. The library keys act on the row's film,
/// and the diary shows what they changed once the change is confirmed.
@MainActor
public final class DiaryScreen: LibraryRowsScreen<DiaryItemViewModel>, MoviesScreen {
    private let viewModel: any DiaryViewModel
    /// The viewings as last shown, to keep the selection on the same one
    /// when the diary is read again (a new viewing comes in above it).
    private var shownItems: [DiaryItemViewModel] = []

    /// The widest the tags column grows; longer tags are cut with an ellipsis.
    static let tagsWidth = 24

    public var breadcrumbTitle: String { viewModel.title }

    public init(viewModel: any DiaryViewModel, theme: MoviesTheme, libraryControls: (any LibraryControlsViewModel)? = nil) {
        self.viewModel = viewModel
        super.init(rowsViewModel: viewModel, items: viewModel.items, status: viewModel.status, theme: theme, libraryControls: libraryControls)
    }

    override var heading: String { viewModel.heading }
    override var emptyMessage: String { viewModel.emptyMessage }
    override var rowsKeyMap: KeyMap { KeyTable.diary }

    override func film(of item: DiaryItemViewModel) -> (id: Int, title: String)? { (item.id, item.title) }

    /// What `f` matches: the day and film, and the tags.
    override func candidates(_ rows: [SelectableRow]) -> [String] {
        rows.map { $0.title + " " + $0.trailing }
    }

    override func itemsChanged(_ items: [DiaryItemViewModel]) {
        let selected = shownItems.indices.contains(body.rows.selectedItem) ? shownItems[body.rows.selectedItem].key : nil
        shownItems = items
        super.itemsChanged(items)
        if let selected, let position = items.firstIndex(where: { $0.key == selected }) {
            body.select(position: position, count: items.count)
        }
    }

    override func rowModels(_ items: [DiaryItemViewModel]) -> [SelectableRow] {
        Self.rowModels(items)
    }

    /// Each viewing as a row under its month: `Sat 09  Inception (2010)` at
    /// the left; rating, rewatch and tags at the right, each padded to its
    /// column's width (in display columns, so CJK tags align) so that the
    /// columns line up down the screen.
    static func rowModels(_ items: [DiaryItemViewModel]) -> [SelectableRow] {
        // Tags are data: made safe for the terminal before they are measured.
        let allTags = items.map { $0.tags.isEmpty ? "" : TextSanitizer.sanitize($0.tags) }
        let tagsWidth = min(Self.tagsWidth, allTags.lazy.map { DisplayWidth.of($0) }.max() ?? 0)
        return zip(items, allTags).map { item, tags in
            let tags = TextLayout.truncate(tags, toWidth: tagsWidth)
            var trailing = padded(item.rating, to: DiaryWording.marksWidth) + "  " + (item.isRewatch ? "↻" : " ")
            if tagsWidth > 0 { trailing += "  " + padded(tags, to: tagsWidth) }
            return SelectableRow(title: item.day + "  " + item.title, trailing: trailing, section: item.month)
        }
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
