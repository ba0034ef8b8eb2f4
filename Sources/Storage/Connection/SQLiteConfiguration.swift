#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a `SQLiteConnection` sets up its database.
public struct SQLiteConfiguration: Equatable, Sendable {
    /// How a database gives freed pages back to the file system.
    public enum AutoVacuum: String, Equatable, Sendable {
        case none = "NONE"
        case full = "FULL"
        case incremental = "INCREMENTAL"
    }

    /// How long one attempt waits for another connection's lock; also how long
    /// a statement SQLite answers busy without waiting (switching the journal
    /// mode) is tried again.
    public var busyTimeoutMilliseconds: Int32
    /// Extra attempts at `BEGIN IMMEDIATE`, `COMMIT` and switching the journal
    /// mode after the busy timeout ran out.
    public var busyRetryCount: Int
    /// Applied to a new, empty file only, before anything else: it takes effect
    /// only there, before `journal_mode=WAL` has written the header.
    /// `nil` leaves the database as it is.
    public var autoVacuum: AutoVacuum?
    /// The most statements kept prepared; beyond this a statement is prepared for
    /// one use. A guard against SQL built from values, which should never happen.
    public var statementCacheLimit: Int
    /// Whether the connection writes, reads, or reads a file nobody can change.
    public var access: SQLiteAccess
    /// The `PRAGMA application_id` an existing, non-empty database must carry;
    /// any other (0 included) is refused with `SQLiteFileError.foreignDatabase`
    /// before SQLite opens the file. Stamping it on a new database is the
    /// schema's work. `nil` opens any database.
    public var applicationID: Int32?
    /// The permission bits of a database file the connection creates.
    public var createdFileMode: mode_t
    /// After each committed write, copy the write-ahead log into the database
    /// and truncate it, waiting at most `checkpointWaitMilliseconds` for other
    /// connections: the files then hold no more than the database, and a
    /// write is in the database file itself moments after its commit.
    public var checkpointsAfterEachWrite: Bool
    /// How long such a checkpoint waits for readers and writers of other
    /// connections before leaving the rest to a later one.
    public var checkpointWaitMilliseconds: Int32

    public init(
        busyTimeoutMilliseconds: Int32 = 5_000,
        busyRetryCount: Int = 3,
        autoVacuum: AutoVacuum? = nil,
        statementCacheLimit: Int = 64,
        access: SQLiteAccess = .readWrite,
        applicationID: Int32? = nil,
        createdFileMode: mode_t = 0o600,
        checkpointsAfterEachWrite: Bool = false,
        checkpointWaitMilliseconds: Int32 = 100
    ) {
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.busyRetryCount = busyRetryCount
        self.autoVacuum = autoVacuum
        self.statementCacheLimit = statementCacheLimit
        self.access = access
        self.applicationID = applicationID
        self.createdFileMode = createdFileMode
        self.checkpointsAfterEachWrite = checkpointsAfterEachWrite
        self.checkpointWaitMilliseconds = checkpointWaitMilliseconds
    }
}
