public import MoviesPresentation
public import TextUI

/// The genres to discover films by: Enter opens a genre's films, most popular first.
@MainActor
public final class GenresScreen: MoviesScreen {
    private let viewModel: any GenresViewModel
    private let theme: MoviesTheme
    private var rows = SelectableRows()

    public var onChange: (@MainActor () -> Void)?
    public var trailBelow: (@MainActor () -> [String])?
    public private(set) var breadcrumbSpans: [BreadcrumbSpan] = []
    public let breadcrumbTitle = "Genres"

    public init(viewModel: any GenresViewModel, theme: MoviesTheme) {
        self.viewModel = viewModel
        self.theme = theme
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }
    public var showsFetchedData: Bool { !viewModel.genres.value.isEmpty }
    public var numberedRowCount: Int { viewModel.genres.value.count }

    public func openRow(at index: Int) {
        viewModel.didSelectGenre(at: index)
    }

    public func viewDidLoad() {
        viewModel.genres.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.status.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    public var keyMap: KeyMap { KeyTable.genres }

    public func handle(_ key: Key) -> Bool {
        guard let command = KeyTable.genres.command(for: key) else { return false }
        switch command {
        case .open: viewModel.didSelectGenre(at: rows.selection)
        case .back: viewModel.didClose()
        case .search: viewModel.didStartSearch()
        case .refresh: viewModel.didRefresh()
        default:
            guard rows.handle(command, count: numberedRowCount) else { return false }
        }
        onChange?()
        return true
    }

    /// A click focuses a row; a click on the focused row opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = rows.click(event, count: numberedRowCount) else { return false }
        if let index = click { viewModel.didSelectGenre(at: index) }
        onChange?()
        return true
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let chrome = ScreenChrome(theme: theme)
        let parts = chrome.layout(area)
        breadcrumbSpans = chrome.drawBreadcrumbHeader(trail: trailBelow?() ?? [], heading: "Genres", into: &buffer, in: parts.header)
        rows.draw(viewModel.genres.value.map { SelectableRow(title: $0.name, trailing: "id \($0.id)") }, into: &buffer, in: parts.body, theme: theme)
        chrome.drawStatus(viewModel.status.value, spinner: " ", into: &buffer, in: parts.status)
        chrome.drawFooter(keyMap.footerHints(), into: &buffer, in: parts.footer)
    }

    public func plainTextLines(width: Int) -> [String] {
        let lines = [StyledLine("Genres")] + SelectableRows.plainLines(viewModel.genres.value.map { SelectableRow(title: $0.name, trailing: "id \($0.id)") }, width: width)
            + [StyledLine(viewModel.status.value.text)]
        return PlainTextRenderer.lines(lines, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        viewModel.genres.value
    }
}
