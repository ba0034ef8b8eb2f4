import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteConnection {
    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    ///
    /// Other threads using this connection wait until the transaction ends. Called
    /// inside another transaction, it becomes a savepoint of that transaction and
    /// `kind` is ignored. `BEGIN IMMEDIATE` and `COMMIT` that stay busy beyond the
    /// busy timeout are retried `configuration.busyRetryCount` times.
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

    /// Runs `operation`, again up to `configuration.busyRetryCount` times
    /// while it fails busy: for statements whose busy wait SQLite cuts short.
    func retryingWhileBusy(_ operation: () throws -> Void) throws {
        var attempt = 0
        while true {
            do {
                return try operation()
            } catch let error as SQLiteError where error.isBusy && attempt < configuration.busyRetryCount {
                attempt += 1
                // The busy handler already waited; a short pause spreads out
                // writers that all woke up at the same moment.
                usleep(UInt32(10_000 * attempt))
            }
        }
    }
}
