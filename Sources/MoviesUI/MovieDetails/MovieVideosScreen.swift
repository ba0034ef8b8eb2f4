public import MoviesPresentation
public import TextUI

/// A film's videos: trailers, then teasers, then the rest, each with its
/// type, name, site and date. Those on YouTube or Vimeo are links that play
/// (`MOVIES_PLAYER`, else the browser); the others are listed, not opened.
@MainActor
public final class MovieVideosScreen: MoviesScreen, ScreenOutput {
    private let viewModel: any MovieVideosListViewModel
    private var theme: MoviesTheme { scaffold.theme }
    private var document = LinkedDocument()
    private var lastLines: [DocumentLine] = []
    /// Which video each link plays (links count only the playable ones).
    private var videoOfLink: [Int] = []

    public let scaffold: ScreenScaffold

    public var breadcrumbTitle: String { "Videos" }

    /// - Parameter spinnerInterval: How often the loading spinner turns;
    ///   `nil` keeps it still (for golden tests).
    public init(
        viewModel: any MovieVideosListViewModel,
        theme: MoviesTheme,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        self.scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval)
        self.viewModel = viewModel
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }
    public var showsFetchedData: Bool { viewModel.videos.value != nil }
    public var numberedRowCount: Int { 0 }
    public func openRow(at index: Int) {}
    public func jsonDocument() -> (any Encodable & Sendable)? { nil }

    public func viewDidLoad() {
        FilmDocumentKeys.connect(film: viewModel.movieID, status: viewModel.status, scaffold: scaffold, owner: self)
        viewModel.videos.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.notice.observe(on: self) { [weak self] said in
            if let said { self?.scaffold.note(said) }
        }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    public var keyMap: KeyMap { KeyTable.movieDetails }

    public func handle(_ key: Key) -> Bool {
        let viewModel = viewModel
        let videoOfLink = videoOfLink
        let keys = FilmDocumentKeys(
            film: (id: viewModel.movieID, title: viewModel.title),
            follow: { link in if videoOfLink.indices.contains(link) { viewModel.didSelectVideo(at: videoOfLink[link]) } },
            leave: viewModel.didClose, refresh: viewModel.didRefresh, search: viewModel.didStartSearch
        )
        return keys.handle(key, scaffold: scaffold, document: &document, lines: lastLines)
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader("Videos of \(TextSanitizer.sanitize(viewModel.title))", into: &buffer, in: area)
        let body = frame.body.inset(horizontal: 1)
        buffer.fill(frame.body)
        lastLines = documentLines(width: max(1, body.width - 2))
        document.draw(lastLines, into: &buffer, in: body, theme: theme)
        let position = FilmDocumentKeys.position(of: document, lineCount: lastLines.count, height: max(1, body.height))
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: position, hints: KeyTable.movieDetails.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        let lines = viewModel.videos.value.map { $0.plainTextLines.map { StyledLine($0) } } ?? []
        return PlainTextRenderer.lines(lines, width: width)
    }

    /// A line per video, the playable ones links; the sentence when there are none.
    private func documentLines(width: Int) -> [DocumentLine] {
        guard let videos = viewModel.videos.value else { return [] }
        guard !videos.items.isEmpty else {
            videoOfLink = []
            return [DocumentLine(text: MovieVideosViewModel.noVideosSentence, style: theme.secondary)]
        }
        var links: [Int] = []
        let lines = videos.items.enumerated().map { index, item in
            let text = TextLayout.truncate(TextSanitizer.sanitize(item.line), toWidth: width)
            guard item.playableURL != nil else { return DocumentLine(text: "  " + text, style: theme.secondary) }
            links.append(index)
            return DocumentLine(text: text, link: links.count - 1)
        }
        videoOfLink = links
        return lines
    }
}
