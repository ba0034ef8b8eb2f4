public import MoviesPresentation
public import TextUI

/// A scrolling document about one film — its reviews, its videos — with the
/// header, status line, library keys (on that film) and document keys every
/// such screen has; what it shows comes from its `FilmDocumentContent`.
@MainActor
public final class FilmDocumentScreen: MoviesScreen, ScreenOutput {
    private let content: any FilmDocumentContent
    private var document = LinkedDocument()
    private var lastLines: [DocumentLine] = []

    public let scaffold: ScreenScaffold
    public let breadcrumbTitle: String

    /// What a film's document screen shows.
    public enum Kind {
        /// What TMDB's users wrote about it, page by page.
        case reviews(any MovieReviewsListViewModel)
        /// Its trailers, teasers and other videos.
        case videos(any MovieVideosListViewModel)
    }

    /// - Parameter spinnerInterval: How often the loading spinner turns;
    ///   `nil` keeps it still (for golden tests).
    public convenience init(
        _ kind: Kind,
        theme: MoviesTheme,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        let (content, title): (any FilmDocumentContent, String) = switch kind {
        case .reviews(let viewModel): (MovieReviewsDocument(viewModel: viewModel), "Reviews")
        case .videos(let viewModel): (MovieVideosDocument(viewModel: viewModel), "Videos")
        }
        self.init(content: content, breadcrumbTitle: title, theme: theme, spinnerInterval: spinnerInterval, libraryControls: libraryControls)
    }

    init(
        content: any FilmDocumentContent,
        breadcrumbTitle: String,
        theme: MoviesTheme,
        spinnerInterval: Duration?,
        libraryControls: (any LibraryControlsViewModel)?
    ) {
        self.content = content
        self.breadcrumbTitle = breadcrumbTitle
        scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval)
    }

    public var loadFailure: FailureViewModel? { content.viewModel.failure }
    public var showsFetchedData: Bool { content.showsFetchedData }
    public var numberedRowCount: Int { 0 }
    public func openRow(at index: Int) {}
    public func jsonDocument() -> (any Encodable & Sendable)? { nil }

    public func viewDidLoad() {
        FilmDocumentKeys.connect(film: content.film.id, status: content.viewModel.status, scaffold: scaffold, owner: self)
        content.start(
            owner: self,
            changed: { [weak self] in self?.scaffold.setNeedsDisplay() },
            note: { [weak self] said in self?.scaffold.note(said) }
        )
    }

    public func waitUntilSettled() async {
        await content.viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    public var keyMap: KeyMap { FilmDocumentKeys.keyMap(KeyTable.movieDetails, document: document) }

    public func handle(_ key: Key) -> Bool {
        let keys = FilmDocumentKeys(
            film: content.film, follow: content.follow(_:), screenInput: content.viewModel,
            videos: content.showVideos
        )
        return keys.handle(key, scaffold: scaffold, document: &document, lines: lastLines)
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader(TextSanitizer.sanitize(content.heading), filter: document.filter, into: &buffer, in: area)
        let body = frame.body.inset(horizontal: 1)
        buffer.fill(frame.body)
        lastLines = content.lines(width: max(1, body.width - 2), theme: scaffold.theme, interactive: true)
        document.draw(lastLines, into: &buffer, in: body, theme: scaffold.theme)
        let position = FilmDocumentKeys.position(of: document, lines: lastLines, height: max(1, body.height))
        scaffold.drawStatusAndFooter(content.viewModel.status.value, trailing: position, hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines = content.lines(width: width, theme: scaffold.theme, interactive: false).map { StyledLine($0.text, style: $0.style) }
        let status = content.viewModel.status.value
        if !status.text.isEmpty {
            lines.append(.blank)
            lines.append(StyledLine(status.text))
        }
        return PlainTextRenderer.lines(lines, width: width)
    }
}
