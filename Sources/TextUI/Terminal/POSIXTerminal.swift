import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: a POSIX tty, put in raw mode on the alternate screen.
///
/// The terminal is given back as it was on every way out, by one restore
/// sequence (the modes switched on, newest first, then the tty settings):
/// `leaveFullScreen()`, deinitialisation, an `exit()` anywhere and a crash
/// (through `TerminalRestoreBackstop`), and suspension with Ctrl-Z or SIGTSTP
/// (it is taken over again on resumption). SIGINT, SIGTERM and SIGHUP arrive
/// as events so the program can leave cleanly; it is the program's job to
/// call `leaveFullScreen()` and end (see `TerminalSignal.terminateProcess()`).
///
/// `@unchecked Sendable`: the mutable state (restore state, modes, event
/// pump) is accessed only with `lock` held, and the lock also keeps writes
/// from different threads from interleaving.
public final class POSIXTerminal: Terminal, @unchecked Sendable {
    private let lock = Mutex(())
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let caughtSignals: [Int32]
    private let restoresOnCrash: Bool
    /// How to give the terminal back; `nil` when it is not taken over.
    private var restoreState: TerminalRestoreState?
    private var rawAttributes: termios?
    /// The modes to switch on again when the process continues after a stop.
    private var suspendedModes: [TerminalMode] = []
    private var eventPump: TerminalEventPump?
    /// The tty settings from before full screen while the terminal is lent.
    private var lentAttributes: termios?
    /// The SIGTSTP handler (libdispatch's) set aside while suspended.
    private var suspendedStopHandler: __sighandler_t?

    /// - Parameters:
    ///   - inputDescriptor: The tty to read keys from and set to raw mode.
    ///   - outputDescriptor: Where frames are written.
    ///   - handlesSignals: Whether to catch SIGWINCH, SIGINT, SIGTERM, SIGHUP,
    ///     SIGTSTP and SIGCONT once `events()` is called, and the signals of
    ///     a crash once full screen is entered. Signal dispositions are
    ///     process-wide and stay with the event machinery for the rest of the
    ///     process, so only the one terminal of an interactive program should
    ///     do it (tests of a pseudo-terminal should not).
    public convenience init(
        inputDescriptor: Int32 = STDIN_FILENO,
        outputDescriptor: Int32 = STDOUT_FILENO,
        handlesSignals: Bool = true
    ) {
        self.init(
            inputDescriptor: inputDescriptor,
            outputDescriptor: outputDescriptor,
            caughtSignals: handlesSignals ? TerminalEventPump.allCaughtSignals : [],
            restoresOnCrash: handlesSignals
        )
    }

    /// Catches only `caughtSignals`, so tests can watch one harmless signal.
    init(inputDescriptor: Int32, outputDescriptor: Int32, caughtSignals: [Int32], restoresOnCrash: Bool = false) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.caughtSignals = caughtSignals
        self.restoresOnCrash = restoresOnCrash
    }

    deinit {
        eventPump?.stop()
        restoreLocked()
    }

    /// Whether this process can show a full-screen interface: standard input
    /// and standard output are both terminals, and one that can draw it.
    /// - Parameter term: The `TERM` environment variable.
    public static func canShowFullScreen(term: String?) -> Bool {
        standardStreamsAreTerminals && canDraw(term: term)
    }

    /// Whether standard input and standard output are both terminals.
    public static var standardStreamsAreTerminals: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Whether a terminal of type `term` (the `TERM` variable) can move the
    /// cursor, switch screens and show colours: any named type but `dumb`.
    public static func canDraw(term: String?) -> Bool {
        guard let term, !term.isEmpty else { return false }
        return term != "dumb"
    }

    /// The window size from the tty; 80×24 when it cannot be asked.
    public var size: Size {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return Size(width: Int(window.ws_col), height: Int(window.ws_row))
            }
        }
        return Size(width: 80, height: 24)
    }

    /// The text area in pixels from the tty; many terminals leave it 0 (unknown).
    public var pixelSize: Size? {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_xpixel > 0, window.ws_ypixel > 0 {
                return Size(width: Int(window.ws_xpixel), height: Int(window.ws_ypixel))
            }
        }
        return nil
    }

    public func write(_ bytes: [UInt8]) {
        lock.withLock { _ in
            _ = FileDescriptorIO.writeAll(bytes, to: outputDescriptor)
        }
    }

    public func enterFullScreen() throws {
        try lock.withLock { _ in
            guard restoreState == nil else { return }
            var original = termios()
            guard tcgetattr(inputDescriptor, &original) == 0 else {
                throw TerminalError.notATerminal
            }
            var raw = original
            cfmakeraw(&raw)
            // One byte is enough for read() to return; no inter-byte timer.
            withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
                controlCharacters[Int(VMIN)] = 1
                controlCharacters[Int(VTIME)] = 0
            }
            // Published before the tty changes, so no moment is left uncovered.
            takeOver(from: original)
            guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
                let error = errno
                restoreLocked()
                throw TerminalError.cannotChangeMode(errno: error)
            }
            rawAttributes = raw
            switchOnLocked(.fullScreen)
        }
    }

    public func leaveFullScreen() {
        lock.withLock { _ in restoreLocked() }
    }

    @discardableResult
    public func switchOn(_ mode: TerminalMode) -> Bool {
        lock.withLock { _ in switchOnLocked(mode) }
    }

    public func switchOff(_ mode: TerminalMode) {
        lock.withLock { _ in
            guard var state = restoreState, state.modes.remove(mode) else { return }
            restoreState = state
            FileDescriptorIO.writeAll(mode.off, to: outputDescriptor)
            publish(state)
        }
    }

    public func expectReplies(within budget: Duration) {
        lock.withLock { _ in eventPump }?.expectReplies(within: budget)
    }

    public func events() -> TerminalEvents {
        let queue = TerminalEventQueue()
        let pump = TerminalEventPump(
            inputDescriptor: inputDescriptor,
            caughtSignals: caughtSignals,
            queue: queue,
            currentSize: { [weak self] in self?.size ?? .zero },
            suspend: { [weak self] in self?.suspend() },
            resume: { [weak self] in self?.resume() }
        )
        let previous = lock.withLock { _ in
            defer { eventPump = pump }
            return eventPump
        }
        previous?.stop()
        pump.start()
        return TerminalEvents(queue: queue)
    }

    public func lend() {
        let pump = lock.withLock { _ in restoreState == nil ? nil : eventPump }
        // From here on the keys are the other program's.
        pump?.pauseInput()
        lock.withLock { _ in
            guard let state = restoreState else { return }
            lentAttributes = state.attributes
            suspendedModes = state.modes.modes
            restoreLocked(keepingRawAttributes: true)
        }
    }

    public func takeBack() {
        let pump = lock.withLock { _ in
            guard let original = lentAttributes else { return nil as TerminalEventPump? }
            lentAttributes = nil
            // The settings from before full screen, not what the other program
            // left (it may have died in raw mode): those are given back on exit.
            retakeLocked(from: original)
            return eventPump
        }
        pump?.resumeInput()
    }

    /// Gives the terminal back and stops the process, as Ctrl-Z in a shell
    /// would; `resume()` takes it over again when SIGCONT arrives.
    func suspend() {
        lock.withLock { _ in
            if let modes = restoreState?.modes.modes {
                suspendedModes = modes
            }
            restoreLocked(keepingRawAttributes: true)
            // Only the default action stops the process. It is sent to the
            // whole process rather than raised on this thread, because
            // libdispatch's threads block SIGTSTP.
            let previous = signal(SIGTSTP, SIG_DFL)
            if suspendedStopHandler == nil {
                suspendedStopHandler = previous
            }
        }
        kill(getpid(), SIGTSTP)
    }

    /// Takes the terminal over again after the process was continued; the
    /// shell may have changed the tty modes meanwhile.
    func resume() {
        lock.withLock { _ in
            if let handler = suspendedStopHandler {
                signal(SIGTSTP, handler)
                suspendedStopHandler = nil
            }
            guard var raw = rawAttributes else { return }
            if let state = restoreState {
                // Continued without our suspend (a SIGSTOP): say it all again.
                FileDescriptorIO.writeAll(state.modes.modes.flatMap(\.on), to: outputDescriptor)
                _ = tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
            } else {
                var original = termios()
                guard tcgetattr(inputDescriptor, &original) == 0 else { return }
                retakeLocked(from: original)
            }
        }
    }

    /// Full screen again after the terminal was given up for a while: a
    /// restore sequence to `original`, the modes that were on, raw mode
    /// (dropping what was typed meanwhile). Call with `lock` held.
    private func retakeLocked(from original: termios) {
        guard var raw = rawAttributes else { return }
        takeOver(from: original)
        let modes = suspendedModes
        suspendedModes = []
        modes.forEach { switchOnLocked($0) }
        _ = tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
    }

    /// Starts a restore sequence that puts back `original`. Call with `lock` held.
    private func takeOver(from original: termios) {
        let state = TerminalRestoreState(inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor, attributes: original)
        restoreState = state
        publish(state)
    }

    /// Call with `lock` held.
    @discardableResult
    private func switchOnLocked(_ mode: TerminalMode) -> Bool {
        guard var state = restoreState, state.modes.push(mode) else { return false }
        restoreState = state
        // The way back is known before the way in is taken.
        publish(state)
        FileDescriptorIO.writeAll(mode.on, to: outputDescriptor)
        return true
    }

    private func publish(_ state: TerminalRestoreState) {
        terminalRestoreBackstop.publish(state, owner: ObjectIdentifier(self), catchingFatalSignals: restoresOnCrash)
    }

    /// Plays the restore sequence. Must be called with `lock` held (or from `deinit`).
    private func restoreLocked(keepingRawAttributes: Bool = false) {
        if !keepingRawAttributes {
            rawAttributes = nil
        }
        guard let state = restoreState else { return }
        restoreState = nil
        state.play()
        terminalRestoreBackstop.withdraw(owner: ObjectIdentifier(self))
    }
}
