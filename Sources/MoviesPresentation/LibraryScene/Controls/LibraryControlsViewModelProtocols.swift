public import MoviesDomain

/// What a screen's library keys (`w`, `s`, `1`–`5`, `+`, `-`, `0`, `o`, `y`, `u`)
/// tell their view model.
@MainActor
public protocol LibraryControlsViewModelInput {
    /// Reads the marks of `ids` (films newly on screen).
    func loadMarks(for ids: [Movie.Identifier])
    /// Reads the marks of every film asked about again: the screen is shown
    /// again, and another screen may have changed them.
    func reloadMarks()
    /// Applies a library key to the film `id` called `title`.
    func perform(_ action: LibraryControlAction, onFilm id: Movie.Identifier, title: String)
    /// `a`: reads the names of your lists into `listNames`.
    func loadListNames()
    /// `L`: reads what the form opens on for film `id` into `logStart`.
    func loadLogStart(for id: Movie.Identifier)
    /// `L`, then Enter: logs the viewing `draft` names through the journal
    /// (so one `u` undoes it with the film's removal from the watchlist).
    /// - Returns: The sentence saying what to mend when the draft cannot be
    ///   saved (nothing is); `nil` when the viewing is being logged.
    func log(_ draft: ViewingLogDraft, onFilm id: Movie.Identifier, title: String) -> String?
    /// `u`: undoes the newest library change of the session not yet undone,
    /// on whichever film and screen it was made.
    func undoLatestChange()
    /// The text `y` asked to copy, once: the terminal host sends it (OSC 52).
    func takeClipboardText() -> String?
}

/// What a screen observes of its library keys: the marks of the films it
/// shows, and what the last key did.
@MainActor
public protocol LibraryControlsViewModelOutput {
    /// The marks of the films asked about that the library holds, by TMDB id.
    var marks: Observable<[Movie.Identifier: LibraryMarkViewModel]> { get }
    /// Your lists' names, by name, once `loadListNames` read them.
    var listNames: Observable<[String]?> { get }
    /// What the `L` form opens on, once `loadLogStart` read it.
    var logStart: Observable<ViewingLogStartViewModel?> { get }
    /// One line saying what the last key did (or why it could not).
    var confirmation: Observable<String?> { get }
    /// Returns once no library change or read is in flight.
    func waitUntilIdle() async
}

/// The library keys of any screen that shows films, as the view sees them.
public typealias LibraryControlsViewModel = LibraryControlsViewModelInput & LibraryControlsViewModelOutput
