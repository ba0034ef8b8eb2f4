/// How a `SQLiteConnection` sets up its database.
public struct SQLiteConfiguration: Equatable, Sendable {
    /// How a database gives freed pages back to the file system.
    public enum AutoVacuum: String, Equatable, Sendable {
        case none = "NONE"
        case full = "FULL"
        case incremental = "INCREMENTAL"
    }

    /// How long one attempt waits for another connection's lock.
    public var busyTimeoutMilliseconds: Int32
    /// Extra attempts at `BEGIN IMMEDIATE` and `COMMIT` after the busy timeout ran out.
    public var busyRetryCount: Int
    /// Applied to a new, empty file only, before anything else: it takes effect
    /// only there, before `journal_mode=WAL` has written the header.
    /// `nil` leaves the database as it is.
    public var autoVacuum: AutoVacuum?
    /// The most statements kept prepared; beyond this a statement is prepared for
    /// one use. A guard against SQL built from values, which should never happen.
    public var statementCacheLimit: Int

    public init(
        busyTimeoutMilliseconds: Int32 = 5_000,
        busyRetryCount: Int = 3,
        autoVacuum: AutoVacuum? = nil,
        statementCacheLimit: Int = 64
    ) {
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.busyRetryCount = busyRetryCount
        self.autoVacuum = autoVacuum
        self.statementCacheLimit = statementCacheLimit
    }
}
