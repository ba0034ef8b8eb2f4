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

/// The library file as the file system has it, looked at with plain system
/// calls before SQLite opens it: no link is followed, nothing blocks, and only
/// a regular file that is empty or a movies library is handed on.
enum LibraryFile {
    enum State: Equatable {
        case missing
        /// A regular file of no bytes: a new library is built in it.
        case empty
        /// A regular file that starts like an SQLite database with the library's id.
        case library
        /// A regular file that is not an SQLite database at all.
        case notADatabase
    }

    /// - Throws: `LibraryError.unavailable` for a link, a directory, a pipe or
    ///   another program's database at `path`, or a file that cannot be read.
    static func inspect(path: String) throws(LibraryError) -> State {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return .missing }
            if failure == ELOOP { throw .unavailable(path: path, reason: "it is a symbolic link, which movies does not follow") }
            throw .unavailable(path: path, reason: String(cString: strerror(failure)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unavailable(path: path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unavailable(path: path, reason: "it is not a regular file")
        }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        if count == 0 { return .empty }
        let magic = Array("SQLite format 3\u{0}".utf8)
        guard count == header.count, Array(header[0..<magic.count]) == magic else { return .notADatabase }
        let applicationID = header[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard Int32(bitPattern: applicationID) == LibrarySchema.applicationID else {
            throw .unavailable(path: path, reason: "it is another program's database, which movies does not write into")
        }
        return .library
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
