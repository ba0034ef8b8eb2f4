#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Stores raw responses by request so any earlier query replays without network.
///
/// Calls are synchronous (SQLite is) and safe from any thread.
public protocol ResponseCache: Sendable {
    /// The entry for `key`, or `nil`; a hit counts as a use for LRU eviction.
    func response(for key: ResponseCacheKey) throws -> CachedResponse?
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

/// One line of `movies cache list`.
public struct ResponseCacheEntrySummary: Equatable, Sendable {
    public let key: ResponseCacheKey
    public let bodyBytes: Int
    public let fetchedAt: Date
    public let lastUsedAt: Date
    public let hitCount: Int

    public init(key: ResponseCacheKey, bodyBytes: Int, fetchedAt: Date, lastUsedAt: Date, hitCount: Int) {
        self.key = key
        self.bodyBytes = bodyBytes
        self.fetchedAt = fetchedAt
        self.lastUsedAt = lastUsedAt
        self.hitCount = hitCount
    }

    /// What the entry's request asked for, read from its key.
    public var keyDescription: ResponseCacheKeyDescription {
        ResponseCacheKeyDescription(key: key)
    }
}

/// What `movies cache stats` reports.
public struct ResponseCacheStatistics: Equatable, Sendable {
    public let entryCount: Int
    public let bodyBytes: Int
    /// Size of the database file(s) on disk.
    public let fileBytes: Int
    public let sizeLimitBytes: Int
    public let oldestFetchedAt: Date?
    public let newestFetchedAt: Date?
    public let totalHits: Int

    public init(
        entryCount: Int, bodyBytes: Int, fileBytes: Int, sizeLimitBytes: Int,
        oldestFetchedAt: Date?, newestFetchedAt: Date?, totalHits: Int
    ) {
        self.entryCount = entryCount
        self.bodyBytes = bodyBytes
        self.fileBytes = fileBytes
        self.sizeLimitBytes = sizeLimitBytes
        self.oldestFetchedAt = oldestFetchedAt
        self.newestFetchedAt = newestFetchedAt
        self.totalHits = totalHits
    }
}
