/// A terminal the program draws on and reads keys from.
///
/// The real one is `POSIXTerminal`; tests use `InMemoryTerminal`, which records
/// what was written and can show it as text.
public protocol Terminal: AnyObject, Sendable {
    /// Columns and rows of the window right now, as the terminal reports
    /// them (up to 65535 each way); a frame holds at most
    /// `ScreenBuffer.maximumSize` of them.
    var size: Size { get }

    /// The size of the window's text area in pixels, where the tty reports
    /// it (`TIOCGWINSZ`'s `ws_xpixel` and `ws_ypixel`); `nil` when it does not.
    var pixelSize: Size? { get }

    /// Sends bytes to the terminal as they are. Callers send only what a
    /// `FrameRenderer` or `ControlSequence` produced, never raw data.
    func write(_ bytes: [UInt8])

    /// Switches to raw input, the alternate screen and a hidden cursor (the
    /// `TerminalMode.fullScreen` mode).
    /// - Throws: `TerminalError` when the input is not a terminal.
    func enterFullScreen() throws

    /// Gives the screen back as it was before `enterFullScreen()`: switches
    /// off every mode still on, newest first, and restores the tty settings.
    /// Safe to call more than once, and when full screen was never entered.
    func leaveFullScreen()

    /// Switches `mode` on for the rest of full screen. Its `off` bytes join
    /// the restore sequence that every way out plays (see `TerminalMode`).
    /// - Returns: `false` when not in full screen, when the mode is already
    ///   on, or when the restore sequence has no room for it; nothing is
    ///   written then.
    @discardableResult
    func switchOn(_ mode: TerminalMode) -> Bool

    /// Switches `mode` off before full screen ends, and takes it out of the
    /// restore sequence. Does nothing when it is not on.
    func switchOff(_ mode: TerminalMode)

    /// Says that replies to queries just written may come for up to
    /// `budget`, so that a reply split across reads is not taken for keys.
    func expectReplies(within budget: Duration)

    /// Keys, resizes and signals. There is one queue of events per terminal;
    /// asking again ends the previous one.
    func events() -> TerminalEvents

    /// Lends the terminal to another program run in the foreground (the
    /// user's editor): every mode is switched off and the tty settings are
    /// put back as before full screen, and no key is read until `takeBack()`.
    /// Signals the other program gets from its keys (Ctrl-C, Ctrl-Z) are
    /// its own meanwhile. Does nothing when not in full screen.
    func lend()

    /// Takes the terminal back after `lend()`: raw mode and every mode that
    /// was on (the alternate screen, the mouse, the hidden cursor) again, in
    /// the same order; keys typed meanwhile that the other program left are
    /// dropped. The caller draws the whole screen again.
    func takeBack()
}

extension Terminal {
    /// Terminals that know nothing of pixels (such as the tests' in-memory one) report none.
    public var pixelSize: Size? { nil }

    /// Terminals whose input arrives whole (the tests' in-memory one) need no warning.
    public func expectReplies(within budget: Duration) {}
}
