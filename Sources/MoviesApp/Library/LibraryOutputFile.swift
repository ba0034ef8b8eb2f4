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

/// Writes an export: whole or not at all.
enum LibraryOutputFile {
    /// Writes `bytes` to a new private file beside `path`, syncs it and
    /// renames it over `path`, so a reader never sees half an export.
    /// - Throws: `AppError.failure` with the reason.
    static func replace(path: String, with bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
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
}
