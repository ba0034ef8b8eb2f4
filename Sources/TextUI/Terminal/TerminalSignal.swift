/// A request to end the program that arrived as a POSIX signal.
public enum TerminalSignal: Hashable, Sendable {
    /// SIGINT (Ctrl-C outside raw mode, or `kill -INT`).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal was closed.
    case hangup
}
