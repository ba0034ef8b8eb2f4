public import MoviesPresentation
public import TextUI

/// The home screen: a search field (focused when the screen first opens, so
/// typing searches at once) above the sections to browse.
@MainActor
public final class HomeScreen: ViewModelScreen<any HomeViewModel>, MoviesScreen, ScreenOutput {
    var field = QueryFieldEditor()
    var rows = SelectableRows()
    private let startsEditing: Bool
    private var fieldRow = Rect(x: 0, y: 0, width: 0, height: 0)

    func setFieldRow(_ row: Rect) { fieldRow = row }

    public let breadcrumbTitle = "Home"

    /// - Parameter startsEditing: Put the keyboard in the search field when
    ///   the screen first opens (at a terminal).
    public init(viewModel: any HomeViewModel, theme: MoviesTheme, startsEditing: Bool = false) {
        self.startsEditing = startsEditing
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme))
    }

    public var loadFailure: FailureViewModel? { nil }
    public var showsFetchedData: Bool { true }
    public var numberedRowCount: Int { viewModel.sections.value.count }

    public func openRow(at index: Int) {
        viewModel.didSelectSection(at: index)
    }

    public func viewDidLoad() {
        viewModel.sections.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        scaffold.onShownAgain = { [weak self] in self?.viewModel.didAppearAgain() }
        scaffold.onStartOver = { [weak self] in
            guard let self else { return }
            self.rows.select(0, count: self.numberedRowCount)
            self.field.begin(with: "")
        }
        viewModel.viewDidLoad()
        if startsEditing { field.begin(with: "") }
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
    }

    // MARK: - Keys

    public var keyMap: KeyMap { field.isActive ? KeyTable.queryField : KeyTable.home }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        if field.isActive { return handleField(key) }
        guard let command = KeyTable.home.command(for: key) else { return false }
        switch command {
        case .moveUp where rows.selection == 0:
            field.begin(with: "")
        case .open:
            viewModel.didSelectSection(at: rows.selection)
        case .search:
            field.begin(with: "")
        case .refresh:
            viewModel.didRefresh()
        default:
            guard rows.handle(command, count: numberedRowCount) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    private func handleField(_ key: Key) -> Bool {
        switch KeyTable.queryField.command(for: key) {
        case .submitQuery:
            let text = field.text
            guard !text.allSatisfy(\.isWhitespace) else { return true }
            field.end()
            if field.kind == .films { viewModel.didSearch(query: text) } else { viewModel.didSearchPeople(query: text) }
        case .switchSearchKind:
            field.switchKind()
        case .cancelQuery, .pickOlderSuggestion:
            // Esc or ↓: into the sections, where letters are keys again.
            field.end()
        default:
            guard field.handle(key) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(button: 0) = event.kind else { return false }
        let point = Point(x: event.column, y: event.row)
        if fieldRow.contains(point) {
            if !field.isActive { field.begin(with: "") }
        } else if let index = rows.row(at: point, count: numberedRowCount) {
            field.end()
            if index == rows.selection { viewModel.didSelectSection(at: index) } else { rows.select(index, count: numberedRowCount) }
        } else {
            return false
        }
        scaffold.setNeedsDisplay()
        return true
    }
}
