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
import TextUI

/// The width plain output is laid out for.
enum TerminalWidth {
    /// `COLUMNS` when set to a sensible number, else the terminal's width when
    /// stdout is one (at most the widest row a screen buffer holds), else 80.
    /// - Parameter environment: The variables to read; `nil` reads the process's
    ///   own `COLUMNS` alone rather than copying the whole environment.
    static func forPlainOutput(environment: [String: String]? = nil) -> Int {
        let widest = ScreenBuffer.maximumSize.width
        let text = environment.map { $0["COLUMNS"] } ?? getenv("COLUMNS").map { String(cString: $0) }
        if let text, let columns = Int(text.trimmingWhitespace),
           (20...widest).contains(columns) {
            return columns
        }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
            return min(Int(size.ws_col), widest)
        }
        return 80
    }
}
