/// Why a connection refused a database file before SQLite could use it, or
/// stopped using one that changed under it. None of these writes a byte into
/// the file at fault.
public enum SQLiteFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What sits at a path instead of a regular file.
    public enum Kind: String, Equatable, Sendable {
        case symbolicLink = "a symbolic link"
        case namedPipe = "a named pipe"
        case directory = "a directory"
        case socket = "a socket"
        case device = "a device"
        case other = "not a regular file"
    }

    /// `path` (the database or one of its -wal, -shm, -journal files) is not a
    /// regular file; it was neither followed nor opened for writing.
    case notRegularFile(path: String, kind: Kind)
    /// The database carries another `PRAGMA application_id` than the
    /// configuration asks for (`0` when it carries none): another program's file.
    case foreignDatabase(path: String, applicationID: Int32)
    /// The write-ahead log this connection wrote to was deleted or replaced
    /// while it was open, and writing again through a fresh log failed too.
    case writeAheadLogReplaced(path: String)

    public var description: String {
        switch self {
        case let .notRegularFile(path, kind):
            "\(path) is \(kind.rawValue)"
        case let .foreignDatabase(path, applicationID):
            applicationID == 0
                ? "\(path) is an SQLite database that carries no application id"
                : "\(path) is an SQLite database of another application (id \(applicationID))"
        case let .writeAheadLogReplaced(path):
            "the write-ahead log \(path) was deleted while the database was open"
        }
    }
}
