/// A failure of the response cache or the recent queries, in plain words.
/// The run goes on without what failed: a result shown but not stored, a
/// lookup that misses.
public enum CacheStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A write failed, such as storing a fresh result; the reason says why
    /// ("the disk is full").
    case notStored(reason: String)
    /// A read failed.
    case unreadable(reason: String)
    /// A read or write failed because the file is damaged, or holds tables
    /// movies did not write: a new cache is the fix, not trying again.
    case damaged(reason: String)

    /// Why, in a few words that fit in parentheses.
    public var reason: String {
        switch self {
        case .notStored(let reason), .unreadable(let reason), .damaged(let reason): reason
        }
    }

    public var description: String {
        switch self {
        case .notStored(let reason): "the cache could not store it (\(reason))"
        case .unreadable(let reason): "the cache could not be read (\(reason))"
        case .damaged(let reason): "the cache file is damaged (\(reason))"
        }
    }
}
