import Foundation

/// The width plain output is laid out for.
enum TerminalWidth {
    /// `COLUMNS` when set to a sensible number, else the terminal's width when
    /// stdout is one, else 80.
    static func forPlainOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)),
           (20...1000).contains(columns) {
            return columns
        }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
            return Int(size.ws_col)
        }
        return 80
    }
}
