/// Why a database could not be brought to the current schema.
public enum SQLiteMigrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A newer program wrote this database; it is left untouched.
    case databaseIsNewer(version: Int, latestKnownVersion: Int)
    /// The database records a version no step of this program gives
    /// (a negative one): some other schema; it is left untouched.
    case unknownVersion(version: Int)
    /// A step failed; its transaction was rolled back, earlier steps stay applied.
    case migrationFailed(version: Int, name: String, underlying: SQLiteError)

    public var description: String {
        switch self {
        case let .databaseIsNewer(version, latestKnownVersion):
            "the database has schema version \(version), newer than the \(latestKnownVersion) this program knows"
        case let .unknownVersion(version):
            "the database has schema version \(version), which no version of this program writes"
        case let .migrationFailed(version, name, underlying):
            "migration \(version) (\(name)) failed: \(underlying)"
        }
    }
}
