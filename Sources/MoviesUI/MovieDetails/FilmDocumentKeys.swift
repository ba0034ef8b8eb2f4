import MoviesPresentation
import TextUI

/// The keys and clicks of a scrolling document about one film (its details,
/// its reviews): the library keys act on the film, Esc leaves, Enter or a
/// click on the focused link follows it, `r` fetches again, `/` searches,
/// and the move keys scroll and focus. Each screen says only what following
/// a link, leaving, refreshing and searching do.
@MainActor
struct FilmDocumentKeys {
    let film: (id: Int, title: String)
    let follow: (_ link: Int) -> Void
    let leave: () -> Void
    let refresh: () -> Void
    let search: () -> Void
    /// `v`: the film's videos; `nil` where they are already shown.
    var videos: (() -> Void)?
    /// `i`: the film's IMDb page; `nil` where the IMDb id is not known.
    var imdb: (() -> Void)?

    /// Handles `key` on a document showing `lines`; `false` when it means nothing here.
    func handle(_ key: Key, scaffold: ScreenScaffold, document: inout LinkedDocument, lines: [DocumentLine]) -> Bool {
        if case .mouse(let event) = key {
            guard let click = document.click(event, lines: lines) else { return false }
            if let link = click { follow(link) }
            scaffold.setNeedsDisplay()
            return true
        }
        scaffold.keyArrived()
        guard let command = KeyTable.movieDetails.command(for: key) else { return false }
        if scaffold.handleLibraryKey(command, key: key, film: film) { return true }
        switch command {
        case .back:
            scaffold.showLoading(false)
            leave()
            return true
        case .open:
            guard let link = document.focusedLink else { return true }
            follow(link)
        case .refresh: refresh()
        case .search: search()
        case .showVideos:
            guard let videos else { return false }
            videos()
        case .openIMDb:
            guard let imdb else { return false }
            imdb()
        default:
            guard document.handle(command, lines: lines) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// Connects a document screen about film `id` when it is shown: the
    /// film's library marks are read, and the screen is drawn again (with the
    /// spinner turning while loading) whenever `status` changes.
    static func connect(film id: Int, status: Observable<StatusLineViewModel>, scaffold: ScreenScaffold, owner: AnyObject) {
        scaffold.observeLibrary(on: owner)
        scaffold.libraryKeys.load(ids: [id])
        status.observe(on: owner) { [weak scaffold] status in
            scaffold?.showLoading(status.kind == .loading)
            scaffold?.setNeedsDisplay()
        }
    }

    /// `3–22/40 `: where the window is in a document longer than it; empty otherwise.
    static func position(of document: LinkedDocument, lineCount: Int, height: Int) -> String {
        let offset = document.scrollOffset
        return lineCount > height ? "\(offset + 1)–\(min(lineCount, offset + height))/\(lineCount) " : ""
    }
}
