public import MoviesPresentation
public import TextUI

/// What TMDB's users wrote about a film: each review's byline (author, their
/// rating where given, date) and its text wrapped, newest pages appended
/// under the last; one link at the end fetches the next page.
@MainActor
public final class MovieReviewsScreen: MoviesScreen, ScreenOutput {
    private let viewModel: any MovieReviewsListViewModel
    private var theme: MoviesTheme { scaffold.theme }
    private var document = LinkedDocument()
    private var lastLines: [DocumentLine] = []

    public let scaffold: ScreenScaffold

    public var breadcrumbTitle: String { "Reviews" }

    /// - Parameter spinnerInterval: How often the loading spinner turns;
    ///   `nil` keeps it still (for golden tests).
    public init(
        viewModel: any MovieReviewsListViewModel,
        theme: MoviesTheme,
        spinnerInterval: Duration? = .milliseconds(120),
        libraryControls: (any LibraryControlsViewModel)? = nil
    ) {
        self.scaffold = ScreenScaffold(theme: theme, libraryControls: libraryControls, showsSpinner: true, spinnerInterval: spinnerInterval)
        self.viewModel = viewModel
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }
    public var showsFetchedData: Bool { viewModel.hasFetchedReviews }
    public var numberedRowCount: Int { 0 }
    public func openRow(at index: Int) {}
    public func jsonDocument() -> (any Encodable & Sendable)? { nil }

    public func viewDidLoad() {
        FilmDocumentKeys.connect(film: viewModel.movieID, status: viewModel.status, scaffold: scaffold, owner: self)
        viewModel.items.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    public var keyMap: KeyMap { KeyTable.movieDetails }

    public func handle(_ key: Key) -> Bool {
        // The one link is "More reviews"; the library keys act on the film the reviews are of.
        let viewModel = viewModel
        let keys = FilmDocumentKeys(
            film: (id: viewModel.movieID, title: viewModel.title), follow: { _ in viewModel.didLoadNextPage() },
            leave: viewModel.didClose, refresh: viewModel.didRefresh, search: viewModel.didStartSearch,
            videos: viewModel.didShowVideos
        )
        return keys.handle(key, scaffold: scaffold, document: &document, lines: lastLines)
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader("Reviews of \(TextSanitizer.sanitize(viewModel.title))", into: &buffer, in: area)
        let body = frame.body.inset(horizontal: 1)
        buffer.fill(frame.body)
        lastLines = documentLines(width: max(1, body.width), withMoreLink: true)
        document.draw(lastLines, into: &buffer, in: body, theme: theme)
        let position = FilmDocumentKeys.position(of: document, lineCount: lastLines.count, height: max(1, body.height))
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: position, hints: KeyTable.movieDetails.footerHints(), into: &buffer, frame: frame)
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines = documentLines(width: width, withMoreLink: false).map { StyledLine($0.text, style: $0.style) }
        let status = viewModel.status.value
        if !status.text.isEmpty {
            lines.append(.blank)
            lines.append(StyledLine(status.text))
        }
        return PlainTextRenderer.lines(lines, width: width)
    }

    /// The count, then each review: its byline, its text indented under it,
    /// a blank line between; the sentence when there are none.
    private func documentLines(width: Int, withMoreLink: Bool) -> [DocumentLine] {
        let items = viewModel.items.value
        guard viewModel.hasFetchedReviews else { return [] }
        guard !items.isEmpty else {
            return [DocumentLine(text: MovieReviewsViewModel.noReviewsSentence, style: theme.secondary)]
        }
        var lines = [DocumentLine(text: "\(items.count) of \(viewModel.totalResults) shown", style: theme.secondary)]
        for item in items {
            lines.append(.blank)
            var styled: [StyledLine] = []
            styled.appendWrapped(item.byline, width: width, style: theme.accent)
            for paragraph in item.text.split(separator: "\n", omittingEmptySubsequences: false) {
                styled.appendWrapped(String(paragraph), width: width, indent: 2)
            }
            lines += styled.map { DocumentLine(text: $0.text, style: $0.style) }
        }
        if withMoreLink, viewModel.hasMorePages {
            lines.append(.blank)
            lines.append(DocumentLine(text: "More reviews", link: 0))
        }
        return lines
    }
}
