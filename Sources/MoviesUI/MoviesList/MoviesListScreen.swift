import MoviesDomain
import MoviesPresentation
import TextUI

/// The search screen: query field, result rows, status line and key help.
@MainActor
public final class MoviesListScreen: MoviesScreen {
    private let viewModel: any MoviesListViewModel
    private let theme: MoviesTheme
    private var selection = 0
    private var scrollOffset = 0
    private var visibleItemCount = 1
    private var queryEditor = QueryEditor()
    private let startsEditing: Bool

    public var onChange: (@MainActor () -> Void)?

    /// - Parameter startsEditing: Put the keyboard in the query field when
    ///   the list opens without a query (interactive use).
    public init(viewModel: any MoviesListViewModel, theme: MoviesTheme, startsEditing: Bool = false) {
        self.viewModel = viewModel
        self.theme = theme
        self.startsEditing = startsEditing
    }

    public var loadFailure: MoviesRepositoryError? { viewModel.failure.value }

    /// How many movies the list holds.
    public var itemCount: Int { viewModel.items.value.count }

    /// Whether the query field has the keyboard.
    public var isEditingQuery: Bool { queryEditor.isActive }

    public func viewDidLoad() {
        viewModel.items.observe(on: self) { [weak self] items in
            guard let self else { return }
            self.selection = min(self.selection, max(0, items.count - 1))
            self.onChange?()
        }
        viewModel.loading.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.status.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.query.observe(on: self) { [weak self] _ in
            guard let self else { return }
            // A search started elsewhere (a picked recent query) ends editing.
            if self.queryEditor.isActive { self.queryEditor.end() }
            self.selection = 0
            self.scrollOffset = 0
            self.onChange?()
        }
        viewModel.viewDidLoad()
        if startsEditing && viewModel.query.value.isEmpty { beginEditing() }
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    /// Opens the details of the item at `index` (0-based), as Enter on that row would.
    public func selectItem(at index: Int) {
        viewModel.didSelectItem(at: index)
    }

    // MARK: - Keys

    public func handle(_ key: Key) -> Bool {
        if queryEditor.isActive { return handleEditing(key) }
        let count = viewModel.items.value.count
        switch key {
        case .up, .character("k"): moveSelection(to: selection - 1)
        case .down, .character("j"):
            if selection == count - 1 { viewModel.didLoadNextPage() }
            moveSelection(to: selection + 1)
        case .pageUp: moveSelection(to: selection - visibleItemCount)
        case .pageDown:
            if selection + visibleItemCount >= count { viewModel.didLoadNextPage() }
            moveSelection(to: selection + visibleItemCount)
        case .home: moveSelection(to: 0)
        case .end: moveSelection(to: count - 1)
        case .enter:
            guard count > 0 else { return true }
            viewModel.didSelectItem(at: selection)
        case .character("/"): beginEditing()
        case .character("n"): viewModel.didLoadNextPage()
        case .character("r"): viewModel.didRefresh()
        default: return false
        }
        onChange?()
        return true
    }

    private func handleEditing(_ key: Key) -> Bool {
        switch key {
        case .enter:
            let text = queryEditor.text
            queryEditor.end()
            viewModel.closeQueriesSuggestions()
            viewModel.didSearch(query: text)
        case .escape:
            queryEditor.end()
            viewModel.closeQueriesSuggestions()
        default:
            guard queryEditor.handle(key) else { return false }
        }
        onChange?()
        return true
    }

    private func beginEditing() {
        queryEditor.begin(with: viewModel.query.value)
        viewModel.showQueriesSuggestions()
    }

    private func moveSelection(to index: Int) {
        let count = viewModel.items.value.count
        selection = count == 0 ? 0 : min(max(0, index), count - 1)
    }
}

// MARK: - Drawing

extension MoviesListScreen {
    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let chrome = ScreenChrome(theme: theme)
        let parts = chrome.layout(area)
        drawHeader(into: &buffer, in: parts.header, chrome: chrome)
        drawBody(into: &buffer, in: parts.body)
        chrome.drawStatus(viewModel.status.value, trailing: pageSummary, into: &buffer, in: parts.status)
        let hints = queryEditor.isActive
            ? "Enter search  ↑↓ recent  Esc cancel  Ctrl-U clear"
            : "↑↓ move  Enter details  / search  n more  r refresh  q quit"
        chrome.drawFooter(hints, into: &buffer, in: parts.footer)
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines: [StyledLine] = []
        let query = TextSanitizer.sanitize(viewModel.query.value)
        lines.append(StyledLine("Search: \(query)" + (pageSummary.isEmpty ? "" : " — \(pageSummary)")))
        let items = viewModel.items.value
        let numberWidth = MoviesListRowFormatter.numberWidth(itemCount: items.count)
        let formatter = MoviesListRowFormatter(theme: theme)
        for (index, item) in items.enumerated() {
            lines.append(StyledLine(formatter.titleLine(number: index + 1, item: item, width: width, numberWidth: numberWidth)))
            lines.append(StyledLine(formatter.overviewLine(item: item, width: width, numberWidth: numberWidth)))
        }
        if items.isEmpty { lines.append(StyledLine(emptyMessage)) }
        let status = viewModel.status.value
        if !status.text.isEmpty { lines.append(StyledLine(status.text)) }
        return PlainTextRenderer.lines(lines, width: width)
    }

    private var pageSummary: String {
        guard viewModel.currentPage > 0 else { return "" }
        let results = viewModel.totalResults == 1 ? "1 result" : "\(viewModel.totalResults) results"
        return "page \(viewModel.currentPage) of \(max(viewModel.totalPages, viewModel.currentPage)) · \(results)"
    }

    private var emptyMessage: String {
        if viewModel.loading.value != nil { return "Searching…" }
        if viewModel.query.value.isEmpty { return "Type a title and press Enter." }
        if viewModel.failure.value != nil { return "Nothing to show." }
        return "No results for “\(TextSanitizer.sanitize(viewModel.query.value))”."
    }

    private func drawHeader(into buffer: inout ScreenBuffer, in area: Rect, chrome: ScreenChrome) {
        let text = queryEditor.isActive ? queryEditor.text + "▏" : viewModel.query.value
        chrome.drawHeader(" Search: " + TextSanitizer.sanitize(text), trailing: "movies ", into: &buffer, in: area)
    }

    private func drawBody(into buffer: inout ScreenBuffer, in area: Rect) {
        buffer.fill(area)
        let items = viewModel.items.value
        guard !items.isEmpty else {
            buffer.write(" " + emptyMessage, at: area.origin, style: theme.secondary, maxWidth: area.width)
            return
        }
        let loadingMore = viewModel.loading.value == .nextPage
        visibleItemCount = max(1, (area.height - (loadingMore ? 1 : 0)) / 2)
        let window = ScrollWindow(itemCount: items.count, selection: selection, viewportHeight: visibleItemCount, previousOffset: scrollOffset)
        scrollOffset = window.offset
        let numberWidth = MoviesListRowFormatter.numberWidth(itemCount: items.count)
        let formatter = MoviesListRowFormatter(theme: theme)
        var row = 0
        for index in window.visibleRange where row + 1 < area.height {
            let isSelected = index == selection
            let titleArea = area.row(row)
            let overviewArea = area.row(row + 1)
            if isSelected {
                buffer.fill(titleArea, style: theme.selected)
                buffer.fill(overviewArea, style: theme.selected)
            }
            let title = formatter.titleLine(number: index + 1, item: items[index], width: area.width, numberWidth: numberWidth)
            let overview = formatter.overviewLine(item: items[index], width: area.width, numberWidth: numberWidth)
            buffer.write(title, at: titleArea.origin, style: isSelected ? theme.selected.adding(.bold) : theme.title, maxWidth: area.width)
            buffer.write(overview, at: overviewArea.origin, style: isSelected ? theme.selected : theme.secondary, maxWidth: area.width)
            row += 2
        }
        if loadingMore, row < area.height {
            buffer.write("   Loading more…", at: area.row(row).origin, style: theme.secondary, maxWidth: area.width)
        }
    }
}
