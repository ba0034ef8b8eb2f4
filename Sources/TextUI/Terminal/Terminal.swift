/// A terminal the program draws on and reads keys from.
///
/// The real one is `POSIXTerminal`; tests use `InMemoryTerminal`, which records
/// what was written and can show it as text.
public protocol Terminal: AnyObject, Sendable {
    /// Columns and rows of the window right now.
    var size: Size { get }

    /// Sends bytes to the terminal as they are. Callers send only what a
    /// `FrameRenderer` or `ControlSequence` produced, never raw data.
    func write(_ bytes: [UInt8])

    /// Switches to raw input, the alternate screen and a hidden cursor.
    /// - Throws: `TerminalError` when the input is not a terminal.
    func enterFullScreen() throws

    /// Gives the screen back as it was before `enterFullScreen()`. Safe to
    /// call more than once, and when full screen was never entered.
    func leaveFullScreen()

    /// Keys, resizes and signals, in the order they happened. There is one
    /// stream per terminal; asking again ends the previous stream.
    func events() -> AsyncStream<TerminalEvent>
}
