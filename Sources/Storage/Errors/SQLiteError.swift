import CSQLite

/// A failure reported by SQLite, or a misuse of the wrapper that SQLite would
/// have reported the same way.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The primary result code, such as `SQLITE_BUSY` (5).
    public let resultCode: Int32
    /// The extended result code, such as `SQLITE_BUSY_SNAPSHOT`; equals
    /// `resultCode` when SQLite gave no detail.
    public let extendedResultCode: Int32
    /// SQLite's own explanation.
    public let message: String
    /// The statement that failed, when there was one. Statements carry
    /// placeholders, never values, so this is safe to log.
    public let sql: String?
    /// The operating system's error number behind an I/O failure
    /// (`sqlite3_system_errno`), or 0 when there was none or it is unknown.
    public let systemErrorNumber: Int32

    /// Creates an error from a result code; the primary code is derived from the extended one.
    public init(extendedResultCode: Int32, message: String, sql: String? = nil, systemErrorNumber: Int32 = 0) {
        self.resultCode = extendedResultCode & 0xFF
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
        // SQLite keeps the last system error of any failure: it says something only beside an I/O error.
        self.systemErrorNumber = (extendedResultCode & 0xFF) == SQLITE_IOERR ? systemErrorNumber : 0
    }

    /// The file is damaged or is not a database at all; the data cannot be trusted.
    public var isCorruption: Bool {
        resultCode == SQLITE_CORRUPT || resultCode == SQLITE_NOTADB
    }

    /// Another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool {
        resultCode == SQLITE_BUSY
    }

    /// What went wrong, by SQLite's primary result code, for callers that
    /// explain failures in their own words.
    public enum Kind: Equatable, Sendable {
        case busy, full, readOnly, ioError, cannotOpen, permission, corruption, outOfMemory, other
    }

    public var kind: Kind {
        switch resultCode {
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_FULL: .full
        case SQLITE_READONLY: .readOnly
        // A write SQLite reports as an I/O error (growing the shared-memory
        // index, say) is a full disk when the system said so.
        case SQLITE_IOERR: systemErrorNumber == Self.noSpaceLeft ? .full : .ioError
        case SQLITE_CANTOPEN: .cannotOpen
        case SQLITE_PERM, SQLITE_AUTH: .permission
        case SQLITE_CORRUPT, SQLITE_NOTADB: .corruption
        case SQLITE_NOMEM: .outOfMemory
        default: .other
        }
    }

    /// `ENOSPC` on Linux.
    private static let noSpaceLeft: Int32 = 28

    public var description: String {
        let codeName = String(cString: sqlite3_errstr(extendedResultCode))
        var text = "SQLite error \(extendedResultCode) (\(codeName)): \(message)"
        if let sql {
            text += " [\(sql)]"
        }
        return text
    }
}

extension SQLiteError {
    /// Misuse of the wrapper itself, reported with SQLite's `SQLITE_MISUSE` code.
    static func misuse(_ message: String, sql: String? = nil) -> SQLiteError {
        SQLiteError(extendedResultCode: SQLITE_MISUSE, message: message, sql: sql)
    }

    /// A column value that does not convert to the type asked for.
    static func mismatch(_ message: String) -> SQLiteError {
        SQLiteError(extendedResultCode: SQLITE_MISMATCH, message: message)
    }
}
