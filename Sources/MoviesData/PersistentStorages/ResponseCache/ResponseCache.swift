#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stores raw responses by request so any earlier query replays without network.
///
/// Calls are synchronous (SQLite is) and safe from any thread. What is read
/// back is checked like what comes from the network: an entry with values no
/// fetch could have written (a fetch time in the far future or not a number,
/// a negative freshness) is a miss.
public protocol ResponseCache: Sendable {
    /// The entry for `key`, or `nil`. Reading alone records nothing: see `recordHit`.
    func response(for key: ResponseCacheKey) throws -> CachedResponse?
    /// Records that the entry for `key` answered a request without the server
    /// (fresh, `--offline`, or standing in when the server failed): a hit, and
    /// a use for least-recently-used eviction. Best effort: it never fails the request.
    func recordHit(for key: ResponseCacheKey)
    /// Stores `response`, replacing any entry with the same key, then evicts
    /// least recently used entries until the cache is within its size limit.
    func save(_ response: CachedResponse) throws
    /// Records that the server confirmed the entry unchanged (a `304`): new
    /// fetch time and freshness, same body. Validators the `304` carries
    /// replace the stored ones (RFC 9111 §4.3.4); `nil` keeps a stored one.
    func markRevalidated(
        _ key: ResponseCacheKey,
        at date: Date,
        maxAgeSeconds: Double?,
        entityTag: String?,
        lastModified: String?
    ) throws
    /// Drops the entry for `key`, if any, such as when the server forbids storing its answer.
    func removeResponse(for key: ResponseCacheKey) throws
    /// Entries, newest first, for `movies cache list`.
    func entries() throws -> [ResponseCacheEntrySummary]
    /// Totals for `movies cache stats`.
    func statistics() throws -> ResponseCacheStatistics
    /// Removes every entry.
    func removeAll() throws
}

/// One line of `movies cache list`. A value the file holds that no fetch
/// could have written (damaged or forged) is `nil`: such an entry is never
/// served, but it is listed, since it takes space. Only the cache makes
/// one, so its memberwise init stays internal.
public struct ResponseCacheEntrySummary: Equatable, Sendable {
    public let key: ResponseCacheKey
    /// The size of the stored body, measured, not read from a field.
    public let bodyBytes: Int
    public let fetchedAt: Date?
    public let lastUsedAt: Date?
    public let hitCount: Int?
    /// The title (a film's) or name (a person's, a collection's) the stored
    /// answer gives, for answers about one thing; `nil` for lists.
    public let title: String?

    /// What the entry's request asked for, read from its key.
    public var keyDescription: ResponseCacheKeyDescription {
        ResponseCacheKeyDescription(key: key)
    }
}

/// What `movies cache stats` reports. Dates and hits come from the entries
/// whose values are possible; the others still count in entries and sizes.
/// Only the cache makes one, so its memberwise init stays internal.
public struct ResponseCacheStatistics: Equatable, Sendable {
    public let entryCount: Int
    public let bodyBytes: Int
    /// Size of the database file and its write-ahead log on disk.
    public let fileBytes: Int
    public let sizeLimitBytes: Int
    public let oldestFetchedAt: Date?
    public let newestFetchedAt: Date?
    /// Counted as `SQLiteResponseCache.recordHit` documents.
    public let totalHits: Int
}
