/// Something that happened at the terminal, delivered in order on one stream.
public enum TerminalEvent: Hashable, Sendable {
    /// The user pressed a key.
    case key(Key)
    /// The window changed size; draw the next frame at this size.
    case resize(Size)
    /// The process was asked to stop: restore the terminal and exit.
    case signal(TerminalSignal)
    /// The program continues after having been stopped (Ctrl-Z, then `fg`);
    /// the terminal has been taken over again and the screen must be redrawn
    /// in full (call `FrameRenderer.invalidate()`).
    case resumed
    /// The terminal answered a query (see `TerminalCapabilityQuery`). It may
    /// come at any time, long after it was asked for; it is never a key.
    case reply(TerminalReply)
    /// The input was closed (e.g. the terminal went away); no more keys will come.
    case endOfInput
}
