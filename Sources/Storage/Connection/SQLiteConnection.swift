// Storage wraps the system SQLite through the `CSQLite` system-library target
// rather than GRDB: no extra dependency to fetch and compile, faster clean
// builds, and full control of prepared statements and start-up work, because a
// cached search must finish in about 10 ms for the whole process.

import CSQLite
import Glibc

/// One open SQLite database file.
///
/// Thread safety: every use of the SQLite handle and of the statement cache
/// happens under one recursive lock, so the connection can be shared between
/// threads; that lock is why it is `@unchecked Sendable`. The handle is opened
/// with `SQLITE_OPEN_NOMUTEX` because that lock already serialises access and
/// SQLite's own per-call mutex would only add cost. The lock is recursive so a
/// `transaction` body can use the connection it was given, while other threads
/// wait until the transaction ends instead of slipping statements into it.
public final class SQLiteConnection: @unchecked Sendable {
    /// The file this connection opened.
    public let path: String
    public let configuration: SQLiteConfiguration

    let lock = RecursiveLock()
    /// `nil` once closed.
    var handle: OpaquePointer?
    var statements: [String: SQLiteStatement] = [:]
    /// What SQLite's commit hook knows; it needs an object that outlives every
    /// call, which this connection owns.
    let commitGuard: SQLiteCommitGuard
    /// What busy retries measure their deadline by and pause with.
    let retryClock: any SQLiteRetryClock

    /// Whether this connection found the file missing or empty and created the database.
    public let createdDatabase: Bool

    /// Opens or creates the database at `path` and applies `configuration`,
    /// WAL journaling and foreign keys. Opening an existing database in WAL
    /// mode writes nothing, and its connection syncs as `synchronous=NORMAL`.
    ///
    /// The path is looked at before SQLite sees it: a symbolic link, a named
    /// pipe or anything else but a regular file is refused (so is a link or
    /// pipe in place of the -wal, -shm or -journal file), and SQLite is told
    /// never to follow links either. A missing file is created with
    /// `configuration.createdFileMode`, so its -wal and -shm files, which SQLite
    /// gives the database's mode, are private too.
    ///
    /// A missing or empty file is created in two small transactions: the first
    /// writes the header (with `configuration.autoVacuum`) and whatever
    /// `createSchema` makes, the second switches to WAL. The connection that
    /// creates the file never syncs it (`synchronous=OFF`), which is safe
    /// because nothing older than this connection's writes is in it: see
    /// `createDatabase`.
    ///
    /// - Parameter createSchema: Runs only when this connection creates the
    ///   database, inside the transaction that writes its first page; such as
    ///   a migrator bringing the empty database to the current schema. Run the
    ///   migrator again afterwards for a file someone else created.
    /// - Throws: `SQLiteFileError` for a path that is not a regular file or a
    ///   database of another application; `SQLiteError`: a file that is not a
    ///   database, or whose schema is damaged, fails here with `isCorruption`.
    ///   What `createSchema` throws.
    public convenience init(
        path: String,
        configuration: SQLiteConfiguration = SQLiteConfiguration(),
        createSchema: ((SQLiteConnection) throws -> Void)? = nil
    ) throws {
        try self.init(path: path, configuration: configuration, retryClock: MonotonicRetryClock(), createSchema: createSchema)
    }

    /// Opens as `init(path:configuration:createSchema:)` does, with busy
    /// retries measured and paused by `retryClock`: for tests that step them.
    package init(
        path: String,
        configuration: SQLiteConfiguration,
        retryClock: any SQLiteRetryClock,
        createSchema: ((SQLiteConnection) throws -> Void)? = nil
    ) throws {
        self.path = path
        self.configuration = configuration
        self.retryClock = retryClock
        commitGuard = SQLiteCommitGuard(logPath: path + "-wal")
        let isNewFile = try Self.prepareFile(path: path, configuration: configuration)
        createdDatabase = isNewFile
        try open(isNewFile: isNewFile, createSchema: createSchema)
    }

    deinit {
        close()
    }

    /// Finalizes every statement and closes the file; later calls throw `SQLITE_MISUSE`.
    /// Closing twice is harmless.
    ///
    /// A connection that committed a write checkpoints the write-ahead log as
    /// the last connection closes, as SQLite does by default, so the next
    /// process finds it empty. One that only read, finding the log empty, leaves
    /// the log and its index as they are: otherwise every read-only run would
    /// pay for a checkpoint, its syncs and deleting both files, only for the
    /// next run to create them again. A reader that finds writes in the log (a
    /// writer exited without closing) checkpoints them, once, so later runs
    /// need not read them back from the log at every start. Writers also
    /// checkpoint as the log grows (`wal_autocheckpoint`), which bounds it.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        closeHandle(checkpointing: !commitGuard.logWasReplaced)
    }

    /// Closes the SQLite handle. Without `checkpointing`, nothing of the log is
    /// copied into the database: for a log that was deleted under the
    /// connection, whose index may by now describe another process's log.
    func closeHandle(checkpointing: Bool) {
        for statement in statements.values {
            statement.finalize()
        }
        statements.removeAll()
        if let handle {
            if !checkpointing || (!commitGuard.committedWrite && Self.isLogEmpty(of: handle)) {
                movies_sqlite_set_no_checkpoint_on_close(handle, 1)
            }
            sqlite3_commit_hook(handle, nil, nil)
            sqlite3_close_v2(handle)
        }
        handle = nil
    }

    /// Whether the write-ahead log file is missing or empty, so there is nothing to checkpoint.
    private static func isLogEmpty(of handle: OpaquePointer) -> Bool {
        // An in-memory or temporary database has the empty name and no log.
        guard let databaseFile = sqlite3_db_filename(handle, "main"), databaseFile.pointee != 0,
              let logFile = sqlite3_filename_wal(databaseFile)
        else { return false }
        var status = stat()
        guard stat(logFile, &status) == 0 else { return errno == ENOENT }
        return status.st_size == 0
    }

    /// Whether this connection has committed a write transaction since it opened.
    public var hasCommittedWrite: Bool {
        lock.lock()
        defer { lock.unlock() }
        return commitGuard.committedWrite
    }

    /// Runs one or more statements separated by semicolons, without parameters
    /// and without caching them: for schema changes and pragmas.
    public func execute(_ sql: String) throws {
        try autocommitting { try executeNow(sql) }
    }

    private func executeNow(_ sql: String) throws {
        try withDatabase { database in
            var message: UnsafeMutablePointer<CChar>?
            let code = sqlite3_exec(database, sql, nil, nil, &message)
            defer { sqlite3_free(message) }
            guard code == SQLITE_OK else {
                let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(database))
                throw SQLiteError(
                    extendedResultCode: sqlite3_extended_errcode(database), message: text, sql: sql, systemErrorNumber: sqlite3_system_errno(database)
                )
            }
        }
    }

    /// Runs one statement with `arguments` bound to its `?` parameters, ignoring any rows.
    ///
    /// The statement stays prepared for the life of the connection, so pass
    /// values as arguments and never build SQL text from them.
    public func run(_ sql: String, _ arguments: [SQLiteValue] = []) throws {
        _ = try query(sql, arguments)
    }

    /// Runs one statement with `arguments` bound to its `?` parameters and returns every row.
    public func query(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> [SQLiteRow] {
        try autocommitting { try queryNow(sql, arguments) }
    }

    private func queryNow(_ sql: String, _ arguments: [SQLiteValue]) throws -> [SQLiteRow] {
        try withDatabase { database in
            if let cached = statements[sql] {
                return try cached.rows(arguments)
            }
            let isCacheFull = statements.count >= configuration.statementCacheLimit
            let statement = try SQLiteStatement(sql: sql, database: database, persistent: !isCacheFull)
            if isCacheFull {
                defer { statement.finalize() }
                return try statement.rows(arguments)
            }
            statements[sql] = statement
            return try statement.rows(arguments)
        }
    }

    /// The first row of `query(sql, arguments)`, or `nil` when there is none.
    public func firstRow(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> SQLiteRow? {
        try query(sql, arguments).first
    }

    /// The row ID of the most recent successful `INSERT` on this connection.
    /// Another thread may run a statement in between: read it inside the
    /// transaction that inserted to be sure it is yours.
    public var lastInsertRowID: Int64 {
        (try? withDatabase { sqlite3_last_insert_rowid($0) }) ?? 0
    }

    /// Rows changed by the most recent `INSERT`, `UPDATE` or `DELETE` on this
    /// connection; like `lastInsertRowID`, read it inside a transaction when
    /// other threads share the connection.
    public var changes: Int {
        (try? withDatabase { Int(sqlite3_changes64($0)) }) ?? 0
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool {
        (try? withDatabase { sqlite3_get_autocommit($0) == 0 }) ?? false
    }

    /// How many statements are kept prepared, to check that they are reused.
    package var preparedStatementCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return statements.count
    }

    /// Runs a statement; outside a transaction, as a write of its own (see `writing`).
    private func autocommitting<T>(_ operation: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let handle, sqlite3_get_autocommit(handle) != 0 else { return try operation() }
        return try writing(operation)
    }

    /// Runs `body` with the lock held and the open handle.
    func withDatabase<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let handle else {
            throw SQLiteError.misuse("the connection to \(path) is closed")
        }
        return try body(handle)
    }
}
