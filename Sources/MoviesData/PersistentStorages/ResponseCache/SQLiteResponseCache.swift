#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Storage

/// The response cache in the `responses` table of the cache database, bounded
/// by the total size of the bodies it keeps, least recently used evicted first.
///
/// A read writes only when the entry's recorded use is older than
/// `useRecordingIntervalSeconds`; a more recent use is kept in memory and
/// written with this cache's next write (or before it reports entries and
/// statistics). So a cached search that only reads writes nothing, and within
/// one process recency and hit counts are exact; across processes recency is
/// exact to the interval, and a run that only reads an entry used within the
/// interval does not add to its hit count.
public struct SQLiteResponseCache: ResponseCache {
    /// How old the recorded use of an entry must be before a read records a new one.
    public static let useRecordingIntervalSeconds: TimeInterval = 300

    /// The most body bytes kept; row and index overhead is not counted.
    public let sizeLimitBytes: Int
    private let database: MoviesCacheDatabase
    private let now: @Sendable () -> Date
    private let uses = ResponseCacheUseLog()

    private var connection: SQLiteConnection { database.connection }

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
        Self.boundWriteAheadLog(of: database.connection, sizeLimitBytes: self.sizeLimitBytes)
    }

    /// The most the write-ahead log may hold: a quarter of the limit, between
    /// 64 KiB and the 4 MiB SQLite allows by default.
    static func writeAheadLogBudgetBytes(sizeLimitBytes: Int) -> Int {
        min(4 * 1024 * 1024, max(64 * 1024, sizeLimitBytes / 4))
    }

    /// SQLite checkpoints the log only once it holds 1,000 pages and keeps the
    /// file at that size, about 4 MiB: four times a 1 MiB cache. A checkpoint
    /// every quarter-limit and a log truncated back to that keep the files near
    /// the limit (measured: 6.1 MiB for a 1 MiB limit before, see the size tests).
    /// Only tunes this connection; failing leaves SQLite's defaults, which work.
    private static func boundWriteAheadLog(of connection: SQLiteConnection, sizeLimitBytes: Int) {
        let budget = writeAheadLogBudgetBytes(sizeLimitBytes: sizeLimitBytes)
        guard let row = try? connection.firstRow("PRAGMA page_size"),
              let pageSize: Int = try? row.value(at: 0), pageSize > 0
        else { return }
        try? connection.execute("PRAGMA wal_autocheckpoint = \(max(16, budget / pageSize))")
        try? connection.execute("PRAGMA journal_size_limit = \(budget)")
    }

    private static let columns = "key, status, body, fetched_at, etag, last_modified, max_age"

    public func response(for key: ResponseCacheKey) throws -> CachedResponse? {
        let row = try connection.firstRow(
            "SELECT \(Self.columns), last_used_at FROM responses WHERE key = ?",
            [.text(key.rawValue)]
        )
        guard let row else { return nil }
        let response = try Self.cachedResponse(row)
        let lastUsedAt: Double = try row.value(at: 7)
        recordUse(of: key, recordedUseAt: Date(timeIntervalSince1970: lastUsedAt))
        return response
    }

    /// Writes the use now when the recorded one is stale, else keeps it for the next write.
    private func recordUse(of key: ResponseCacheKey, recordedUseAt: Date) {
        let usedAt = now()
        guard usedAt.timeIntervalSince(recordedUseAt) >= Self.useRecordingIntervalSeconds else {
            uses.record(key, at: usedAt)
            return
        }
        var use = ResponseCacheUseLog.PendingUse(count: 1, lastUsedAt: usedAt)
        if let earlier = uses.take(key) {
            use = ResponseCacheUseLog.PendingUse(count: use.count + earlier.count, lastUsedAt: max(usedAt, earlier.lastUsedAt))
        }
        do {
            try Self.write(uses: [key: use], to: connection)
        } catch {
            // Recording the use is a nicety; a busy or read-only file must not
            // hide a page the user could otherwise see.
            uses.merge([key: use])
        }
    }

    /// Runs `body` in an immediate transaction that first writes the uses kept
    /// in memory, so eviction in `body` sees them; they are kept if it fails.
    private func writingPendingUses<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let pending = uses.drain()
        do {
            return try connection.transaction(.immediate) { connection in
                try Self.write(uses: pending, to: connection)
                return try body(connection)
            }
        } catch {
            uses.merge(pending)
            throw error
        }
    }

    /// Writes the kept uses before a report, so it counts them. A failure
    /// leaves them kept: a report must not fail because the file is busy.
    private func writePendingUsesForReport() {
        let pending = uses.drain()
        guard !pending.isEmpty else { return }
        do {
            try connection.transaction(.immediate) { try Self.write(uses: pending, to: $0) }
        } catch {
            uses.merge(pending)
        }
    }

    private static func write(uses: [ResponseCacheKey: ResponseCacheUseLog.PendingUse], to connection: SQLiteConnection) throws {
        for (key, use) in uses {
            try connection.run(
                "UPDATE responses SET last_used_at = max(last_used_at, ?), hit_count = hit_count + ? WHERE key = ?",
                [.real(use.lastUsedAt.timeIntervalSince1970), SQLiteValue(use.count), .text(key.rawValue)]
            )
        }
    }

    /// Stores `response` and evicts least recently used entries until the bodies
    /// fit the size limit. A body larger than the whole limit is not stored, and
    /// any older entry for its key is dropped since it is known to be outdated.
    public func save(_ response: CachedResponse) throws {
        let bodyBytes = response.body.count
        guard bodyBytes <= sizeLimitBytes else {
            _ = uses.take(response.key)
            try connection.run("DELETE FROM responses WHERE key = ?", [.text(response.key.rawValue)])
            return
        }
        let usedAt = now().timeIntervalSince1970
        try writingPendingUses { connection in
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
                    .text(response.key.rawValue), SQLiteValue(response.statusCode), .blob(response.body),
                    SQLiteValue(bodyBytes), .real(response.fetchedAt.timeIntervalSince1970), .real(usedAt),
                    SQLiteValue(response.entityTag), SQLiteValue(response.lastModified),
                    SQLiteValue(response.maxAgeSeconds),
                ]
            )
            // Walking the other entries from the most recently used, everything
            // past the room left beside the new body goes.
            try connection.run(
                """
                DELETE FROM responses WHERE id IN (
                    SELECT id FROM (
                        SELECT id, sum(body_bytes) OVER (
                            ORDER BY last_used_at DESC, id DESC ROWS UNBOUNDED PRECEDING
                        ) AS kept_bytes
                        FROM responses WHERE key <> ?
                    ) WHERE kept_bytes > ?
                )
                """,
                [.text(response.key.rawValue), SQLiteValue(sizeLimitBytes - bodyBytes)]
            )
        }
    }

    public func markRevalidated(
        _ key: ResponseCacheKey,
        at date: Date,
        maxAgeSeconds: Double?,
        entityTag: String?,
        lastModified: String?
    ) throws {
        try writingPendingUses { connection in
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
        }
    }

    public func removeResponse(for key: ResponseCacheKey) throws {
        _ = uses.take(key)
        try connection.run("DELETE FROM responses WHERE key = ?", [.text(key.rawValue)])
    }

    public func entries() throws -> [ResponseCacheEntrySummary] {
        writePendingUsesForReport()
        let rows = try connection.query(
            """
            SELECT key, body_bytes, fetched_at, last_used_at, hit_count FROM responses
            ORDER BY fetched_at DESC, id DESC
            """
        )
        return try rows.map { row in
            ResponseCacheEntrySummary(
                key: ResponseCacheKey(rawValue: try row.value(at: 0)),
                bodyBytes: try row.value(at: 1),
                fetchedAt: Date(timeIntervalSince1970: try row.value(at: 2)),
                lastUsedAt: Date(timeIntervalSince1970: try row.value(at: 3)),
                hitCount: try row.value(at: 4)
            )
        }
    }

    public func statistics() throws -> ResponseCacheStatistics {
        writePendingUsesForReport()
        let row = try connection.firstRow(
            """
            SELECT count(*), ifnull(sum(body_bytes), 0), min(fetched_at), max(fetched_at), ifnull(sum(hit_count), 0)
            FROM responses
            """
        )
        guard let row else {
            throw SQLiteError(extendedResultCode: 1, message: "an aggregate query returned no row")
        }
        let oldest: Double? = try row.value(at: 2)
        let newest: Double? = try row.value(at: 3)
        return ResponseCacheStatistics(
            entryCount: try row.value(at: 0),
            bodyBytes: try row.value(at: 1),
            fileBytes: fileBytes(),
            sizeLimitBytes: sizeLimitBytes,
            oldestFetchedAt: oldest.map(Date.init(timeIntervalSince1970:)),
            newestFetchedAt: newest.map(Date.init(timeIntervalSince1970:)),
            totalHits: try row.value(at: 4)
        )
    }

    /// Removes every response (recent queries stay) and gives the freed pages
    /// back to the file system.
    public func removeAll() throws {
        uses.removeAll()
        try connection.run("DELETE FROM responses")
        try connection.execute("PRAGMA incremental_vacuum")
        // Vacuumed pages sit in the WAL until a checkpoint copies them back; a
        // reader in another process may hold the checkpoint back, which is fine.
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// The database file plus its write-ahead log, which can hold recent writes.
    private func fileBytes() -> Int {
        let path = database.fileURL.path
        return [path, path + "-wal"].reduce(0) { total, path in
            var status = stat()
            return total + (stat(path, &status) == 0 ? Int(status.st_size) : 0)
        }
    }

    private static func cachedResponse(_ row: SQLiteRow) throws -> CachedResponse {
        CachedResponse(
            key: ResponseCacheKey(rawValue: try row.value(at: 0)),
            statusCode: try row.value(at: 1),
            body: try row.value(at: 2),
            fetchedAt: Date(timeIntervalSince1970: try row.value(at: 3)),
            entityTag: try row.value(at: 4),
            lastModified: try row.value(at: 5),
            maxAgeSeconds: try row.value(at: 6)
        )
    }
}
