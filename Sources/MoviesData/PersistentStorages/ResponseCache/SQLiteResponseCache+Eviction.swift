#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

extension SQLiteResponseCache {
    /// Inside the transaction that stored `key`'s entry: deletes the least
    /// recently used other entries until the pages in use fit
    /// `sizeLimitBytes`, then gives the freed pages back (incremental vacuum).
    /// The connection checkpoints after the commit, which truncates the log
    /// and cuts the database file to those pages: so after a store the files
    /// on disk are within the limit. Only writes that are not stores (recent
    /// queries) can add to them before the next store: a page, now and then.
    ///
    /// An entry whose last use is impossible (in the future, not a number)
    /// counts as the least recently used, so a damaged value cannot keep it.
    /// - Returns: Whether `key`'s entry stays: `false` when it cannot fit even
    ///   alone (the empty database's own pages take part of the limit).
    func evictToFit(keeping key: ResponseCacheKey, in connection: SQLiteConnection) throws -> Bool {
        let pageSize = try Self.pragma("page_size", in: connection)
        guard pageSize > 0 else { return true }
        let budgetPages = sizeLimitBytes / pageSize
        var kept = true
        while true {
            let excessPages = try Self.pragma("page_count", in: connection)
                - Self.pragma("freelist_count", in: connection) - budgetPages
            guard excessPages > 0 else { break }
            // Entries in eviction order, until their bodies cover the excess;
            // row overhead makes that an underestimate, so the loop checks again.
            try connection.run(
                """
                DELETE FROM responses WHERE id IN (
                    SELECT id FROM (
                        SELECT id, sum(length(body) + length(key)) OVER (
                            ORDER BY CASE WHEN typeof(last_used_at) IN ('real', 'integer') AND last_used_at <= ?
                                     THEN last_used_at ELSE -1 END, id
                            ROWS UNBOUNDED PRECEDING
                        ) - (length(body) + length(key)) AS freed_before
                        FROM responses WHERE key <> ?
                    ) WHERE freed_before < ?
                )
                """,
                [
                    .real(now().timeIntervalSince1970 + ResponseCacheStoredValues.clockSkewSeconds),
                    .text(key.rawValue), SQLiteValue(excessPages * pageSize),
                ]
            )
            if connection.changes == 0 {
                // Nothing else is left to evict: the entry itself does not fit.
                try connection.run("DELETE FROM responses WHERE key = ?", [.text(key.rawValue)])
                kept = false
                break
            }
        }
        try connection.execute("PRAGMA incremental_vacuum")
        return kept
    }

    private static func pragma(_ name: String, in connection: SQLiteConnection) throws -> Int {
        try connection.firstRow("PRAGMA \(name)")?.value(at: 0, as: Int.self) ?? 0
    }
}
