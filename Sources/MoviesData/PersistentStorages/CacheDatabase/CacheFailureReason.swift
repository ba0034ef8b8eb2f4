import Storage

/// Why the cache database failed, in a few plain words for a sentence on
/// stderr: never SQL, never SQLite's own message (which can quote SQL).
enum CacheFailureReason {
    static func text(for error: any Error) -> String {
        switch error {
        case let error as SQLiteError:
            return text(for: error)
        case let error as SQLiteFileError:
            return error.description
        case SQLiteMigrationError.migrationFailed(_, _, let underlying):
            return text(for: underlying)
        case SQLiteMigrationError.databaseIsNewer:
            return "a newer movies wrote it"
        case let error as CacheStoreError:
            return error.reason
        default:
            return "an unexpected error"
        }
    }

    /// Whether `error` says the file itself is at fault (damaged, or tables
    /// movies did not write), so that trying again cannot help.
    static func isDamage(_ error: any Error) -> Bool {
        switch error {
        case let error as SQLiteError: error.kind == .corruption || error.kind == .other
        case SQLiteMigrationError.migrationFailed(_, _, let underlying): isDamage(underlying)
        default: false
        }
    }

    private static func text(for error: SQLiteError) -> String {
        switch error.kind {
        case .full: "the disk is full"
        case .readOnly: "the cache is read-only"
        case .ioError: "a disk input/output error"
        case .cannotOpen: cannotOpen(error)
        case .permission: "permission denied"
        case .busy: "another process keeps it locked"
        case .corruption: "the file is damaged"
        case .outOfMemory: "out of memory"
        case .other: "its contents are not what movies expects"
        }
    }

    /// SQLite's message for `SQLITE_CANTOPEN` ("unable to open database file")
    /// and the system's that `Storage` reports ("Read-only file system") quote
    /// no SQL, and say more than a fixed text.
    private static func cannotOpen(_ error: SQLiteError) -> String {
        guard error.sql == nil, !error.message.isEmpty else { return "it cannot be opened" }
        return error.message.prefix(1).lowercased() + error.message.dropFirst()
    }
}
