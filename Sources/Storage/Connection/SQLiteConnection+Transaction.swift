import CSQLite

extension SQLiteConnection {
    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    ///
    /// Other threads using this connection wait until the transaction ends. Called
    /// inside another transaction, it becomes a savepoint of that transaction and
    /// `kind` is ignored. `BEGIN IMMEDIATE` and `COMMIT` that stay busy beyond the
    /// busy timeout are retried `configuration.busyRetryCount` times (see `retryingWhileBusy`).
    /// - Throws: what `body` throws, or `SQLiteError`.
    public func transaction<T>(
        _ kind: SQLiteTransactionKind = .deferred,
        _ body: (SQLiteConnection) throws -> T
    ) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        if isInTransaction {
            return try savepoint(body)
        }
        return try writing { try runTransaction(kind, body) }
    }

    private func runTransaction<T>(_ kind: SQLiteTransactionKind, _ body: (SQLiteConnection) throws -> T) throws -> T {
        try retryingWhileBusy { try execute("BEGIN \(kind.rawValue) TRANSACTION") }
        let result: T
        do {
            result = try body(self)
        } catch {
            rollBack()
            throw error
        }
        do {
            try retryingWhileBusy { try execute("COMMIT TRANSACTION") }
        } catch {
            rollBack()
            throw error
        }
        return result
    }

    /// Runs `operation`, a statement or a whole transaction begun outside any
    /// other, so that what it commits survives: when its commit was refused
    /// because the write-ahead log had been deleted (see `SQLiteCommitGuard`),
    /// the database is opened again with a fresh log and `operation` runs once
    /// more; after a committed write the log is checkpointed, when configured.
    /// - Throws: What `operation` throws; `SQLiteFileError.writeAheadLogReplaced`
    ///   when the second attempt loses its log too.
    func writing<T>(_ operation: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        let commitsBefore = commitGuard.commitCount
        let result: T
        do {
            result = try operation()
        } catch {
            guard commitGuard.logWasReplaced else { throw error }
            try reopenWithFreshLog()
            do {
                result = try operation()
            } catch {
                if commitGuard.logWasReplaced {
                    throw SQLiteFileError.writeAheadLogReplaced(path: commitGuard.logPath)
                }
                throw error
            }
        }
        if configuration.checkpointsAfterEachWrite, commitGuard.commitCount != commitsBefore {
            checkpointBriefly()
        }
        return result
    }

    /// Copies the log into the database and truncates it, waiting at most
    /// `checkpointWaitMilliseconds` for other connections; a checkpoint they
    /// hold back is left to a later one, which is harmless.
    private func checkpointBriefly() {
        guard let handle else { return }
        sqlite3_busy_timeout(handle, configuration.checkpointWaitMilliseconds)
        sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
    }

    private func savepoint<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try execute("SAVEPOINT nested_transaction")
        do {
            let result = try body(self)
            try execute("RELEASE SAVEPOINT nested_transaction")
            return result
        } catch {
            // Rolling back to a savepoint keeps it open; releasing it ends it.
            try? execute("ROLLBACK TO SAVEPOINT nested_transaction")
            try? execute("RELEASE SAVEPOINT nested_transaction")
            throw error
        }
    }

    /// Rolls back unless SQLite already did: some errors (a full disk, an
    /// interrupted statement) end the transaction by themselves.
    private func rollBack() {
        if isInTransaction {
            try? execute("ROLLBACK TRANSACTION")
        }
    }

    /// Runs `operation` again while it fails busy: for statements whose busy
    /// wait SQLite cuts short or skips. Switching the journal mode and writing
    /// after reading answer busy at once, without the busy handler (waiting
    /// could deadlock), so a race of processes opening a new file would fail
    /// in milliseconds although the busy timeout is seconds.
    ///
    /// Attempts go on until `busyTimeoutMilliseconds` have passed since the
    /// first, by `retryClock`, then `busyRetryCount` more; `BEGIN IMMEDIATE`
    /// and `COMMIT`, whose busy handler already waited the whole timeout, get
    /// those extra attempts only.
    func retryingWhileBusy(_ operation: () throws -> Void) throws {
        let deadline = retryClock.now() + .milliseconds(configuration.busyTimeoutMilliseconds)
        var attempt = 0
        var attemptsAfterDeadline = 0
        while true {
            do {
                return try operation()
            } catch let error as SQLiteError where error.isBusy {
                attempt += 1
                if retryClock.now() >= deadline {
                    guard attemptsAfterDeadline < configuration.busyRetryCount else { throw error }
                    attemptsAfterDeadline += 1
                }
                // A short pause, growing to a tenth of a second, spreads out
                // writers that all woke up at the same moment.
                retryClock.pause(for: .milliseconds(10 * min(attempt, 10)))
            }
        }
    }
}
