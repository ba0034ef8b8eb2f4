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

/// `movies cache list` and `movies cache stats`: every entry is reported, and
/// each value is checked like a read (see `ResponseCacheStoredValues`), so a
/// damaged one shows as unknown instead of as an absurd age or count.
extension SQLiteResponseCache {
    public func entries() throws -> [ResponseCacheEntrySummary] {
        let rows = try reportRows("SELECT key, length(body), fetched_at, last_used_at, hit_count, id, body FROM responses")
        let date = now()
        let entries = rows.compactMap { row -> (summary: ResponseCacheEntrySummary, id: Int)? in
            let values = row.values
            guard values.count == 7, case .text(let key) = values[0] else { return nil }
            let cacheKey = ResponseCacheKey(rawValue: key)
            let summary = ResponseCacheEntrySummary(
                key: cacheKey,
                bodyBytes: Int.fromSQLiteValue(values[1]) ?? 0,
                fetchedAt: ResponseCacheStoredValues.timestamp(values[2], now: date),
                lastUsedAt: ResponseCacheStoredValues.timestamp(values[3], now: date),
                hitCount: ResponseCacheStoredValues.hitCount(values[4]),
                title: ResponseBodyTitle.title(of: values[6], for: ResponseCacheKeyDescription(key: cacheKey).request)
            )
            return (summary, Int.fromSQLiteValue(values[5]) ?? 0)
        }
        // Newest fetch first; entries of unknown age last.
        return entries.sorted { lhs, rhs in
            switch (lhs.summary.fetchedAt, rhs.summary.fetchedAt) {
            case let (left?, right?) where left != right: left > right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.id > rhs.id
            }
        }.map(\.summary)
    }

    public func statistics() throws -> ResponseCacheStatistics {
        let rows = try reportRows("SELECT length(body), fetched_at, hit_count FROM responses")
        let date = now()
        var bodyBytes = 0
        var hitTotal = 0
        var fetchTimes: [Date] = []
        for row in rows {
            let values = row.values
            guard values.count == 3 else { continue }
            bodyBytes = Self.adding(bodyBytes, Int.fromSQLiteValue(values[0]) ?? 0)
            if let fetchedAt = ResponseCacheStoredValues.timestamp(values[1], now: date) { fetchTimes.append(fetchedAt) }
            hitTotal = Self.adding(hitTotal, ResponseCacheStoredValues.hitCount(values[2]) ?? 0)
        }
        return ResponseCacheStatistics(
            entryCount: rows.count,
            bodyBytes: bodyBytes,
            fileBytes: fileBytes(),
            sizeLimitBytes: sizeLimitBytes,
            oldestFetchedAt: fetchTimes.min(),
            newestFetchedAt: fetchTimes.max(),
            totalHits: hitTotal
        )
    }

    /// Rows of `sql`, with a failure told in plain words.
    private func reportRows(_ sql: String) throws -> [SQLiteRow] {
        do {
            return try connection.query(sql)
        } catch {
            throw database.readFailure(error)
        }
    }

    /// `a + b`, held at `Int.max` rather than trapping.
    private static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    /// The database file plus its write-ahead log, which can hold recent writes.
    private func fileBytes() -> Int {
        let path = database.fileURL.path
        return [path, path + "-wal"].reduce(0) { total, path in
            var status = stat()
            return Self.adding(total, lstat(path, &status) == 0 ? Int(status.st_size) : 0)
        }
    }
}
