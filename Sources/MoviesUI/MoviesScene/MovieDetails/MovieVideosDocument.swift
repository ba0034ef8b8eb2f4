import MoviesPresentation
import TextUI

/// A film's videos as a `FilmDocumentScreen` shows them: trailers, then
/// teasers, then the rest, each with its type, name, site and date. Those on
/// YouTube or Vimeo are links that play (`MOVIES_PLAYER`, else the browser);
/// the others are listed, not opened.
@MainActor
final class MovieVideosDocument: FilmDocumentContent {
    private let videos: any MovieVideosListViewModel
    /// Which video each link plays (links count only the playable ones).
    private var videoOfLink: [Int] = []

    init(viewModel: any MovieVideosListViewModel) {
        videos = viewModel
    }

    var film: (id: Int, title: String) { (videos.movieID, videos.title) }
    var heading: String { "Videos of \(videos.title)" }
    var viewModel: any DocumentViewModel { videos }
    var showsFetchedData: Bool { videos.videos.value != nil }
    var showVideos: (() -> Void)? { nil }

    func start(owner: AnyObject, changed: @escaping @MainActor () -> Void, note: @escaping @MainActor (String) -> Void) {
        videos.videos.observe(on: owner) { _ in changed() }
        videos.notice.observe(on: owner) { said in
            if let said { note(said) }
        }
        videos.viewDidLoad()
    }

    func follow(_ link: Int) {
        guard videoOfLink.indices.contains(link) else { return }
        videos.didSelectVideo(at: videoOfLink[link])
    }

    /// A line per video, the playable ones links; the sentence when there are none.
    func lines(width: Int, theme: MoviesTheme, interactive: Bool) -> [DocumentLine] {
        guard let list = videos.videos.value else { return [] }
        guard interactive else { return list.plainTextLines.map { DocumentLine(text: $0) } }
        guard !list.items.isEmpty else {
            videoOfLink = []
            return [DocumentLine(text: MovieVideosViewModel.noVideosSentence, style: theme.secondary)]
        }
        var links: [Int] = []
        let lines = list.items.enumerated().map { index, item in
            let text = TextLayout.truncate(TextSanitizer.sanitize(item.line), toWidth: width)
            guard item.playableURL != nil else { return DocumentLine(text: "  " + text, style: theme.secondary) }
            links.append(index)
            return DocumentLine(text: text, link: links.count - 1)
        }
        videoOfLink = links
        return lines
    }
}
