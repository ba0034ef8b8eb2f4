public import MoviesPresentation
public import TextUI

/// The details of one film, scrollable, with a status line.
@MainActor
public final class MovieDetailsScreen: MoviesScreen {
    private let viewModel: any MovieDetailsViewModel
    private let theme: MoviesTheme
    private var document = LinkedDocument()
    /// The lines of the last frame, for the keys and clicks that follow it.
    private var lastLines: [DocumentLine] = []
    private let spinnerInterval: Duration?
    private let libraryKeys: FilmLibraryKeys
    private lazy var spinner = LoadingSpinner(interval: spinnerInterval) { [weak self] in self?.onChange?() }

    public var onChange: (@MainActor () -> Void)?
    public var trailBelow: (@MainActor () -> [String])?
    public private(set) var breadcrumbSpans: [BreadcrumbSpan] = []

    public var breadcrumbTitle: String { viewModel.content.value.title }

    /// - Parameter spinnerInterval: How often the loading spinner turns;
    ///   `nil` keeps it still (for golden tests).
    public init(
        viewModel: any MovieDetailsViewModel,
        theme: MoviesTheme,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        self.libraryKeys = FilmLibraryKeys(controls: libraryControls)
        self.viewModel = viewModel
        self.theme = theme
        self.spinnerInterval = spinnerInterval
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
        libraryKeys.observe(on: self) { [weak self] in self?.onChange?() }
        libraryKeys.load(ids: [viewModel.content.value.record.movie.id])
        viewModel.content.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.poster.observe(on: self) { [weak self] _ in self?.onChange?() }
        viewModel.status.observe(on: self) { [weak self] status in
            guard let self else { return }
            self.spinner.update(isLoading: status.kind == .loading)
            self.onChange?()
        }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await libraryKeys.waitUntilIdle()
    }

    public func takeClipboardText() -> String? {
        libraryKeys.takeClipboardText()
    }

    public var keyMap: KeyMap { KeyTable.movieDetails }

    public func handle(_ key: Key) -> Bool {
        libraryKeys.keyPressed()
        guard let command = KeyTable.movieDetails.command(for: key) else { return false }
        let record = viewModel.content.value.record.movie
        if libraryKeys.handle(command, key: key, film: (id: record.id, title: record.title)) {
            onChange?()
            return true
        }
        switch command {
        case .back:
            spinner.update(isLoading: false)
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
        onChange?()
        return true
    }

    /// A click focuses a link; a click on the focused link opens it.
    public func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = document.click(event, lines: lastLines) else { return false }
        if let index = click { viewModel.didSelectLink(at: index) }
        onChange?()
        return true
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let chrome = ScreenChrome(theme: theme)
        let parts = chrome.layout(area)
        let content = viewModel.content.value
        breadcrumbSpans = chrome.drawBreadcrumbHeader(
            trail: trailBelow?() ?? [], heading: TextSanitizer.sanitize(content.title), into: &buffer, in: parts.header
        )
        let body = parts.body.inset(horizontal: 1)
        buffer.fill(parts.body)
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
        chrome.drawStatus(libraryKeys.status(over: viewModel.status.value), spinner: spinner.glyph, trailing: position, into: &buffer, in: parts.status)
        chrome.drawFooter(KeyTable.movieDetails.footerHints(), into: &buffer, in: parts.footer)
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
