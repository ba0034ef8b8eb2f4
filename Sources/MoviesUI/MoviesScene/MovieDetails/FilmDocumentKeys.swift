import MoviesPresentation
import TextUI

/// The keys and clicks of a scrolling document about one film (its details,
/// its reviews): the library keys act on the film, Esc leaves, Enter or a
/// click on the focused link follows it, `r` fetches again, `/` searches,
/// and the move keys scroll and focus. Each screen says only what following
/// a link does; leaving, refreshing and searching are its view model's
/// `ScreenViewModelInput`, answered as on every screen.
@MainActor
struct FilmDocumentKeys {
    let film: (id: Int, title: String)
    let follow: (_ link: Int) -> Void
    /// What Esc, `r` and `/` ask of.
    let screenInput: any ScreenViewModelInput
    /// `v`: the film's videos; `nil` where they are already shown.
    var videos: (() -> Void)?
    /// `i`: the film's IMDb page; `nil` where the document does not hold the
    /// film's details (the library keys then read them).
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
        let command = KeyTable.movieDetails.command(for: key)
        if document.handleFilter(key, command: command, lines: lines) {
            scaffold.setNeedsDisplay()
            return true
        }
        guard let command else { return false }
        // The document knows its film's videos and IMDb id better than a row's keys do.
        if let handled = handleFilmPage(command) {
            if handled { scaffold.setNeedsDisplay() }
            return handled
        }
        if scaffold.handleLibraryKey(command, key: key, film: film) { return true }
        switch command {
        case .back:
            scaffold.showLoading(false)
            screenInput.didClose()
            return true
        case .open:
            guard let link = document.focusedLink else { return true }
            follow(link)
        default:
            guard scaffold.handleScreenKey(command, for: screenInput) || document.handle(command, lines: lines) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// `v` and `i` as the document does them: whether `v` did anything
    /// (not on the videos themselves); `nil` for the library keys to handle
    /// (`i` where the document has no IMDb id at hand, any other command).
    private func handleFilmPage(_ command: KeyCommand) -> Bool? {
        switch command {
        case .showVideos:
            videos?()
            return videos != nil
        case .openIMDb:
            guard let imdb else { return nil }
            imdb()
            return true
        default:
            return nil
        }
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

    /// `3–22/40 `: where the window is in a document longer than it; empty
    /// otherwise; with a filter in force, the filter's summary.
    static func position(of document: LinkedDocument, lines: [DocumentLine], height: Int) -> String {
        let summary = document.filterSummary(lines: lines)
        guard summary.isEmpty else { return summary }
        let offset = document.scrollOffset
        let lineCount = document.shown(lines).count
        return lineCount > height ? "\(offset + 1)–\(min(lineCount, offset + height))/\(lineCount) " : ""
    }

    /// The key map of a document with `keys`: the filter's field's while it is edited.
    static func keyMap(_ keys: KeyMap, document: LinkedDocument) -> KeyMap {
        document.filter.isEditing ? KeyTable.filterField : keys
    }
}
