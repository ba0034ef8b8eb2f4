public import TextUI

/// Runs the full-screen UI: draws the navigator's screens on a terminal, feeds
/// them keys, re-lays out on resize, and gives the terminal back on every way out.
@MainActor
public final class MoviesTerminalHost {
    /// The smallest window the screens are laid out for.
    public static let minimumSize = Size(width: 30, height: 8)

    // Internal rather than private where the extensions (drawing, input,
    // capabilities, the editor), each in a file of its own, use them.
    let terminal: any Terminal
    let navigator: MoviesScreenNavigator
    var renderer: FrameRenderer
    var size: Size
    private var isDrawPending = false
    private var isRunning = false
    /// The events being handled, so a redraw asked for in the middle of a
    /// backlog waits for the end of it.
    private var pendingEvents: TerminalEvents?
    /// The `?` overlay while it is shown; it takes the keyboard.
    var helpOverlay: KeyHelpOverlay?
    let theme: MoviesTheme
    private let reportsMouse: Bool
    let queriesTerminal: Bool
    let environment: [String: String]
    /// The capability queries while their answers are awaited; `nil` before
    /// they are sent and once they are done (later replies are swallowed).
    var probe: TerminalCapabilityProbe?
    var probeStart: ContinuousClock.Instant?
    var probeTimer: Task<Void, Never>?
    /// Whether the input ended: no reply can come any more.
    var isInputEnded = false
    /// Runs the user's editor for the `L` form's review; `nil`: none can run.
    let textEditor: (any ExternalTextEditor)?
    /// Whether the terminal is lent to the user's editor: nothing is drawn meanwhile.
    var isTerminalLent = false

    /// How long a terminal has to answer the capability queries before the
    /// UI goes on with what it has (DESIGN §7). Keys are handled meanwhile.
    public static let defaultCapabilityBudget = Duration.milliseconds(150)

    /// This host's budget for the capability queries.
    public let capabilityBudget: Duration
    /// How long, at most, quitting waits for answers still on their way.
    let answerWaitOnQuit: Duration

    /// What the terminal can do, once its answers are in (or the budget ran
    /// out); `nil` until then.
    public internal(set) var capabilities: TerminalCapabilities?

    /// How long the terminal took to answer the capability queries (a little
    /// over the budget when it did not answer in time; zero when none were sent).
    public internal(set) var capabilityProbeDuration: Duration?

    /// Called once, on the main actor, when `capabilities` is known.
    public var onCapabilitiesDetected: ((TerminalCapabilities) -> Void)?

    /// How many frames were drawn (for benchmarks and tests).
    public internal(set) var frameCount = 0

    /// Bytes written for the most recent frame (for benchmarks and tests).
    public var lastFrameByteCount: Int { renderer.lastFrameByteCount }

    /// - Parameters:
    ///   - theme: The look of what the host draws itself (the `?` overlay);
    ///     by default the dark palette, coloured when `colorMode` has colours.
    ///   - reportsMouse: Ask the terminal to report clicks and the wheel
    ///     (off for people who select text with the mouse: `MOVIES_MOUSE=0`).
    ///   - queriesTerminal: Ask the terminal what it can do (pictures, cell
    ///     size, background colour) right after the first frame; when `false`
    ///     `capabilities` come from `environment` alone.
    ///   - capabilityBudget: How long the answers are waited for; tests that
    ///     script the answers give a generous one, so a busy machine cannot
    ///     end the wait before the script has played.
    ///   - answerWaitOnQuit: How long, at most from the queries, quitting
    ///     waits for answers still on their way (within the budget): a user
    ///     who quits is not kept waiting for a terminal that never answers.
    ///   - environment: The process environment (`TMUX`, `TERM_PROGRAM`,
    ///     `LC_TERMINAL`), for `TerminalCapabilityProbe`.
    ///   - textEditor: Runs the user's editor on the `L` form's review (Ctrl-O).
    public init(
        terminal: any Terminal,
        navigator: MoviesScreenNavigator,
        colorMode: ColorMode,
        theme: MoviesTheme? = nil,
        reportsMouse: Bool = true,
        queriesTerminal: Bool = true,
        capabilityBudget: Duration = defaultCapabilityBudget,
        answerWaitOnQuit: Duration = .seconds(1),
        environment: [String: String] = [:],
        textEditor: (any ExternalTextEditor)? = nil
    ) {
        self.textEditor = textEditor
        self.reportsMouse = reportsMouse
        self.queriesTerminal = queriesTerminal
        self.capabilityBudget = capabilityBudget
        self.answerWaitOnQuit = answerWaitOnQuit
        self.environment = environment
        self.terminal = terminal
        self.navigator = navigator
        self.renderer = FrameRenderer(colorMode: colorMode)
        // Encoding a picture (a sixel takes tens of milliseconds) must not
        // hold up the frame that answers a key: it shows a frame later.
        self.renderer.encodesPicturesLater = true
        self.size = terminal.size
        self.theme = theme ?? MoviesTheme(usesColor: colorMode != .none)
    }

    /// Shows the UI until the user quits, a signal arrives or input ends.
    /// - Returns: The signal that ended the UI (Ctrl-C is `.interrupt`), so
    ///   the caller can end the process by it; `nil` when the user quit or the
    ///   input ended.
    /// - Throws: `TerminalError` when the terminal cannot enter full-screen mode.
    @discardableResult
    public func run() async throws -> TerminalSignal? {
        // Signals are caught before the terminal is taken over, so none can
        // end the process while it is in raw mode.
        let events = terminal.events()
        pendingEvents = events
        defer { pendingEvents = nil }
        try terminal.enterFullScreen()
        defer { terminal.leaveFullScreen() }
        // Pictures the terminal holds go before the screen does.
        defer { terminal.write(renderer.removePictures()) }
        // Both join the terminal's restore sequence: every way out switches them off.
        _ = terminal.switchOn(.bracketedPaste)
        if reportsMouse { _ = terminal.switchOn(.mouseReporting) }
        isRunning = true
        defer { isRunning = false }
        navigator.onChange = { [weak self] in self?.setNeedsDisplay() }
        size = terminal.size
        draw()
        startCapabilityProbe()
        defer { probeTimer?.cancel() }
        for await event in events {
            switch handle(event) {
            case .keepGoing:
                if let review = navigator.top?.scaffold.takeEditorRequest() {
                    await lendTerminal(toEdit: review)
                }
                // A backlog (a paste without bracketed paste, a held key) is
                // handled first and drawn once: drawing after each of its
                // keys made a large paste take minutes.
                if !events.hasPendingEvents { draw() }
            case .quit:
                await awaitOutstandingReplies(events)
                return nil
            case .end(let signal):
                if signal != .hangup { await awaitOutstandingReplies(events) }
                return signal
            }
        }
        return nil
    }

    /// The mode that deletes the pictures a graphics protocol keeps, on every way out.
    var pictureRestoreMode: TerminalMode?

    enum Outcome {
        case keepGoing
        case quit
        case end(TerminalSignal)
    }

    /// Applies one terminal event.
    private func handle(_ event: TerminalEvent) -> Outcome {
        switch event {
        case .key(let key):
            return handle(key)
        case .resize(let newSize):
            size = newSize
            renderer.invalidate()
            return .keepGoing
        case .resumed:
            size = terminal.size
            renderer.invalidate()
            return .keepGoing
        case .signal(let signal):
            return .end(signal)
        case .reply(let reply):
            if receive(reply) { renderer.invalidate() }
            return .keepGoing
        case .endOfInput:
            isInputEnded = true
            return .quit
        }
    }

    func setNeedsDisplay() {
        guard isRunning, !isDrawPending else { return }
        isDrawPending = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.isDrawPending = false
            // Within a backlog the event loop draws once it is handled.
            if self.isRunning, self.pendingEvents?.hasPendingEvents != true { self.draw() }
        }
    }
}
