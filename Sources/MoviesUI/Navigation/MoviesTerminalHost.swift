public import TextUI

/// Runs the full-screen UI: draws the navigator's screens on a terminal, feeds
/// them keys, re-lays out on resize, and gives the terminal back on every way out.
@MainActor
public final class MoviesTerminalHost {
    /// The smallest window the screens are laid out for.
    public static let minimumSize = Size(width: 30, height: 8)

    // Internal, not private: the extensions in other files use them.
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
    private var helpOverlay: KeyHelpOverlay?
    private let theme: MoviesTheme
    private let reportsMouse: Bool
    private let queriesTerminal: Bool
    private let environment: [String: String]
    /// The capability queries while their answers are awaited; `nil` before
    /// they are sent and once they are done (later replies are swallowed).
    private var probe: TerminalCapabilityProbe?
    private var probeStart: ContinuousClock.Instant?
    private var probeTimer: Task<Void, Never>?
    /// Whether the input ended: no reply can come any more.
    private var isInputEnded = false
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
    private let answerWaitOnQuit: Duration

    /// What the terminal can do, once its answers are in (or the budget ran
    /// out); `nil` until then.
    public private(set) var capabilities: TerminalCapabilities?

    /// How long the terminal took to answer the capability queries (a little
    /// over the budget when it did not answer in time; zero when none were sent).
    public private(set) var capabilityProbeDuration: Duration?

    /// Called once, on the main actor, when `capabilities` is known.
    public var onCapabilitiesDetected: ((TerminalCapabilities) -> Void)?

    /// How many frames were drawn (for benchmarks and tests).
    public private(set) var frameCount = 0

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

    // MARK: - Pictures and theme

    /// The mode that deletes the pictures a graphics protocol keeps, on every way out.
    private var pictureRestoreMode: TerminalMode?

    /// Shows the screens' placed pictures with `encoding` from now on (`nil`:
    /// their cells stay blank), sized for cells of `cellPixelSize` pixels;
    /// what the previous encoding showed is taken away.
    public func showPictures(with encoding: (any PictureEncoding)?, cellPixelSize: Size) {
        let removal = renderer.showPictures(with: encoding, cellPixelSize: cellPixelSize)
        if !removal.isEmpty { terminal.write(removal) }
        if let pictureRestoreMode { terminal.switchOff(pictureRestoreMode) }
        pictureRestoreMode = nil
        // Pictures the terminal keeps apart from the text are deleted however
        // the program ends, a crash included, as the other modes are undone.
        if let encoding, encoding.keepsPicturesApart, !encoding.forgetAll.isEmpty {
            let mode = TerminalMode(name: "pictures", on: [], off: encoding.forgetAll)
            if terminal.switchOn(mode) { pictureRestoreMode = mode }
        }
        setNeedsDisplay()
    }

    /// The theme's shared settings (background, pictures) changed: every
    /// screen is drawn again in full.
    public func appearanceDidChange() {
        renderer.invalidate()
        setNeedsDisplay()
    }

    // MARK: - Terminal capabilities

    /// Sends the capability queries once, after the first frame, so start-up
    /// never waits for a terminal; their answers arrive as `.reply` events
    /// among the keys, and the budget ends the wait for those that do not.
    private func startCapabilityProbe() {
        var newProbe = TerminalCapabilityProbe(environment: environment)
        newProbe.noteWindow(pixels: terminal.pixelSize, cells: size)
        guard queriesTerminal else {
            capabilityProbeDuration = .zero
            detected(newProbe.environmentCapabilities())
            return
        }
        terminal.expectReplies(within: capabilityBudget)
        terminal.write(newProbe.queries)
        probe = newProbe
        probeStart = ContinuousClock.now
        probeTimer = Task { @MainActor [weak self, capabilityBudget] in
            try? await Task.sleep(for: capabilityBudget, tolerance: .milliseconds(1))
            guard !Task.isCancelled else { return }
            self?.endCapabilityProbe()
        }
    }

    /// Takes a reply while the probe waits; swallows it otherwise (a late one).
    /// - Returns: Whether the screen must be painted again in full.
    private func receive(_ reply: TerminalReply) -> Bool {
        guard var current = probe else { return false }
        current.receive(reply)
        probe = current
        guard current.isComplete else { return false }
        endCapabilityProbe()
        // A terminal that does not parse string sequences may have printed them.
        return current.mayHaveShownQueries
    }

    private func endCapabilityProbe() {
        guard let finished = probe else { return }
        probe = nil
        probeTimer?.cancel()
        probeTimer = nil
        capabilityProbeDuration = probeStart.map { ContinuousClock.now - $0 }
        detected(finished.capabilities(timedOut: !finished.isComplete))
    }

    private func detected(_ found: TerminalCapabilities) {
        capabilities = found
        onCapabilitiesDetected?(found)
    }

    /// Before the terminal is given back, waits (within the budget, and at
    /// most `answerWaitOnQuit` from the queries) for the replies still on
    /// their way: arriving after it, they would be typed into the shell. Keys
    /// meanwhile are dropped: the user asked to leave; a signal or the end of
    /// input ends the wait.
    private func awaitOutstandingReplies(_ events: TerminalEvents) async {
        let bound = min(capabilityBudget, answerWaitOnQuit)
        while probe != nil, !isInputEnded, let start = probeStart {
            let remaining = bound - (ContinuousClock.now - start)
            guard remaining > .zero, let event = await Self.nextEvent(of: events, within: remaining) else { return }
            switch event {
            case .reply(let reply): _ = receive(reply)
            case .signal, .endOfInput: return
            case .key, .resize, .resumed: continue
            }
        }
    }

    /// The next event, or `nil` when none comes within `timeout`.
    nonisolated private static func nextEvent(of events: TerminalEvents, within timeout: Duration) async -> TerminalEvent? {
        await withTaskGroup(of: TerminalEvent?.self) { group in
            group.addTask {
                var iterator = events.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private enum Outcome {
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

    private func handle(_ key: Key) -> Outcome {
        // A terminal that catches SIGINT turns Ctrl-C into `.signal(.interrupt)`;
        // one that passes the key on means the same.
        if key == .ctrl("c") { return .end(.interrupt) }
        if case .mouse(let event) = key { return handle(event) }
        if var overlay = helpOverlay {
            helpOverlay = overlay.handle(key) == .close ? nil : overlay
            return .keepGoing
        }
        if navigator.top?.scaffold.handlePickerKey(key) == true { return .keepGoing }
        navigator.top?.scaffold.keyArrived()
        if navigator.handle(key) {
            if let text = navigator.top?.scaffold.takeClipboardText() { terminal.write(ControlSequence.setClipboard(text)) }
            return .keepGoing
        }
        switch KeyTable.everywhere.command(for: key) {
        case .quit:
            return .quit
        case .redraw:
            renderer.invalidate()
        case .home:
            navigator.goHome()
        case .help:
            helpOverlay = KeyHelpOverlay(keyMap: navigator.keyMap, theme: theme)
        default:
            // One line says the key did nothing, and where to look.
            navigator.top?.scaffold.noteUnbound(key)
        }
        return .keepGoing
    }

    /// A click on a step of the breadcrumb goes back there; other clicks go
    /// to the screen; the wheel the screen does not take moves as ↑/↓ would.
    private func handle(_ event: MouseEvent) -> Outcome {
        if var overlay = helpOverlay {
            switch event.kind {
            case .wheelUp: _ = overlay.handle(.up)
            case .wheelDown: _ = overlay.handle(.down)
            default: break
            }
            helpOverlay = overlay
            return .keepGoing
        }
        // The `a` picker and the `L` form are worked with keys; a click does not reach the screen under it.
        if navigator.top?.scaffold.isPicking == true { return .keepGoing }
        if case .press(button: 0) = event.kind, event.row == 0,
           let step = navigator.top?.scaffold.breadcrumbSpans.first(where: { $0.columns.contains(event.column) }) {
            navigator.pop(toDepth: step.depth)
            return .keepGoing
        }
        if navigator.top?.handle(.mouse(event)) == true { return .keepGoing }
        let wheelKey: Key? = switch event.kind {
        case .wheelUp: .up
        case .wheelDown: .down
        default: nil
        }
        if let wheelKey {
            for _ in 0..<Self.wheelStep { _ = navigator.handle(wheelKey) }
        }
        return .keepGoing
    }

    /// Rows the wheel moves a notch.
    static let wheelStep = 3

    private func setNeedsDisplay() {
        guard isRunning, !isDrawPending else { return }
        isDrawPending = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.isDrawPending = false
            // Within a backlog the event loop draws once it is handled.
            if self.isRunning, self.pendingEvents?.hasPendingEvents != true { self.draw() }
        }
    }

    /// Draws the current screens and writes only what changed since the last frame.
    public func draw() {
        // The user's editor has the screen; the whole of it is drawn after.
        guard !isTerminalLent else { return }
        frameCount += 1
        // A window larger than a buffer holds is drawn in its top-left part.
        var buffer = ScreenBuffer(size: size)
        if buffer.size.width < Self.minimumSize.width || buffer.size.height < Self.minimumSize.height {
            drawTooSmallMessage(into: &buffer)
        } else {
            navigator.draw(into: &buffer, in: buffer.bounds)
            navigator.top?.scaffold.drawPicker(into: &buffer, in: buffer.bounds)
            helpOverlay?.draw(into: &buffer, in: buffer.bounds)
        }
        terminal.write(renderer.render(buffer))
        encodePictures()
    }

    /// Runs the encodings the last frame's pictures wait for on other
    /// threads, and draws again as each comes back.
    private func encodePictures() {
        for job in renderer.takePictureJobs() {
            Task.detached(priority: .userInitiated) { [weak self] in
                let bytes = job.run()
                await self?.store(job, bytes: bytes)
            }
        }
    }

    private func store(_ job: PictureEncodingJob, bytes: [UInt8]) {
        renderer.storePicture(job, bytes: bytes)
        setNeedsDisplay()
    }

    private func drawTooSmallMessage(into buffer: inout ScreenBuffer) {
        let minimum = "\(Self.minimumSize.width)×\(Self.minimumSize.height)"
        let candidates = ["Enlarge the window to at least \(minimum).", "Enlarge the window (\(minimum)).", "Too small", "…"]
        let width = buffer.size.width
        let message = candidates.first { DisplayWidth.of($0) <= width } ?? ""
        let x = max(0, (width - DisplayWidth.of(message)) / 2)
        buffer.write(message, at: Point(x: x, y: buffer.size.height / 2), maxWidth: width)
    }
}
