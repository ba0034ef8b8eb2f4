/// How a transaction takes its locks.
public enum SQLiteTransactionKind: String, Sendable {
    /// Takes a read lock at the first read and a write lock at the first write.
    /// In WAL mode a deferred transaction that reads and then writes can fail
    /// with `SQLITE_BUSY_SNAPSHOT` when another connection wrote in between.
    case deferred = "DEFERRED"
    /// Takes the write lock at once; use it for every transaction that writes.
    case immediate = "IMMEDIATE"
}
