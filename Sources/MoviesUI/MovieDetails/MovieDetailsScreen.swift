public import MoviesPresentation
public import TextUI

/// The details of one film, scrollable, with a status line.
@MainActor
public final class MovieDetailsScreen: MoviesScreen, ScreenOutput {
    private let viewModel: any MovieDetailsViewModel
    private var theme: MoviesTheme { scaffold.theme }
    private var document = LinkedDocument()
    /// The lines of the last frame, for the keys and clicks that follow it.
    private var lastLines: [DocumentLine] = []
    private var libraryKeys: FilmLibraryKeys { scaffold.libraryKeys }

    public let scaffold: ScreenScaffold

    public var breadcrumbTitle: String { viewModel.content.value.title }

    /// - Parameter spinnerInterval: How often the loading spinner turns;
    ///   `nil` keeps it still (for golden tests).
    public init(
        viewModel: any MovieDetailsViewModel,
        theme: MoviesTheme,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        self.scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval)
        self.viewModel = viewModel
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }

    public var showsFetchedData: Bool { viewModel.hasFetchedDetails }

    /// Whether the details are still on their way (nothing failed yet).
    private var isLoading: Bool { !viewModel.hasFetchedDetails && viewModel.failure == nil }

    /// The links (people, related lists, the collection) are the numbered rows.
    public var numberedRowCount: Int { viewModel.content.value.links.count }

    public func openRow(at index: Int) {
        viewModel.didSelectLink(at: index)
    }

    /// The link with the focus, if any (0-based).
    public var focusedLink: Int? { document.focusedLink }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        JSONMovieDetailsOutput(
            record: viewModel.content.value.record,
            source: viewModel.status.value.origin.map(JSONDataSourceOutput.init)
        )
    }

    public func viewDidLoad() {
        scaffold.observeLibrary(on: self)
        libraryKeys.load(ids: [viewModel.content.value.record.movie.id])
        viewModel.content.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.poster.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.status.observe(on: self) { [weak self] status in
            guard let self else { return }
            self.scaffold.showLoading(status.kind == .loading)
            self.scaffold.setNeedsDisplay()
        }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    public var keyMap: KeyMap { KeyTable.movieDetails }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        scaffold.keyArrived()
        guard let command = KeyTable.movieDetails.command(for: key) else { return false }
        let record = viewModel.content.value.record.movie
        if scaffold.handleLibraryKey(command, key: key, film: (id: record.id, title: record.title)) { return true }
        switch command {
        case .back:
            scaffold.showLoading(false)
            viewModel.didClose()
            return true
        case .open:
            guard let link = document.focusedLink else { return true }
            viewModel.didSelectLink(at: link)
        case .refresh: viewModel.didRefresh()
        case .search: viewModel.didStartSearch()
        default:
            guard document.handle(command, lines: lastLines) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// A click focuses a link; a click on the focused link opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = document.click(event, lines: lastLines) else { return false }
        if let index = click { viewModel.didSelectLink(at: index) }
        scaffold.setNeedsDisplay()
        return true
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let content = viewModel.content.value
        let frame = scaffold.drawHeader(TextSanitizer.sanitize(content.title), into: &buffer, in: area)
        let body = frame.body.inset(horizontal: 1)
        buffer.fill(frame.body)
        let textArea = PictureColumn.draw(
            viewModel.poster.value, into: &buffer, beside: body, theme: theme, isPending: viewModel.isPosterPending
        )
        lastLines = MovieDetailsLayout(theme: theme).documentLines(
            for: content, width: max(1, textArea.width), isLoading: isLoading, numbered: false,
            marks: libraryKeys.marks(of: content.record.movie.id), includesTitle: false
        )
        document.draw(lastLines, into: &buffer, in: textArea, theme: theme)
        let height = max(1, textArea.height)
        let offset = document.scrollOffset
        let position = lastLines.count > height ? "\(offset + 1)–\(min(lastLines.count, offset + height))/\(lastLines.count) " : ""
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: position, hints: KeyTable.movieDetails.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines = MovieDetailsLayout(theme: theme)
            .documentLines(
                for: viewModel.content.value, width: width, isLoading: isLoading, numbered: true,
                marks: libraryKeys.marks(of: viewModel.content.value.record.movie.id)
            )
            .map { StyledLine($0.text, style: $0.style) }
        let status = viewModel.status.value
        if !status.text.isEmpty {
            lines.append(.blank)
            lines.append(StyledLine(status.text))
        }
        return PlainTextRenderer.lines(lines, width: width)
    }
}
