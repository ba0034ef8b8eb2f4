/// What SQLite's commit hook of one connection knows: whether the connection
/// has committed a write, and which write-ahead log it writes to.
///
/// SQLite keeps its log open for the life of a connection. Should someone
/// delete `<database>-wal` meanwhile, every later commit would go into a file
/// no other process can see, and be lost when this one closes. The hook checks,
/// just before each commit, that the file at the log's path is still the one
/// recorded when the connection opened, and turns the commit into a rollback
/// when it is not, so the connection can open a fresh log and write again.
///
/// Used only under the connection's lock (SQLite calls the hook from inside a
/// statement the connection runs), hence `@unchecked Sendable`.
final class SQLiteCommitGuard: @unchecked Sendable {
    let logPath: String
    /// The log as this connection found it after opening; `nil` when it has
    /// none (a read-only connection), which disables the check.
    var logIdentity: FileIdentity?
    /// Set when a commit has gone through since the connection opened.
    private(set) var committedWrite = false
    /// How many commits went through, to tell whether a statement wrote.
    private(set) var commitCount = 0
    /// Set when a commit was refused because the log was gone; cleared by reopening.
    var logWasReplaced = false

    init(logPath: String) {
        self.logPath = logPath
    }

    /// Whether the commit about to happen may go ahead.
    func allowsCommit() -> Bool {
        if let logIdentity, SQLiteDatabaseFile.identity(at: logPath) != logIdentity {
            logWasReplaced = true
            return false
        }
        committedWrite = true
        commitCount += 1
        return true
    }
}
