public import MoviesPresentation
public import TextUI

/// The genres to discover films by: Enter opens a genre's films, most popular first.
@MainActor
public final class GenresScreen: ViewModelScreen<any GenresViewModel>, MoviesScreen, ScreenOutput {
    private var rows = SelectableRows()

    public let breadcrumbTitle = "Genres"

    public init(viewModel: any GenresViewModel, theme: MoviesTheme) {
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme))
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }
    public var showsFetchedData: Bool { !viewModel.genres.value.isEmpty }
    public var numberedRowCount: Int { viewModel.genres.value.count }

    public func openRow(at index: Int) {
        viewModel.didSelectGenre(at: index)
    }

    public func viewDidLoad() {
        viewModel.genres.observe(on: self) { [weak self] _ in
            guard let self else { return }
            self.rows.listChanged { self.rowModels.map(\.title) }
            self.scaffold.setNeedsDisplay()
        }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    public var keyMap: KeyMap { rows.filter.isEditing ? KeyTable.filterField : KeyTable.genres }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        let command = KeyTable.genres.command(for: key)
        if rows.handleFilter(key, command: command, titles: { rowModels.map(\.title) }) {
            scaffold.setNeedsDisplay()
            return true
        }
        guard let command else { return false }
        switch command {
        case .open: viewModel.didSelectGenre(at: rows.selectedItem)
        default:
            guard scaffold.handleScreenKey(command, for: viewModel) || rows.handle(command, count: numberedRowCount) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// A click focuses a row; a click on the focused row opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = rows.click(event, count: numberedRowCount) else { return false }
        if let index = click { viewModel.didSelectGenre(at: index) }
        scaffold.setNeedsDisplay()
        return true
    }

    private var rowModels: [SelectableRow] {
        viewModel.genres.value.map { SelectableRow(title: $0.name, trailing: "id \($0.id)") }
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader("Genres", filter: rows.filter, into: &buffer, in: area)
        let models = rowModels
        rows.draw(models, into: &buffer, in: frame.body, theme: scaffold.theme)
        let summary = rows.filter.summary(total: models.count)
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: summary, hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        let lines = [StyledLine("Genres")] + SelectableRows.plainLines(rowModels, width: width) + [StyledLine(viewModel.status.value.text)]
        return PlainTextRenderer.lines(lines, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        viewModel.genres.value
    }
}
