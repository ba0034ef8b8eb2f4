import MoviesPresentation
import TextUI

/// What a document about one film shows on a `FilmDocumentScreen` (its
/// reviews, its videos): the screen keeps the header, the scrolling, the
/// keys and the status line; the content gives its lines and its links.
@MainActor
protocol FilmDocumentContent: AnyObject {
    /// The film the library keys act on.
    var film: (id: Int, title: String) { get }
    /// `Reviews of Inception`: the header's text.
    var heading: String { get }
    /// The fetch behind the document: status line, failure, idleness, and
    /// the keys every such screen has (`r`, `/`, Esc).
    var viewModel: any DocumentViewModel { get }
    /// Whether fetched data is shown, not only a placeholder.
    var showsFetchedData: Bool { get }
    /// Starts the fetch; `changed` redraws, `note` says a line in the status line.
    func start(owner: AnyObject, changed: @escaping @MainActor () -> Void, note: @escaping @MainActor (String) -> Void)
    /// The lines at `width`; `interactive` adds what only a screen can follow.
    func lines(width: Int, theme: MoviesTheme, interactive: Bool) -> [DocumentLine]
    /// Follows link `link` of the last lines drawn.
    func follow(_ link: Int)
    /// `v`: the film's videos; `nil` where they are what is shown.
    var showVideos: (() -> Void)? { get }
}
