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
import MoviesDomain

/// File-system work around the library that `SQLiteConnection` does not do
/// itself (it refuses links, other files than regular ones and other
/// programs' databases, and creates the file private): the private data
/// directory, whether a library exists yet, backup files and syncs.
enum LibraryFile {
    /// Whether something other than nothing or an empty file is at `path`
    /// (a link is not followed: the connection refuses it with a reason).
    static func holdsData(path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno != ENOENT }
        return status.st_mode & S_IFMT != S_IFREG || status.st_size > 0
    }

    /// Creates `path` empty with mode 0600 unless something is there, never
    /// through a link, so SQLite (which gives its -wal and -shm files the
    /// database's mode) never writes a byte others can read.
    static func createIfMissing(path: String) throws(LibraryError) {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == EEXIST { return }
            throw .unavailable(path: path, reason: String(cString: strerror(failure)))
        }
        // open honours the umask; the mode is set exactly.
        fchmod(descriptor, 0o600)
        close(descriptor)
    }

    /// Makes the data directory (and missing parents) with mode 0700.
    static func createDirectory(_ directory: URL) throws(LibraryError) {
        do {
            _ = try PrivateCacheFiles.createDirectory(at: directory)
        } catch {
            throw .unavailable(path: error.path, reason: error.reason)
        }
    }

    /// Flushes `path` and its directory to the disk: a new library is built
    /// without syncs (see `SQLiteConnection`), then made durable once here.
    static func synchronize(path: String) {
        for target in [path, URL(fileURLWithPath: path).deletingLastPathComponent().path] {
            let descriptor = open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            fsync(descriptor)
            close(descriptor)
        }
    }
}
