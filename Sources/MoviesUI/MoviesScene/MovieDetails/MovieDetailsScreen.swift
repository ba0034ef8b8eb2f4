public import MoviesPresentation
public import TextUI

/// The details of one film, scrollable, with a status line.
@MainActor
public final class MovieDetailsScreen: ViewModelScreen<any MovieDetailsViewModel>, MoviesScreen, ScreenOutput {
    private var document = LinkedDocument()
    /// The lines of the last frame, for the keys and clicks that follow it.
    private var lastLines: [DocumentLine] = []

    public var breadcrumbTitle: String { viewModel.content.value.title }

    /// - Parameter spinnerInterval: How often the loading spinner turns;
    ///   `nil` keeps it still (for golden tests).
    public init(
        viewModel: any MovieDetailsViewModel,
        theme: MoviesTheme,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval))
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
        FilmDocumentKeys.connect(film: viewModel.content.value.record.movie.id, status: viewModel.status, scaffold: scaffold, owner: self)
        viewModel.content.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.poster.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.notice.observe(on: self) { [weak self] said in
            if let said { self?.scaffold.note(said) }
        }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    public var keyMap: KeyMap { FilmDocumentKeys.keyMap(KeyTable.movieDetails, document: document) }

    public func handle(_ key: Key) -> Bool {
        let record = viewModel.content.value.record.movie
        let viewModel = viewModel
        let keys = FilmDocumentKeys(
            film: (id: record.id, title: record.title), follow: viewModel.didSelectLink(at:), screenInput: viewModel,
            videos: viewModel.didShowVideos, imdb: viewModel.didOpenIMDb
        )
        return keys.handle(key, scaffold: scaffold, document: &document, lines: lastLines)
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let content = viewModel.content.value
        let frame = scaffold.drawHeader(TextSanitizer.sanitize(content.title), filter: document.filter, into: &buffer, in: area)
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
        let position = FilmDocumentKeys.position(of: document, lines: lastLines, height: max(1, textArea.height))
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: position, hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        // `--select` of the trailer row started a player: that is what to say.
        if let said = viewModel.notice.value { return PlainTextRenderer.lines([StyledLine(said)], width: width) }
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
