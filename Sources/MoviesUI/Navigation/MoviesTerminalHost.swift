public import TextUI

/// Runs the full-screen UI: draws the navigator's screens on a terminal, feeds
/// them keys, re-lays out on resize, and gives the terminal back on every way out.
@MainActor
public final class MoviesTerminalHost {
    /// The smallest window the screens are laid out for.
    public static let minimumSize = Size(width: 30, height: 8)

    private let terminal: any Terminal
    private let navigator: MoviesScreenNavigator
    private var renderer: FrameRenderer
    private var size: Size
    private var isDrawPending = false
    private var isRunning = false
    /// The `?` overlay while it is shown; it takes the keyboard.
    private var helpOverlay: KeyHelpOverlay?
    private let theme: MoviesTheme

    /// Bytes written for the most recent frame (for benchmarks and tests).
    public var lastFrameByteCount: Int { renderer.lastFrameByteCount }

    public init(terminal: any Terminal, navigator: MoviesScreenNavigator, colorMode: ColorMode) {
        self.terminal = terminal
        self.navigator = navigator
        self.renderer = FrameRenderer(colorMode: colorMode)
        self.size = terminal.size
        self.theme = MoviesTheme(usesColor: colorMode != .none)
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
        try terminal.enterFullScreen()
        defer { terminal.leaveFullScreen() }
        isRunning = true
        defer { isRunning = false }
        navigator.onChange = { [weak self] in self?.setNeedsDisplay() }
        size = terminal.size
        draw()
        for await event in events {
            switch handle(event) {
            case .keepGoing:
                draw()
            case .quit:
                return nil
            case .end(let signal):
                return signal
            }
        }
        return nil
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
        case .endOfInput:
            return .quit
        }
    }

    private func handle(_ key: Key) -> Outcome {
        // A terminal that catches SIGINT turns Ctrl-C into `.signal(.interrupt)`;
        // one that passes the key on means the same.
        if key == .ctrl("c") { return .end(.interrupt) }
        if var overlay = helpOverlay {
            helpOverlay = overlay.handle(key) == .close ? nil : overlay
            return .keepGoing
        }
        if navigator.handle(key) { return .keepGoing }
        switch KeyTable.everywhere.command(for: key) {
        case .quit:
            return .quit
        case .redraw:
            renderer.invalidate()
        case .home:
            navigator.popToRoot()
        case .help:
            helpOverlay = KeyHelpOverlay(keyMap: navigator.keyMap, theme: theme)
        default:
            break
        }
        return .keepGoing
    }

    private func setNeedsDisplay() {
        guard isRunning, !isDrawPending else { return }
        isDrawPending = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.isDrawPending = false
            if self.isRunning { self.draw() }
        }
    }

    /// Draws the current screens and writes only what changed since the last frame.
    public func draw() {
        var buffer = ScreenBuffer(size: size)
        if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
            drawTooSmallMessage(into: &buffer)
        } else {
            navigator.draw(into: &buffer, in: buffer.bounds)
            helpOverlay?.draw(into: &buffer, in: buffer.bounds)
        }
        terminal.write(renderer.render(buffer))
    }

    private func drawTooSmallMessage(into buffer: inout ScreenBuffer) {
        let minimum = "\(Self.minimumSize.width)×\(Self.minimumSize.height)"
        let candidates = ["Enlarge the window to at least \(minimum).", "Enlarge the window (\(minimum)).", "Too small", "…"]
        let message = candidates.first { DisplayWidth.of($0) <= size.width } ?? ""
        let x = max(0, (size.width - DisplayWidth.of(message)) / 2)
        buffer.write(message, at: Point(x: x, y: size.height / 2), maxWidth: size.width)
    }
}
