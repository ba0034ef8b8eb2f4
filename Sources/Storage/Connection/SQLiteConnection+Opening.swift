import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteConnection {
    /// Checks what is at `path` and creates a missing file.
    /// - Returns: Whether SQLite will build a new database (the file is missing or empty).
    static func prepareFile(path: String, configuration: SQLiteConfiguration) throws -> Bool {
        // An in-memory or temporary database has no file of its own.
        guard !path.isEmpty, path != ":memory:" else { return true }
        switch try SQLiteDatabaseFile.inspect(path: path) {
        case .missing:
            guard configuration.access == .readWrite else {
                throw SQLiteError(extendedResultCode: SQLITE_CANTOPEN, message: "no such file")
            }
            try SQLiteDatabaseFile.create(path: path, mode: configuration.createdFileMode)
            return true
        case .empty:
            return configuration.access == .readWrite
        case .database(let header):
            if let expected = configuration.applicationID, header.applicationID != expected {
                throw SQLiteFileError.foreignDatabase(path: path, applicationID: header.applicationID)
            }
            return false
        }
    }

    /// Opens the SQLite handle and sets the connection up; closes it again when that fails.
    func open(isNewFile: Bool, createSchema: ((SQLiteConnection) throws -> Void)?) throws {
        handle = try openHandle()
        do {
            if configuration.access != .readWrite {
                // Reading the schema makes a damaged file fail now; nothing else applies.
                try execute("SELECT count(*) FROM sqlite_schema")
            } else if isNewFile {
                try createDatabase(createSchema)
            } else {
                try openExistingDatabase()
            }
            try execute("PRAGMA foreign_keys = ON")
            try recordLogIdentity()
        } catch {
            closeHandle(checkpointing: false)
            throw explained(error)
        }
    }

    private func openHandle() throws -> OpaquePointer {
        var database: OpaquePointer?
        // SQLite opens the database and its -wal, -shm and -journal files with
        // O_NOFOLLOW; SQLITE_OPEN_NOFOLLOW also stops it resolving a link at the path.
        var flags = SQLITE_OPEN_NOFOLLOW | SQLITE_OPEN_NOMUTEX
        var name = path
        switch configuration.access {
        case .readWrite:
            flags |= SQLITE_OPEN_READWRITE
            // The file was created above, private; should it vanish before SQLite
            // opens it, SQLite must not create one with its own default mode.
            if path.isEmpty || path == ":memory:" { flags |= SQLITE_OPEN_CREATE }
        case .readOnly:
            flags |= SQLITE_OPEN_READONLY
        case .immutable:
            flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
            name = Self.uri(path: path) + "?immutable=1"
        }
        let code = sqlite3_open_v2(name, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            // SQLite usually returns a handle even on failure; it must still be closed.
            sqlite3_close_v2(database)
            throw explained(SQLiteError(extendedResultCode: code, message: message))
        }
        sqlite3_extended_result_codes(database, 1)
        sqlite3_busy_timeout(database, configuration.busyTimeoutMilliseconds)
        sqlite3_commit_hook(database, { context in
            guard let context else { return 0 }
            let commitGuard = Unmanaged<SQLiteCommitGuard>.fromOpaque(context).takeUnretainedValue()
            // Non-zero turns the commit into a rollback.
            return commitGuard.allowsCommit() ? 0 : 1
        }, Unmanaged.passUnretained(commitGuard).toOpaque())
        return database
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
    ///
    /// That transaction takes the write lock before it reads anything (the
    /// schema step reads the version first): several processes may find the
    /// file empty at once, and SQLite answers a connection that read, then
    /// wants to write while another holds the write lock, busy at once,
    /// without waiting. So it is `BEGIN IMMEDIATE` unless the pragma, writing
    /// first, takes the lock itself; `NONE` writes nothing, so it is set before
    /// the transaction, where it only tells SQLite how to build the header.
    private func createDatabase(_ createSchema: ((SQLiteConnection) throws -> Void)?) throws {
        try execute("PRAGMA synchronous = OFF")
        let autoVacuum = configuration.autoVacuum
        let pragmaWritesHeader = autoVacuum == .full || autoVacuum == .incremental
        if let autoVacuum, !pragmaWritesHeader {
            try execute("PRAGMA auto_vacuum = \(autoVacuum.rawValue)")
        }
        if pragmaWritesHeader || createSchema != nil {
            try transaction(pragmaWritesHeader ? .deferred : .immediate) { connection in
                if pragmaWritesHeader, let autoVacuum {
                    // Ignored by SQLite when another process created the tables first.
                    try connection.execute("PRAGMA auto_vacuum = \(autoVacuum.rawValue)")
                }
                try createSchema?(connection)
            }
        }
        try retryingWhileBusy { try execute("PRAGMA journal_mode = WAL") }
    }

    /// Notes which file the write-ahead log is, now that SQLite has it open,
    /// so a commit can tell when it was deleted (see `SQLiteCommitGuard`).
    /// - Throws: `SQLiteFileError.notRegularFile` when the log is not a regular file.
    private func recordLogIdentity() throws {
        guard configuration.access == .readWrite, !path.isEmpty, path != ":memory:" else { return }
        let identity = SQLiteDatabaseFile.identity(at: commitGuard.logPath)
        if let kind = identity?.kind {
            throw SQLiteFileError.notRegularFile(path: commitGuard.logPath, kind: kind)
        }
        commitGuard.logIdentity = identity
    }

    /// A failure to open told in terms of the file at fault: a companion file
    /// that is a link or a pipe explains an error SQLite can only call
    /// "unable to open" or "disk I/O error".
    private func explained(_ error: any Error) -> any Error {
        guard let error = error as? SQLiteError, !error.isCorruption,
              let companion = SQLiteDatabaseFile.nonRegularCompanion(of: path)
        else { return error }
        return SQLiteFileError.notRegularFile(path: companion.path, kind: companion.kind)
    }

    /// Opens the database again with a new write-ahead log, after the one this
    /// connection wrote to was deleted. The old log's index is not trusted, so
    /// nothing of it is checkpointed; writes already checkpointed are safe.
    func reopenWithFreshLog() throws {
        closeHandle(checkpointing: false)
        commitGuard.logWasReplaced = false
        commitGuard.logIdentity = nil
        guard case .database = try SQLiteDatabaseFile.inspect(path: path) else {
            throw SQLiteFileError.writeAheadLogReplaced(path: commitGuard.logPath)
        }
        try open(isNewFile: false, createSchema: nil)
    }

    /// `file:` URI of `path`, with every byte outside the unreserved set
    /// percent-encoded, so `?`, `#` and `%` in a directory name stay part of it.
    static func uri(path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var encoded = ""
        for byte in path.utf8 {
            if unreserved.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        // An absolute path gets an empty authority (`file:///…`), so one that
        // starts with `//` is never read as a host name.
        return path.hasPrefix("/") ? "file://" + encoded : "file:" + encoded
    }
}
