/// A mode the program switches the terminal into, with the bytes that switch
/// it off again.
///
/// A mode switched on with `Terminal.switchOn(_:)` joins the terminal's
/// restore sequence: however the program ends — leaving full screen, `q`,
/// Ctrl-C, SIGINT/SIGTERM/SIGHUP, an error, `exit()`, or a crash — the `off`
/// bytes of every mode still on are written, the newest mode first, and then
/// the tty gets back the settings it had before full screen. A new mode (mouse
/// reporting, bracketed paste, images) needs nothing more than a value:
///
///     let bracketedPaste = TerminalMode(name: "bracketed paste", on: Array("\u{1B}[?2004h".utf8), off: Array("\u{1B}[?2004l".utf8))
///     terminal.switchOn(bracketedPaste)
public struct TerminalMode: Hashable, Sendable {
    /// A short name, for tests and diagnostics.
    public let name: String
    /// Written when the mode is switched on.
    public let on: [UInt8]
    /// Written when it is switched off, and on every way out while it is on.
    public let off: [UInt8]

    public init(name: String, on: [UInt8], off: [UInt8]) {
        self.name = name
        self.on = on
        self.off = off
    }

    /// The alternate screen with a hidden cursor and default colours: the
    /// first mode `enterFullScreen()` switches on, and so the last one the
    /// restore sequence switches off.
    /// Pasted text arrives between `ESC [ 200 ~` and `ESC [ 201 ~`, which
    /// `KeyDecoder` turns into one `.paste` key.
    public static let bracketedPaste = TerminalMode(
        name: "bracketed paste",
        on: Array("\u{1B}[?2004h".utf8),
        off: Array("\u{1B}[?2004l".utf8)
    )

    /// Clicks and the wheel are reported (1000), and moves with a button
    /// held (1002), in SGR encoding (1006), which `KeyDecoder` turns into
    /// `.mouse` keys. Never every motion (1003): a mouse resting over the
    /// window would send a stream of reports for nothing. Selecting text then
    /// takes Shift in most terminals.
    public static let mouseReporting = TerminalMode(
        name: "mouse reporting",
        on: Array("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h".utf8),
        off: Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8)
    )

    public static let fullScreen = TerminalMode(
        name: "full screen",
        on: ControlSequence.enterFullScreen,
        off: ControlSequence.leaveFullScreen
    )
}
