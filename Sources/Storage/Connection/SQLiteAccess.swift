/// How a connection may use its database file.
public enum SQLiteAccess: Equatable, Sendable {
    /// Reads and writes; a missing file is created.
    case readWrite
    /// Reads only, with SQLite's usual locks, so writes by other processes are
    /// seen. A database in WAL mode needs its -shm file to exist or to be creatable.
    case readOnly
    /// Reads only the database file itself: no locks, no -wal or -shm file.
    /// For a file nobody can change, such as one on a read-only file system;
    /// writes still waiting in a write-ahead log are not seen.
    case immutable
}
