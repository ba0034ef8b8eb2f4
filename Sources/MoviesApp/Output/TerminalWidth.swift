#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesData

/// The width plain output is laid out for.
enum TerminalWidth {
    /// `COLUMNS` when set to a sensible number, else the terminal's width when
    /// stdout is one, else 80.
    /// - Parameter environment: The variables to read; `nil` reads the process's
    ///   own `COLUMNS` alone rather than copying the whole environment.
    static func forPlainOutput(environment: [String: String]? = nil) -> Int {
        let text = environment.map { $0["COLUMNS"] } ?? getenv("COLUMNS").map { String(cString: $0) }
        if let text, let columns = Int(text.trimmingWhitespace),
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
