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

/// Writes an export to `--output`.
///
/// A regular file (or nothing) at the path is replaced whole or not at all: a
/// new private file beside it is written, synced and renamed over it, so a
/// reader never sees half an export. Anything else is written into, never
/// replaced, as a shell's `>` would: a named pipe (waiting for its reader, as
/// `>` does), `/dev/null`, a terminal (through `TerminalSafeLines`, as stdout
/// is). A directory, a socket or a block device is refused with one sentence:
/// no shell user means to write an export over a disk.
enum LibraryOutputFile {
    /// - Throws: `AppError.failure` with the reason.
    static func export(_ bytes: [UInt8], to path: String) throws {
        var status = stat()
        // Follows a link: what matters is what is written into.
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
            return try replace(path: path, with: bytes)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: throw refusal(path, "it is a directory")
        case S_IFBLK: throw refusal(path, "it is a block device, which movies does not write into")
        case S_IFSOCK: throw refusal(path, "it is a socket")
        default: try writeInto(path: path, bytes: bytes)
        }
    }

    /// Into a named pipe or a character device, as `>` writes.
    private static func writeInto(path: String, bytes: [UInt8]) throws {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        let shown = isatty(descriptor) == 1 ? TerminalSafeLines.bytes(bytes) : bytes
        guard writeAll(shown, to: descriptor) else { throw failure(path) }
    }

    /// Writes `bytes` to a new private file beside `path`, syncs it and
    /// renames it over `path`. The new file's name is short and fixed
    /// (`.movies-export-PID-N.partial`), so any name that fits the file
    /// system fits it too.
    private static func replace(path: String, with bytes: [UInt8]) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        var temporary = ""
        var descriptor: Int32 = -1
        for attempt in 0..<100 {
            temporary = directory.appendingPathComponent(".movies-export-\(getpid())-\(attempt).partial").path
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw failure(path) }
        let written = writeAll(bytes, to: descriptor) && fsync(descriptor) == 0
        let reason = errno
        close(descriptor)
        guard written, rename(temporary, path) == 0 else {
            let failed = failure(path, code: written ? errno : reason)
            unlink(temporary)
            throw failed
        }
    }

    /// Writes every byte, retrying interrupted and partial writes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    private static func failure(_ path: String, code: Int32 = errno) -> AppError {
        .failure("The export could not be written to \(TextSanitizer.sanitize(path)) (\(String(cString: strerror(code)))).")
    }

    private static func refusal(_ path: String, _ reason: String) -> AppError {
        .failure("The export was not written to \(TextSanitizer.sanitize(path)): \(reason).")
    }
}
