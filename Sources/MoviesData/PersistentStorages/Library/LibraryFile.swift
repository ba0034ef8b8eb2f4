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
import Storage

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

    /// The write-ahead log and its index beside the database at `path`.
    static let companionSuffixes = ["-wal", "-shm"]

    /// Which of the log and its index are beside `path` now.
    static func companions(of path: String) -> Set<String> {
        Set(companionSuffixes.filter { suffix in
            var status = stat()
            return lstat(path + suffix, &status) == 0
        })
    }

    /// Removes the log and index that a failed open made beside `path` and
    /// left unusable: a log with nothing in it, an index too short for any
    /// connection to have mapped (SQLite sizes it to 32 KiB before using it).
    /// Those in `keeping` (there before the open) are never touched.
    static func removeLitter(besides path: String, keeping: Set<String>) {
        for suffix in companionSuffixes where !keeping.contains(suffix) {
            var status = stat()
            guard lstat(path + suffix, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let unused = suffix == "-wal" ? status.st_size == 0 : status.st_size < 32_768
            if unused { unlink(path + suffix) }
        }
    }

    /// Whether the write-ahead log beside `path` may hold changes not yet in the file.
    static func logHoldsChanges(besides path: String) -> Bool {
        var status = stat()
        return lstat(path + "-wal", &status) == 0 && status.st_size > 0
    }

    /// Failures after which the file may still be read as it is: the disk or
    /// its permissions refuse writes, or the log's index cannot be made.
    static func mayStillRead(after error: SQLiteError) -> Bool {
        switch error.kind {
        case .readOnly, .full, .ioError, .cannotOpen, .permission: true
        case .busy, .corruption, .outOfMemory, .other: false
        }
    }

    /// "the disk is full" or "the file system is read-only" when the file
    /// system of `path` is so; otherwise `nil`.
    static func fileSystemState(besides path: String) -> String? {
        var status = statvfs()
        guard statvfs(URL(fileURLWithPath: path).deletingLastPathComponent().path, &status) == 0 else { return nil }
        if status.f_flag & UInt(ST_RDONLY) != 0 { return "the file system is read-only" }
        if status.f_bavail == 0 { return "the disk is full" }
        return nil
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
