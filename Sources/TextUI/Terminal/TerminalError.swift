/// Why the terminal could not be taken over.
public enum TerminalError: Error, Hashable, Sendable {
    /// The input is not a terminal, so there is no mode to change.
    case notATerminal
    /// The terminal refused the raw mode; `errno` tells why.
    case cannotChangeMode(errno: Int32)
}
