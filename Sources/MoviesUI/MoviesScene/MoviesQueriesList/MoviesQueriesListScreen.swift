public import MoviesPresentation
public import TextUI

/// Recent queries shown under the query field while it is edited.
///
/// It takes ↑/↓ to pick a query and Enter to search it; other keys fall
/// through to the screen below, which owns the typed text.
@MainActor
public final class MoviesQueriesListScreen: ViewModelScreen<any MoviesQueryListViewModel>, MoviesScreen, ScreenOutput {
    private var selection: Int?

    public var breadcrumbTitle: String { "Recent searches" }

    public init(viewModel: any MoviesQueryListViewModel, theme: MoviesTheme) {
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme))
    }

    /// Recent queries are a convenience: failing to read them is not reported.
    public var loadFailure: FailureViewModel? { nil }

    public var showsFetchedData: Bool { !viewModel.items.value.isEmpty }

    public var numberedRowCount: Int { viewModel.items.value.count }

    public func openRow(at index: Int) {
        viewModel.didSelect(itemAt: index)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? { nil }

    public func viewDidLoad() {
        viewModel.items.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.viewWillAppear()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    public var keyMap: KeyMap { KeyTable.queryField }

    public func handle(_ key: Key) -> Bool {
        let count = viewModel.items.value.count
        guard count > 0 else { return false }
        switch KeyTable.queryField.command(for: key) {
        case .pickOlderSuggestion:
            selection = min((selection ?? -1) + 1, count - 1)
        case .pickNewerSuggestion:
            guard let current = selection else { return false }
            selection = current == 0 ? nil : current - 1
        case .submitQuery:
            guard let selection else { return false }
            viewModel.didSelect(itemAt: selection)
        default:
            // Typing means the user wants their own text, not the pick: Enter
            // must then search what was typed.
            if selection != nil {
                selection = nil
                scaffold.setNeedsDisplay()
            }
            return false
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// Draws a framed box of recent queries across `area`, below its header
    /// row, like a drop-down under the query field.
    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let items = viewModel.items.value
        guard !items.isEmpty, area.height > 3, area.width > 4 else { return }
        let rows = min(items.count, area.height - 3)
        let title = " Recent searches "
        let width = area.width
        let box = Rect(x: area.x, y: area.y + 1, width: width, height: rows + 2)
        let inner = width - 2
        buffer.fill(box, style: theme.plain)
        let topRule = "┌" + TextLayout.prefix(title, width: inner) + String(repeating: "─", count: max(0, inner - DisplayWidth.of(title))) + "┐"
        buffer.write(topRule, at: box.origin, style: theme.secondary, maxWidth: width)
        for index in 0..<rows {
            let y = box.y + 1 + index
            let isSelected = index == selection
            let style = isSelected ? theme.selected : theme.plain
            buffer.write("│", at: Point(x: box.x, y: y), style: theme.secondary)
            buffer.fill(Rect(x: box.x + 1, y: y, width: inner, height: 1), style: style)
            let text = " " + TextSanitizer.sanitize(items[index].query)
            buffer.write(TextLayout.truncate(text, toWidth: inner), at: Point(x: box.x + 1, y: y), style: style, maxWidth: inner)
            buffer.write("│", at: Point(x: box.maxX - 1, y: y), style: theme.secondary)
        }
        let bottomRule = "└" + String(repeating: "─", count: inner) + "┘"
        buffer.write(bottomRule, at: Point(x: box.x, y: box.maxY - 1), style: theme.secondary, maxWidth: width)
    }

    public func plainTextLines(width: Int) -> [String] {
        let lines = [StyledLine("Recent searches")] + viewModel.items.value.enumerated().map {
            StyledLine("\($0.offset + 1). \($0.element.query)")
        }
        return PlainTextRenderer.lines(lines, width: width)
    }
}
