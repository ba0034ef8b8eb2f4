#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextUI

/// Writes whole strings to stdout or stderr with `write(2)`, which needs no
/// shared `FILE*` state (not concurrency-safe in Swift 6).
///
/// What goes to stdout is checked: output cut short (a full disk, `/dev/full`,
/// a pipe whose reader has gone while SIGPIPE is ignored) is a failure of the
/// command, never a silent exit 0 with half a file. With SIGPIPE at its default
/// disposition — the process never changes it — a reader that leaves early
/// (`| head`) ends the process by the signal before `write` can fail, silently,
/// as a shell expects.
struct StandardStreams: Sendable {
    /// Writes `text` and a final line feed to stdout.
    /// - Throws: `AppError.outputNotWritten` when stdout does not take every byte.
    func printOut(_ text: String) throws {
        var bytes = Array(text.utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        try writeOut(bytes)
    }

    /// Writes `bytes` to stdout as they are.
    /// - Throws: `AppError.outputNotWritten` when stdout does not take every byte.
    func writeOut(_ bytes: [UInt8]) throws {
        if let code = Self.writeAll(bytes, to: STDOUT_FILENO) {
            throw AppError.outputNotWritten(code: code)
        }
    }

    /// One line on stderr, never with control characters: sentences quote
    /// arguments, paths and hosts, and any of them may carry an escape sequence.
    /// A failure here has nowhere left to be told, so it is not reported.
    func printError(_ text: String) {
        var bytes = Array(TextSanitizer.sanitize(text, layoutWhitespace: .replaceWithSpace).utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        _ = Self.writeAll(bytes, to: STDERR_FILENO)
    }

    /// Writes every byte, retrying interrupted and partial writes.
    /// - Returns: `nil` when all were written, else the `errno` of the failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // `write` returns 0 only for a zero count; anything else would loop forever.
            guard written > 0 else { return EIO }
            offset += written
        }
        return nil
    }
}
