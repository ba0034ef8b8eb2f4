public import MoviesPresentation
public import TextUI

/// What every screen shares, drawn and handled once: the breadcrumb header,
/// the status line with its spinner, the library keys' confirmation and the
/// "does nothing here" line, the key-help footer, and the connection to the
/// navigator (redraws, the trail below, where the breadcrumb's steps were
/// drawn, text for the clipboard). A screen gives its body and its own keys.
@MainActor
public final class ScreenScaffold {
    let theme: MoviesTheme
    /// The library keys on the film the body has in focus.
    let libraryKeys: FilmLibraryKeys
    private let spinnerInterval: Duration?
    /// Whether a loading status starts with the spinner (else a blank).
    private let showsSpinner: Bool
    private(set) lazy var spinner = LoadingSpinner(interval: spinnerInterval) { [weak self] in self?.setNeedsDisplay() }
    /// Until the next key: what the last key did not do.
    private(set) var notice: String?

    /// Called when the screen's content changed and it should be drawn again;
    /// set by the navigator.
    public var onChange: (@MainActor () -> Void)?
    /// The titles of the screens below this one, root first; set by the
    /// navigator, read when the header is drawn.
    public var trailBelow: (@MainActor () -> [String])?
    /// Where the steps of the breadcrumb were last drawn (a click there goes
    /// back to that screen); empty for screens that draw none.
    public private(set) var breadcrumbSpans: [BreadcrumbSpan] = []

    /// - Parameters:
    ///   - libraryControls: The library keys' view model, for screens that
    ///     show films; `nil` where there are none.
    ///   - showsSpinner: Whether a loading status starts with the spinner.
    ///   - spinnerInterval: How often the loading spinner turns; `nil` keeps
    ///     it still (golden tests).
    public init(
        theme: MoviesTheme,
        libraryControls: (any LibraryControlsViewModel)? = nil,
        showsSpinner: Bool = false,
        spinnerInterval: Duration? = nil
    ) {
        self.theme = theme
        self.libraryKeys = FilmLibraryKeys(controls: libraryControls)
        self.showsSpinner = showsSpinner
        self.spinnerInterval = spinnerInterval
    }

    /// Set by the screen: what it reads again when it is shown again (a
    /// screen above it closed, and may have changed what it shows).
    var onShownAgain: (@MainActor () -> Void)?
    /// Set by the screen: how it starts over as when first opened (`H`).
    var onStartOver: (@MainActor () -> Void)?

    /// The screen is on top again: the marks of its films and what it set
    /// in `onShownAgain` are read again.
    public func shownAgain() {
        libraryKeys.reload()
        onShownAgain?()
        setNeedsDisplay()
    }

    /// The screen starts over as it was first opened (`H` on home: the
    /// field focused and empty, as bare `movies` opens).
    public func startOver() {
        onStartOver?()
        setNeedsDisplay()
    }

    /// Asks for the screen to be drawn again.
    public func setNeedsDisplay() {
        onChange?()
    }

    // MARK: - Library keys

    /// Starts observing the library's marks and confirmations; `changed`
    /// runs on each (a redraw by default).
    func observeLibrary(on owner: AnyObject, changed: (@MainActor () -> Void)? = nil) {
        libraryKeys.observe(on: owner) { [weak self] in
            if let changed { changed() } else { self?.setNeedsDisplay() }
        }
    }

    /// Applies a library key to `film` (the one the body has in focus);
    /// returns whether `command` was a library key. Any key first ends the
    /// confirmation shown.
    func handleLibraryKey(_ command: KeyCommand, key: Key, film: (id: Int, title: String)?) -> Bool {
        guard libraryKeys.handle(command, key: key, film: film) else { return false }
        setNeedsDisplay()
        return true
    }

    /// Whether the `a` picker or the `L` form is shown over the screen: it takes the keyboard.
    public var isPicking: Bool { libraryKeys.picker != nil || libraryKeys.logForm != nil }

    /// A key for the `a` picker or the `L` form, when one is shown; `false` otherwise.
    public func handlePickerKey(_ key: Key) -> Bool {
        guard libraryKeys.handlePickerKey(key) else { return false }
        setNeedsDisplay()
        return true
    }

    /// The review the `L` form asked to write in the user's editor, once.
    public func takeEditorRequest() -> String? {
        libraryKeys.takeEditorRequest()
    }

    /// What the user's editor gave back, for the `L` form.
    public func receive(edit: ExternalEdit) {
        libraryKeys.receive(edit: edit)
        setNeedsDisplay()
    }

    /// Draws the `a` picker or the `L` form over the screen, when one is shown.
    public func drawPicker(into buffer: inout ScreenBuffer, in area: Rect) {
        libraryKeys.picker?.draw(into: &buffer, in: area, theme: theme)
        libraryKeys.logForm?.draw(into: &buffer, in: area, theme: theme)
    }

    /// Text a key asked to copy (`y`), once; the host sends it to the
    /// terminal's clipboard (OSC 52).
    public func takeClipboardText() -> String? {
        libraryKeys.takeClipboardText()
    }

    /// Returns once no library change or read is in flight.
    func waitUntilLibraryIdle() async {
        await libraryKeys.waitUntilIdle()
    }

    // MARK: - Keys every screen shares

    /// A key arrived: what the status line said about the last one goes.
    public func keyArrived() {
        libraryKeys.keyPressed()
        notice = nil
    }

    /// Back, search and refresh, which every screen has and its view model
    /// answers; returns whether `command` was one of them.
    func handleScreenKey(_ command: KeyCommand, for input: any ScreenViewModelInput) -> Bool {
        switch command {
        case .back: input.didClose()
        case .search: input.didStartSearch()
        case .refresh: input.didRefresh()
        default: return false
        }
        setNeedsDisplay()
        return true
    }

    /// `key` meant nothing on this screen: the status line says so, and
    /// where to look, until the next key.
    public func noteUnbound(_ key: Key) {
        guard let name = Self.name(of: key) else { return }
        notice = "\(name) does nothing here — / searches, ? shows the keys"
        setNeedsDisplay()
    }

    /// Says `text` in the status line until the next key: what a key
    /// started outside the program (a video played, with what).
    public func note(_ text: String) {
        notice = text
        setNeedsDisplay()
    }

    /// How the status line names a key; `nil` for input that is no key press.
    static func name(of key: Key) -> String? {
        switch key {
        case .character(let character):
            guard !character.isWhitespace, character.unicodeScalars.allSatisfy({ !$0.properties.isDefaultIgnorableCodePoint }) else {
                return character == " " ? "Space" : nil
            }
            return TextSanitizer.sanitize(String(character))
        case .ctrl(let character): return "Ctrl-" + TextSanitizer.sanitize(String(character).uppercased())
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "⌫"
        case .tab: return "Tab"
        case .delete: return "Delete"
        case .modified(let inner, let modifier):
            guard let name = name(of: inner) else { return nil }
            switch modifier {
            case .shift: return "Shift-" + name
            case .alt: return "Alt-" + name
            case .control: return "Ctrl-" + name
            }
        case .paste, .mouse, .unknown: return nil
        }
    }

    /// Turns the spinner while `isLoading`.
    func showLoading(_ isLoading: Bool) {
        spinner.update(isLoading: isLoading)
    }

    // MARK: - Drawing

    /// The rows of a frame below its header.
    struct Frame {
        let body: Rect
        let status: Rect
        let footer: Rect
    }

    private var chrome: ScreenChrome { ScreenChrome(theme: theme) }

    /// Draws the header as a breadcrumb (the trail below, then `heading`)
    /// and returns the rows left for the body, status and footer.
    func drawHeader(_ heading: String, into buffer: inout ScreenBuffer, in area: Rect) -> Frame {
        let parts = chrome.layout(area)
        breadcrumbSpans = chrome.drawBreadcrumbHeader(trail: trailBelow?() ?? [], heading: heading, into: &buffer, in: parts.header)
        return Frame(body: parts.body, status: parts.status, footer: parts.footer)
    }

    /// Draws a header the screen makes itself (a field being edited): the
    /// breadcrumb is not on screen, so no click can reach its steps.
    func drawHeader(into buffer: inout ScreenBuffer, in area: Rect, drawing: (inout ScreenBuffer, Rect, ScreenChrome) -> Void) -> Frame {
        let parts = chrome.layout(area)
        breadcrumbSpans = []
        drawing(&buffer, parts.header, chrome)
        return Frame(body: parts.body, status: parts.status, footer: parts.footer)
    }

    /// Draws the header of a list: the `f` filter's field while it is
    /// edited, else the breadcrumb and `heading`.
    func drawHeader(_ heading: String, filter: RowFilter, into buffer: inout ScreenBuffer, in area: Rect) -> Frame {
        guard filter.isEditing else { return drawHeader(heading, into: &buffer, in: area) }
        return drawHeader(into: &buffer, in: area) { buffer, area, chrome in filter.drawField(into: &buffer, in: area, chrome: chrome) }
    }

    /// What the status line shows over the screen's `status`: what the last
    /// key did not do, or the library's confirmation, while there is one.
    func status(over status: StatusLineViewModel) -> StatusLineViewModel {
        if let notice { return StatusLineViewModel(kind: .neutral, text: notice) }
        return libraryKeys.status(over: status)
    }

    /// Draws the status line (over `status`, see `status(over:)`) and the
    /// footer's key hints.
    func drawStatusAndFooter(
        _ status: StatusLineViewModel,
        trailing: String = "",
        hints: [String],
        into buffer: inout ScreenBuffer,
        frame: Frame
    ) {
        chrome.drawStatus(self.status(over: status), spinner: showsSpinner ? spinner.glyph : " ", trailing: trailing, into: &buffer, in: frame.status)
        chrome.drawFooter(hints, into: &buffer, in: frame.footer)
    }
}
