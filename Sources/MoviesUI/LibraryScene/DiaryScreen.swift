public import MoviesPresentation
public import TextUI

/// Your diary: the viewings of a period, newest first, under a heading per
/// month; each row its day, the film, your rating then, `↻` for a rewatch
/// and its tags, in aligned columns. The library keys act on the row's film,
/// and the diary shows what they changed once the change is confirmed.
@MainActor
public final class DiaryScreen: MoviesScreen, ScreenOutput {
    private let viewModel: any DiaryViewModel
    private var body = LibraryRowsBody()
    /// The viewings as last shown, to keep the selection on the same one
    /// when the diary is read again (a new viewing comes in above it).
    private var shownItems: [DiaryItemViewModel] = []

    /// The widest the tags column grows; longer tags are cut with an ellipsis.
    static let tagsWidth = 24

    public let scaffold: ScreenScaffold

    public var breadcrumbTitle: String { viewModel.title }

    public init(viewModel: any DiaryViewModel, theme: MoviesTheme, libraryControls: (any LibraryControlsViewModel)? = nil) {
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
        // A key changed the library, or a screen above may have: the diary shows it as it is now.
        LibraryRowsBody.observeLibrary(of: scaffold, on: self) { [weak self] in self?.viewModel.reload() }
        viewModel.items.observe(on: self) { [weak self] items in self?.itemsChanged(items) }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.viewDidLoad()
    }

    private func itemsChanged(_ items: [DiaryItemViewModel]) {
        let selected = shownItems.indices.contains(body.rows.selectedItem) ? shownItems[body.rows.selectedItem].key : nil
        shownItems = items
        body.listChanged(candidates: Self.candidates, make: { Self.rowModels(items) })
        if let selected, let position = items.firstIndex(where: { $0.key == selected }) {
            body.select(position: position, count: items.count)
        }
        scaffold.setNeedsDisplay()
    }

    public func waitUntilSettled() async {
        await LibraryRowsBody.waitUntilSettled(viewModel, scaffold: scaffold)
    }

    public var keyMap: KeyMap { body.rows.filter.isEditing ? KeyTable.filterField : KeyTable.diary }

    public func handle(_ key: Key) -> Bool {
        let items = viewModel.items.value
        let models = models
        return body.handle(
            key, keyMap: KeyTable.diary, scaffold: scaffold, viewModel: viewModel, count: items.count,
            candidates: { Self.candidates(models) },
            film: { items.indices.contains($0) ? (id: items[$0].id, title: items[$0].title) : nil }
        )
    }

    private var models: [SelectableRow] {
        let items = viewModel.items.value
        return body.models { Self.rowModels(items) }
    }

    /// What `f` matches: the day and film, and the tags.
    private static func candidates(_ rows: [SelectableRow]) -> [String] {
        rows.map { $0.title + " " + $0.trailing }
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

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        body.draw(
            heading: viewModel.heading, models: models, emptyMessage: viewModel.emptyMessage, status: viewModel.status.value,
            keyMap: keyMap, scaffold: scaffold, into: &buffer, in: area
        )
    }

    public func plainTextLines(width: Int) -> [String] {
        LibraryRowsBody.plainTextLines(heading: viewModel.heading, models: models, emptyMessage: viewModel.emptyMessage, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? { nil }
}
