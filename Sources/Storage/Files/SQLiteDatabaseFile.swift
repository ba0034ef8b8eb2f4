import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system side of a database path, looked at with plain system calls
/// before SQLite opens it: no symbolic link is followed, nothing blocks (a
/// named pipe would hang a blocking open or read for ever), and only a regular
/// file is handed on.
enum SQLiteDatabaseFile {
    /// What is at the path.
    enum State: Equatable {
        case missing
        /// A regular file of no bytes: SQLite builds a new database in it.
        case empty
        /// A regular file that starts like an SQLite database.
        case database(Header)
    }

    /// The fields of the 100-byte database header this wrapper reads.
    struct Header: Equatable {
        /// `PRAGMA application_id`, at offset 68; 0 when never set.
        let applicationID: Int32
    }

    /// The companion files SQLite may open beside a database.
    static let companionSuffixes = ["-wal", "-shm", "-journal"]

    /// Looks at `path` without following a link or blocking.
    /// - Throws: `SQLiteFileError.notRegularFile` for anything but a regular
    ///   file; `SQLiteError` (`SQLITE_NOTADB`) for a non-empty file that does
    ///   not start with SQLite's magic string; `SQLiteError` (`SQLITE_CANTOPEN`)
    ///   for a file that cannot be read.
    static func inspect(path: String) throws -> State {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return .missing }
            if let kind = nonRegularKind(at: path) { throw SQLiteFileError.notRegularFile(path: path, kind: kind) }
            throw SQLiteError(extendedResultCode: SQLITE_CANTOPEN, message: String(cString: strerror(failure)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw SQLiteError(extendedResultCode: SQLITE_CANTOPEN, message: String(cString: strerror(errno)))
        }
        if let kind = kind(ofMode: status.st_mode) {
            throw SQLiteFileError.notRegularFile(path: path, kind: kind)
        }
        var bytes = [UInt8](repeating: 0, count: 100)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return .empty }
        let magic = Array("SQLite format 3\u{0}".utf8)
        guard count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw SQLiteError(extendedResultCode: SQLITE_NOTADB, message: "file is not a database")
        }
        // A header cut short leaves the id unknown; SQLite itself refuses such a file.
        let applicationID = count == bytes.count ? bigEndianInt32(bytes, at: 68) : 0
        return .database(Header(applicationID: applicationID))
    }

    /// Creates `path` as an empty file with exactly `mode`, unless something is
    /// already there; never through a link.
    /// - Throws: `SQLiteError` (`SQLITE_CANTOPEN`) with the system's reason.
    static func create(path: String, mode: mode_t) throws {
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == EEXIST { return }
            throw SQLiteError(extendedResultCode: SQLITE_CANTOPEN, message: String(cString: strerror(failure)))
        }
        // open honours the umask; the mode asked for is set explicitly.
        fchmod(descriptor, mode)
        close(descriptor)
    }

    /// The first companion of `path` (-wal, -shm, -journal) that exists and is
    /// not a regular file, to explain a failed open.
    static func nonRegularCompanion(of path: String) -> (path: String, kind: SQLiteFileError.Kind)? {
        for suffix in companionSuffixes {
            if let kind = nonRegularKind(at: path + suffix) { return (path + suffix, kind) }
        }
        return nil
    }

    /// What is at `path` when it exists and is not a regular file.
    static func nonRegularKind(at path: String) -> SQLiteFileError.Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return kind(ofMode: status.st_mode)
    }

    /// The identity of the file at `path` (without following a link), or `nil`
    /// when nothing is there.
    static func identity(at path: String) -> FileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), kind: kind(ofMode: status.st_mode))
    }

    private static func kind(ofMode mode: mode_t) -> SQLiteFileError.Kind? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .namedPipe
        case S_IFDIR: .directory
        case S_IFSOCK: .socket
        case S_IFCHR, S_IFBLK: .device
        default: .other
        }
    }

    private static func bigEndianInt32(_ bytes: [UInt8], at offset: Int) -> Int32 {
        let value = bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return Int32(bitPattern: value)
    }
}

/// Which file a path named at one moment: equal identities are the same file.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
    /// `nil` for a regular file.
    let kind: SQLiteFileError.Kind?
}
