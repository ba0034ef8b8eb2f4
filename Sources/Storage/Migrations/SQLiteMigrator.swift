/// Brings a database to the latest schema in one transaction, keeping the
/// applied version in `PRAGMA user_version`: a database is at one version or
/// the next, never half-way, and a new file is built with one commit.
public struct SQLiteMigrator: Sendable {
    /// Steps in order; step `i` (0-based) moves the database to version `i + 1`.
    public let migrations: [SQLiteMigration]

    public init(migrations: [SQLiteMigration]) {
        self.migrations = migrations
    }

    /// The version a fully migrated database has.
    public var latestVersion: Int { migrations.count }

    /// Applies the steps the database has not had yet.
    ///
    /// Safe when several processes open a new database at once: the version is
    /// read again inside the `BEGIN IMMEDIATE` transaction, so steps another
    /// connection has just applied are skipped. When a step fails, none of the
    /// steps of this call stays applied.
    /// - Returns: The names of the steps this call applied, in order.
    /// - Throws: `SQLiteMigrationError.databaseIsNewer` without changing anything
    ///   when the database is ahead of `latestVersion`, `.unknownVersion` when
    ///   its version is negative; `.migrationFailed` when a step throws;
    ///   `SQLiteError` when the version cannot be read or written.
    @discardableResult
    public func migrate(_ connection: SQLiteConnection) throws -> [String] {
        let versionBefore = try currentVersion(of: connection)
        try checkKnown(versionBefore)
        // An up-to-date database, the usual case at start-up, takes no write lock.
        guard versionBefore < latestVersion else { return [] }
        return try connection.transaction(.immediate) { connection in
            let current = try currentVersion(of: connection)
            try checkKnown(current)
            var applied: [String] = []
            for (index, migration) in migrations.enumerated() where index + 1 > current {
                do {
                    try migration.apply(to: connection)
                } catch let error as SQLiteError {
                    throw SQLiteMigrationError.migrationFailed(version: index + 1, name: migration.name, underlying: error)
                }
                applied.append(migration.name)
            }
            // `user_version` lives in the file header and changes with the transaction.
            try connection.execute("PRAGMA user_version = \(latestVersion)")
            return applied
        }
    }

    /// The schema version recorded in the database.
    public func currentVersion(of connection: SQLiteConnection) throws -> Int {
        let row = try connection.firstRow("PRAGMA user_version")
        return try row?.value(at: 0, as: Int.self) ?? 0
    }

    /// Refuses a version this history cannot have written: ahead of it, or
    /// negative (steps from "before the first" would run on a full schema).
    public func checkKnown(_ version: Int) throws {
        if version < 0 {
            throw SQLiteMigrationError.unknownVersion(version: version)
        }
        if version > latestVersion {
            throw SQLiteMigrationError.databaseIsNewer(version: version, latestKnownVersion: latestVersion)
        }
    }
}
