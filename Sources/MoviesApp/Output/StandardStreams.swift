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
struct StandardStreams: Sendable {
    func printOut(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// One line on stderr, never with control characters: sentences quote
    /// arguments, paths and hosts, and any of them may carry an escape sequence.
    func printError(_ text: String) {
        write(TextSanitizer.sanitize(text, layoutWhitespace: .replaceWithSpace), to: STDERR_FILENO)
    }

    private func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
