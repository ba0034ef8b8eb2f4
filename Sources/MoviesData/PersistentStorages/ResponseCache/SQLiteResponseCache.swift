#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The response cache in the `responses` table of the cache database, bounded
/// by the size of its files on disk, least recently used evicted first.
///
/// **Hits.** `recordHit` counts the requests an entry answered without the
/// server. So that a cache hit writes nothing to disk, hits on one entry less
/// than `hitCountingIntervalSeconds` after its last counted hit are part of
/// that one: a burst of replays counts once, and only the first hit of a
/// burst writes (the count, and the entry's last use for eviction).
///
/// Every error thrown is a `CacheStoreError`, in plain words.
public struct SQLiteResponseCache: ResponseCache {
    /// Hits on one entry closer together than this count as one.
    public static let hitCountingIntervalSeconds: TimeInterval = 300

    /// The most bytes the database and its write-ahead log take on disk after
    /// a response is stored (see `save`).
    public let sizeLimitBytes: Int
    let database: MoviesCacheDatabase
    let now: @Sendable () -> Date
    let hits = ResponseCacheHitLog()

    var connection: SQLiteConnection { database.connection }

    /// - Parameters:
    ///   - database: The opened cache database.
    ///   - sizeLimitBytes: Such as `MOVIES_CACHE_LIMIT`, 100 MiB by default.
    ///   - now: The clock for recency; tests inject their own.
    public init(
        database: MoviesCacheDatabase,
        sizeLimitBytes: Int,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.sizeLimitBytes = max(0, sizeLimitBytes)
        self.now = now
    }

    public func response(for key: ResponseCacheKey) throws -> CachedResponse? {
        let row: SQLiteRow?
        do {
            row = try connection.firstRow(
                """
                SELECT status, body, fetched_at, etag, last_modified, max_age, last_hit_at
                FROM responses WHERE key = ?
                """,
                [.text(key.rawValue)]
            )
        } catch {
            throw database.readFailure(error)
        }
        guard let row, let read = Self.checkedResponse(row, key: key, now: now()) else { return nil }
        hits.noteRead(key, lastCountedAt: read.lastCountedHit)
        return read.response
    }

    /// The entry in `row`, or `nil` when a value in it is one no fetch could
    /// have written: a miss, which the next fetch replaces.
    private static func checkedResponse(
        _ row: SQLiteRow,
        key: ResponseCacheKey,
        now: Date
    ) -> (response: CachedResponse, lastCountedHit: Date?)? {
        let values = row.values
        guard values.count == 7,
              let status = ResponseCacheStoredValues.statusCode(values[0]),
              let body = ResponseCacheStoredValues.body(values[1]),
              let fetchedAt = ResponseCacheStoredValues.timestamp(values[2], now: now),
              let entityTag = ResponseCacheStoredValues.optionalText(values[3]),
              let lastModified = ResponseCacheStoredValues.optionalText(values[4]),
              let maxAge = ResponseCacheStoredValues.maxAge(values[5]),
              let lastCountedHit = ResponseCacheStoredValues.optionalTimestamp(values[6], now: now)
        else { return nil }
        let response = CachedResponse(
            key: key, statusCode: status, body: body, fetchedAt: fetchedAt,
            entityTag: entityTag, lastModified: lastModified, maxAgeSeconds: maxAge
        )
        return (response, lastCountedHit)
    }

    /// Counts the hit unless it is part of one counted less than
    /// `hitCountingIntervalSeconds` before, in this process or (as read with
    /// the entry) in another. A write that fails (a read-only cache) is
    /// dropped: the page was shown, which is what matters.
    public func recordHit(for key: ResponseCacheKey) {
        let date = now()
        guard hits.countsHit(key, at: date, interval: Self.hitCountingIntervalSeconds) else { return }
        let seconds = date.timeIntervalSince1970
        try? connection.run(
            """
            UPDATE responses SET
                hit_count = CASE WHEN hit_count BETWEEN 0 AND ? THEN hit_count + 1 ELSE 1 END,
                last_hit_at = ?, last_used_at = max(last_used_at, ?)
            WHERE key = ?
            """,
            [.integer(ResponseCacheStoredValues.hitCountLimit), .real(seconds), .real(seconds), .text(key.rawValue)]
        )
    }

    /// Stores `response`, then evicts least recently used entries until the
    /// database file fits `sizeLimitBytes` (see `evictToFit`). An entry that
    /// cannot fit even alone is not stored, and any older entry for its key is
    /// dropped since it is known to be outdated.
    public func save(_ response: CachedResponse) throws {
        do {
            try storeNow(response)
        } catch {
            throw database.writeFailure(error)
        }
    }

    private func storeNow(_ response: CachedResponse) throws {
        let key = response.key.rawValue
        guard response.body.count <= sizeLimitBytes else {
            hits.forget(response.key)
            try connection.run("DELETE FROM responses WHERE key = ?", [.text(key)])
            return
        }
        let usedAt = now().timeIntervalSince1970
        try connection.transaction(.immediate) { connection in
            // An upsert, so writers racing on one key leave one row; the hit
            // count survives a refresh of the same request.
            try connection.run(
                """
                INSERT INTO responses (key, status, body, body_bytes, fetched_at, last_used_at,
                                       hit_count, etag, last_modified, max_age)
                VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)
                ON CONFLICT (key) DO UPDATE SET
                    status = excluded.status, body = excluded.body, body_bytes = excluded.body_bytes,
                    fetched_at = excluded.fetched_at, last_used_at = excluded.last_used_at,
                    etag = excluded.etag, last_modified = excluded.last_modified, max_age = excluded.max_age
                """,
                [
                    .text(key), SQLiteValue(response.statusCode), .blob(response.body),
                    SQLiteValue(response.body.count), .real(response.fetchedAt.timeIntervalSince1970), .real(usedAt),
                    SQLiteValue(response.entityTag), SQLiteValue(response.lastModified),
                    SQLiteValue(response.maxAgeSeconds),
                ]
            )
            if try !evictToFit(keeping: response.key, in: connection) {
                hits.forget(response.key)
            }
        }
    }

    public func markRevalidated(
        _ key: ResponseCacheKey,
        at date: Date,
        maxAgeSeconds: Double?,
        entityTag: String?,
        lastModified: String?
    ) throws {
        do {
            try connection.run(
                """
                UPDATE responses SET fetched_at = ?, max_age = ?, last_used_at = ?,
                    etag = coalesce(?, etag), last_modified = coalesce(?, last_modified)
                WHERE key = ?
                """,
                [
                    .real(date.timeIntervalSince1970), SQLiteValue(maxAgeSeconds),
                    .real(now().timeIntervalSince1970), SQLiteValue(entityTag), SQLiteValue(lastModified),
                    .text(key.rawValue),
                ]
            )
        } catch {
            throw database.writeFailure(error)
        }
    }

    public func removeResponse(for key: ResponseCacheKey) throws {
        hits.forget(key)
        do {
            try connection.run("DELETE FROM responses WHERE key = ?", [.text(key.rawValue)])
        } catch {
            throw database.writeFailure(error)
        }
    }

    /// Removes every response (recent queries stay) and gives the freed pages
    /// back to the file system.
    public func removeAll() throws {
        hits.forgetAll()
        do {
            // The connection checkpoints after the write, so the vacuumed pages
            // leave the log and the file shrinks.
            try connection.transaction(.immediate) { connection in
                try connection.run("DELETE FROM responses")
                try connection.execute("PRAGMA incremental_vacuum")
            }
        } catch {
            throw database.writeFailure(error)
        }
    }
}
