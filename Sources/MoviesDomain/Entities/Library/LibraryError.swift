/// Why the library could not be read or changed, in terms the user can act on.
public enum LibraryError: Error, Equatable, Sendable {
    /// The file is damaged. It is kept as it is and no write goes into it;
    /// `backupPath` names the newest backup copy beside it, if there is one.
    case damaged(path: String, backupPath: String?)
    /// The file or its directory cannot be used: `reason` says why
    /// (a link or another program's database in its place, no permission…).
    case unavailable(path: String, reason: String)
    /// A newer movies wrote the file; it is left as it is.
    case newerSchema(path: String, version: Int, supportedVersion: Int)
    /// The file's schema is none movies wrote (a version no movies gives, or
    /// tables that do not fit its version); it is left as it is.
    case unknownSchema(path: String, version: Int)
    /// A write failed (a full or read-only disk): nothing of it was kept.
    case writeFailed(path: String, reason: String)
}

/// A value read from the library, and whether damage kept some of it out.
public struct LibraryRead<Value: Sendable>: Sendable {
    public let value: Value
    /// `.damaged` when the file is damaged and `value` is what could be read of it.
    public let problem: LibraryError?

    public init(value: Value, problem: LibraryError? = nil) {
        self.value = value
        self.problem = problem
    }
}

extension LibraryRead: Equatable where Value: Equatable {}

/// A request the library refuses as it stands (a usage error).
public enum LibraryInputError: Error, Equatable, Sendable {
    /// A viewing dated after today.
    case dateInFuture(CalendarDate, today: CalendarDate)
}
