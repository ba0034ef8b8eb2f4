/// Something that happened at the terminal, delivered in order on one stream.
public enum TerminalEvent: Hashable, Sendable {
    /// The user pressed a key.
    case key(Key)
    /// The window changed size; draw the next frame at this size.
    case resize(Size)
    /// The process was asked to stop: restore the terminal and exit.
    case signal(TerminalSignal)
    /// The program continues after having been suspended (Ctrl-Z, then `fg`);
    /// the screen must be redrawn in full. May arrive twice for one resumption.
    case resumed
    /// The input was closed (e.g. the terminal went away); no more keys will come.
    case endOfInput
}
