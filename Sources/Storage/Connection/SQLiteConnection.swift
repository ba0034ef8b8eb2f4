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
    private var handle: OpaquePointer?
    private var statements: [String: SQLiteStatement] = [:]
    /// Set by SQLite's commit hook when this connection commits a write
    /// transaction; decides whether closing checkpoints. Allocated here because
    /// the hook needs an address that outlives every call; freed in `deinit`.
    private let committedWrite: UnsafeMutablePointer<Bool>

    /// Whether this connection found the file missing or empty and created the database.
    public let createdDatabase: Bool

    /// Opens or creates the database at `path` and applies `configuration`,
    /// WAL journaling and foreign keys. Opening an existing database in WAL
    /// mode writes nothing, and its connection syncs as `synchronous=NORMAL`.
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
    /// - Throws: `SQLiteError`; a file that is not a database, or whose schema
    ///   is damaged, fails here with `isCorruption`. What `createSchema` throws.
    public init(
        path: String,
        configuration: SQLiteConfiguration = SQLiteConfiguration(),
        createSchema: ((SQLiteConnection) throws -> Void)? = nil
    ) throws {
        self.path = path
        self.configuration = configuration
        committedWrite = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        committedWrite.initialize(to: false)
        let isNewFile = try Self.checkHeader(path: path)
        createdDatabase = isNewFile
        var database: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            // SQLite usually returns a handle even on failure; it must still be closed.
            sqlite3_close_v2(database)
            throw SQLiteError(extendedResultCode: code, message: message)
        }
        sqlite3_extended_result_codes(database, 1)
        sqlite3_busy_timeout(database, configuration.busyTimeoutMilliseconds)
        sqlite3_commit_hook(database, { context in
            context?.assumingMemoryBound(to: Bool.self).pointee = true
            return 0 // let the commit go ahead
        }, committedWrite)
        handle = database
        do {
            if isNewFile {
                try createDatabase(createSchema)
            } else {
                try openExistingDatabase()
            }
            try execute("PRAGMA foreign_keys = ON")
        } catch {
            close()
            throw error
        }
    }

    private func openExistingDatabase() throws {
        // First, since it only sets how this connection syncs: anything below
        // that writes then commits without a full sync.
        try execute("PRAGMA synchronous = NORMAL")
        // Reading the schema first makes a damaged file fail before anything is written.
        try execute("SELECT count(*) FROM sqlite_schema")
        // Setting the mode on a database already in WAL writes nothing, but one
        // left in another mode (or created by another process that has not
        // switched it yet) needs it. Several processes switching at once race,
        // and SQLite can answer busy there without waiting.
        try retryingWhileBusy { try execute("PRAGMA journal_mode = WAL") }
    }

    /// Builds a new database, and keeps `synchronous=OFF` for the life of this
    /// connection: no sync while creating it, writing to it or checkpointing
    /// it on close.
    ///
    /// Skipping the syncs is safe here because the file holds nothing but what
    /// this connection writes, so there is nothing older to lose. Transactions
    /// still go through a rollback journal, then the write-ahead log, so a
    /// process killed half-way leaves a file SQLite rolls back or recovers;
    /// only a power cut soon after can leave a torn file, which the next open
    /// finds damaged and rebuilds like any broken cache. Keeping the syncs
    /// cost two transactions of three syncs each, the log header's and its
    /// directory's, and the checkpoint's two: most of a cold run on a busy
    /// disk (measured: 70 ms before, 49 ms with the syncs of the checkpoint and
    /// the log header kept). Connections that open an existing file sync as
    /// `synchronous=NORMAL` says.
    ///
    /// The header, the auto-vacuum mode and the schema go in one transaction
    /// because `auto_vacuum` only takes effect before the first page is
    /// written, which `BEGIN IMMEDIATE` would do: a deferred transaction whose
    /// first statement is the pragma writes that page with the mode set. The
    /// switch to WAL needs a transaction of its own, after this one.
    private func createDatabase(_ createSchema: ((SQLiteConnection) throws -> Void)?) throws {
        try execute("PRAGMA synchronous = OFF")
        if configuration.autoVacuum != nil || createSchema != nil {
            try transaction(.deferred) { connection in
                if let autoVacuum = configuration.autoVacuum {
                    // Ignored by SQLite when another process created the tables first.
                    try connection.execute("PRAGMA auto_vacuum = \(autoVacuum.rawValue)")
                }
                try createSchema?(connection)
            }
        }
        try retryingWhileBusy { try execute("PRAGMA journal_mode = WAL") }
    }

    /// Refuses a non-empty file that does not start with SQLite's magic string
    /// before SQLite opens it: closing a connection to such a file would delete a
    /// -wal file found beside it, which someone may want to inspect.
    /// - Returns: Whether the file is missing or empty, so SQLite will create the database.
    private static func checkHeader(path: String) throws -> Bool {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true } // missing or unreadable: sqlite3_open_v2 reports it
        defer { Glibc.close(descriptor) }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        let magic = Array("SQLite format 3\u{0}".utf8)
        guard count > 0 else { return true }
        guard header != magic else { return false }
        throw SQLiteError(extendedResultCode: SQLITE_NOTADB, message: "file is not a database")
    }

    deinit {
        close()
        committedWrite.deinitialize(count: 1)
        committedWrite.deallocate()
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
        for statement in statements.values {
            statement.finalize()
        }
        statements.removeAll()
        if let handle {
            if !committedWrite.pointee && Self.isLogEmpty(of: handle) {
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
        return committedWrite.pointee
    }

    /// Runs one or more statements separated by semicolons, without parameters
    /// and without caching them: for schema changes and pragmas.
    public func execute(_ sql: String) throws {
        try withDatabase { database in
            var message: UnsafeMutablePointer<CChar>?
            let code = sqlite3_exec(database, sql, nil, nil, &message)
            defer { sqlite3_free(message) }
            guard code == SQLITE_OK else {
                let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(database))
                throw SQLiteError(extendedResultCode: sqlite3_extended_errcode(database), message: text, sql: sql)
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
