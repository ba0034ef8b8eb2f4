import MoviesPresentation
import TextUI

/// The library keys of a screen that shows films, and what they leave on
/// screen: the marks of the films, and a one-line confirmation in the status
/// line until the next key.
@MainActor
final class FilmLibraryKeys {
    private let controls: (any LibraryControlsViewModel)?
    private(set) var confirmation: String?
    /// The `a` picker while it is shown.
    private(set) var picker: ListPicker?
    /// The `L` form while it is shown.
    private(set) var logForm: LogForm?
    /// The review the form asked to write in the user's editor, until the host takes it.
    private var editorRequest: String?

    init(controls: (any LibraryControlsViewModel)?) {
        self.controls = controls
    }

    /// Starts observing; `onChange` redraws the screen.
    func observe(on owner: AnyObject, onChange: @escaping @MainActor () -> Void) {
        controls?.marks.observe(on: owner) { _ in onChange() }
        controls?.confirmation.observe(on: owner) { [weak self] text in
            self?.confirmation = text
            onChange()
        }
        controls?.listNames.observe(on: owner) { [weak self] names in
            self?.receive(listNames: names)
            onChange()
        }
        controls?.logStart.observe(on: owner) { [weak self] start in
            self?.receive(logStart: start)
            onChange()
        }
    }

    /// Reads the marks of films newly on screen.
    func load(ids: [Int]) {
        controls?.loadMarks(for: ids)
    }

    /// Reads the marks of the films on screen again (shown again).
    func reload() {
        controls?.reloadMarks()
    }

    /// `watchlist · seen · ♥ 4`, or empty.
    func marks(of id: Int) -> String {
        controls?.marks.value[id]?.summary ?? ""
    }

    /// Applies `command` (from `key`) to the film, when it is a library key
    /// and there is a film; returns whether the key was a library key.
    func handle(_ command: KeyCommand, key: Key, film: (id: Int, title: String)?) -> Bool {
        if command == .undo {
            controls?.undoLatestChange()
            return true
        }
        if command == .addToList {
            guard let controls, let film else { return true }
            picker = ListPicker(film: film)
            controls.loadListNames()
            return true
        }
        if command == .logViewing {
            guard let controls, let film else { return true }
            logForm = LogForm(film: film)
            controls.loadLogStart(for: film.id)
            return true
        }
        guard let action = Self.action(for: command, key: key) else { return false }
        guard let controls, let film else { return true }
        controls.perform(action, onFilm: film.id, title: film.title)
        return true
    }

    private func receive(listNames: [String]?) {
        guard var shown = picker else { return }
        let typedAhead = shown.receive(names: listNames)
        picker = shown
        for key in typedAhead { _ = handlePickerKey(key) }
    }

    private func receive(logStart: ViewingLogStartViewModel?) {
        guard var shown = logForm else { return }
        let typedAhead = shown.receive(start: logStart)
        logForm = shown
        for key in typedAhead { _ = handlePickerKey(key) }
    }

    /// A key while the picker or the form is shown: it takes every key;
    /// what it picks or saves is applied to its film, and closes it.
    /// Returns `false` when neither is shown.
    func handlePickerKey(_ key: Key) -> Bool {
        if logForm != nil {
            handleLogFormKey(key)
            return true
        }
        guard var shown = picker else { return false }
        let outcome = shown.handle(key)
        picker = outcome == .stayOpen ? shown : nil
        switch outcome {
        case .stayOpen, .close: break
        case .add(let list): controls?.perform(.addToList(name: list), onFilm: shown.film.id, title: shown.film.title)
        case .make(let list): controls?.perform(.addToNewList(name: list), onFilm: shown.film.id, title: shown.film.title)
        }
        return true
    }

    /// Enter logs the viewing and closes the form, unless the controls refuse
    /// what it says: the form then stays, saying why.
    private func handleLogFormKey(_ key: Key) {
        guard var shown = logForm else { return }
        switch shown.handle(key) {
        case .stayOpen:
            logForm = shown
        case .close:
            logForm = nil
        case .editReview(let text):
            editorRequest = text
            logForm = shown
        case .save(let draft):
            if let refusal = controls?.log(draft, onFilm: shown.film.id, title: shown.film.title) {
                shown.refuse(refusal)
                logForm = shown
            } else {
                logForm = nil
            }
        }
    }

    /// The review the form asked to write in the user's editor, once: the
    /// host lends the editor the terminal, then calls `receive(edit:)`.
    func takeEditorRequest() -> String? {
        defer { editorRequest = nil }
        return editorRequest
    }

    /// What the user's editor gave back, for the form (when it is still shown).
    func receive(edit: ExternalEdit) {
        guard var shown = logForm else { return }
        shown.receive(edit: edit)
        logForm = shown
    }

    /// Any other key ends the confirmation shown.
    func keyPressed() {
        confirmation = nil
    }

    /// The status line: the confirmation while there is one.
    func status(over status: StatusLineViewModel) -> StatusLineViewModel {
        confirmation.map { StatusLineViewModel(kind: .neutral, text: $0) } ?? status
    }

    func takeClipboardText() -> String? {
        controls?.takeClipboardText()
    }

    func waitUntilIdle() async {
        await controls?.waitUntilIdle()
    }

    static func action(for command: KeyCommand, key: Key) -> LibraryControlAction? {
        switch command {
        case .toggleWatchlist: return .toggleWatchlist
        case .markSeen: return .markSeen
        case .rateWholeStars:
            guard case .character(let character) = key, let stars = character.wholeNumberValue, (1...5).contains(stars) else { return nil }
            return .rate(stars: stars)
        case .raiseRating: return .raiseRating
        case .lowerRating: return .lowerRating
        case .clearRating: return .clearRating
        case .openWebPage: return .openWebPage
        case .copyLink: return .copyLink
        case .showVideos: return .showVideos
        case .openIMDb: return .openIMDb
        default: return nil
        }
    }
}
