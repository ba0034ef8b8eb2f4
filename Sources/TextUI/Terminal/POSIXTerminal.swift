import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: a POSIX tty, put in raw mode on the alternate screen.
///
/// The terminal is given back as it was on every way out: `leaveFullScreen()`,
/// deinitialisation, an `exit()` anywhere (through an `atexit` backstop), and
/// suspension with Ctrl-Z or SIGTSTP (it is taken over again on resumption).
/// SIGINT, SIGTERM and SIGHUP arrive as events so the program can leave
/// cleanly; it is the program's job to call `leaveFullScreen()` and exit.
///
/// `@unchecked Sendable`: the mutable state (saved attributes, mode, event
/// pump) is accessed only with `lock` held, and the lock also keeps writes
/// from different threads from interleaving.
public final class POSIXTerminal: Terminal, @unchecked Sendable {
    private let lock = Mutex(())
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let caughtSignals: [Int32]
    private var savedAttributes: termios?
    private var rawAttributes: termios?
    private var eventPump: TerminalEventPump?
    /// The SIGTSTP handler (libdispatch's) set aside while suspended.
    private var suspendedStopHandler: __sighandler_t?

    /// - Parameters:
    ///   - inputDescriptor: The tty to read keys from and set to raw mode.
    ///   - outputDescriptor: Where frames are written.
    ///   - handlesSignals: Whether to catch SIGWINCH, SIGINT, SIGTERM, SIGHUP,
    ///     SIGTSTP and SIGCONT once `events()` is called. Signal dispositions
    ///     are process-wide and stay with the event machinery for the rest of
    ///     the process, so only the one terminal of an interactive program
    ///     should do it (tests of a pseudo-terminal should not).
    public convenience init(
        inputDescriptor: Int32 = STDIN_FILENO,
        outputDescriptor: Int32 = STDOUT_FILENO,
        handlesSignals: Bool = true
    ) {
        self.init(
            inputDescriptor: inputDescriptor,
            outputDescriptor: outputDescriptor,
            caughtSignals: handlesSignals ? TerminalEventPump.allCaughtSignals : []
        )
    }

    /// Catches only `caughtSignals`, so tests can watch one harmless signal.
    init(inputDescriptor: Int32, outputDescriptor: Int32, caughtSignals: [Int32]) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.caughtSignals = caughtSignals
    }

    deinit {
        eventPump?.stop()
        restoreLocked()
    }

    /// Whether both standard input and standard output are terminals, i.e.
    /// whether a full-screen interface makes sense.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
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

    public func write(_ bytes: [UInt8]) {
        lock.withLock { _ in
            _ = FileDescriptorIO.writeAll(bytes, to: outputDescriptor)
        }
    }

    public func enterFullScreen() throws {
        try lock.withLock { _ in
            guard savedAttributes == nil else { return }
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
            guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
                throw TerminalError.cannotChangeMode(errno: errno)
            }
            savedAttributes = original
            rawAttributes = raw
            terminalRestoreBackstop.arm(
                inputDescriptor: inputDescriptor,
                outputDescriptor: outputDescriptor,
                attributes: original
            )
            FileDescriptorIO.writeAll(ControlSequence.enterFullScreen, to: outputDescriptor)
        }
    }

    public func leaveFullScreen() {
        lock.withLock { _ in restoreLocked() }
    }

    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let pump = TerminalEventPump(
            inputDescriptor: inputDescriptor,
            caughtSignals: caughtSignals,
            continuation: continuation,
            currentSize: { [weak self] in self?.size ?? .zero },
            suspend: { [weak self] in self?.suspend() },
            resume: { [weak self] in self?.resume() }
        )
        let previous = lock.withLock { _ in
            defer { eventPump = pump }
            return eventPump
        }
        previous?.stop()
        continuation.onTermination = { _ in pump.stop() }
        pump.start()
        return stream
    }

    /// Gives the terminal back and stops the process, as Ctrl-Z in a shell
    /// would; `resume()` takes it over again when SIGCONT arrives.
    func suspend() {
        lock.withLock { _ in
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
            if savedAttributes == nil {
                var original = termios()
                guard tcgetattr(inputDescriptor, &original) == 0 else { return }
                savedAttributes = original
                terminalRestoreBackstop.arm(
                    inputDescriptor: inputDescriptor,
                    outputDescriptor: outputDescriptor,
                    attributes: original
                )
            }
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &raw)
            FileDescriptorIO.writeAll(ControlSequence.enterFullScreen, to: outputDescriptor)
        }
    }

    /// Must be called with `lock` held (or from `deinit`).
    private func restoreLocked(keepingRawAttributes: Bool = false) {
        if !keepingRawAttributes {
            rawAttributes = nil
        }
        guard var original = savedAttributes else { return }
        savedAttributes = nil
        FileDescriptorIO.writeAll(ControlSequence.leaveFullScreen, to: outputDescriptor)
        _ = tcsetattr(inputDescriptor, TCSADRAIN, &original)
        terminalRestoreBackstop.disarm()
    }
}
