import MoviesDomain
import MoviesPresentation
import TextUI

/// Recent queries shown under the query field while it is edited.
///
/// It takes ↑/↓ to pick a query and Enter to search it; other keys fall
/// through to the screen below, which owns the typed text.
@MainActor
public final class MoviesQueriesListScreen: MoviesScreen {
    private let viewModel: any MoviesQueryListViewModel
    private let theme: MoviesTheme
    private var selection: Int?

    public var onChange: (@MainActor () -> Void)?

    public init(viewModel: any MoviesQueryListViewModel, theme: MoviesTheme) {
        self.viewModel = viewModel
        self.theme = theme
    }

    /// Recent queries are a convenience: failing to read them is not reported.
    public var loadFailure: MoviesRepositoryError? { nil }

    public func viewDidLoad() {
        viewModel.items.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.viewWillAppear()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    public func handle(_ key: Key) -> Bool {
        let count = viewModel.items.value.count
        guard count > 0 else { return false }
        switch key {
        case .down:
            selection = min((selection ?? -1) + 1, count - 1)
        case .up:
            guard let current = selection else { return false }
            selection = current == 0 ? nil : current - 1
        case .enter:
            guard let selection else { return false }
            viewModel.didSelect(itemAt: selection)
        default:
            return false
        }
        onChange?()
        return true
    }

    /// Draws a box of recent queries at the top of `area` (below the header row).
    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let items = viewModel.items.value
        guard !items.isEmpty, area.height > 2 else { return }
        let rows = min(items.count, area.height - 2)
        let width = min(area.width, max(24, items.map { DisplayWidth.of($0.query) }.max() ?? 0) + 4)
        let box = Rect(x: area.x, y: area.y + 1, width: width, height: rows + 1)
        buffer.fill(box, style: theme.plain)
        buffer.write(TextLayout.truncate(" Recent searches", toWidth: width), at: box.origin, style: theme.secondary, maxWidth: width)
        for index in 0..<rows {
            let rowArea = Rect(x: box.x, y: box.y + 1 + index, width: width, height: 1)
            let isSelected = index == selection
            let style = isSelected ? theme.selected : theme.plain
            buffer.fill(rowArea, style: style)
            let text = "  " + TextSanitizer.sanitize(items[index].query)
            buffer.write(TextLayout.truncate(text, toWidth: width), at: rowArea.origin, style: style, maxWidth: width)
        }
    }

    public func plainTextLines(width: Int) -> [String] {
        let lines = [StyledLine("Recent searches")] + viewModel.items.value.enumerated().map {
            StyledLine("\($0.offset + 1). \($0.element.query)")
        }
        return PlainTextRenderer.lines(lines, width: width)
    }
}
