import Foundation
import MoviesData

/// One recent query in `movies recent --json`.
struct JSONRecentQueryOutput: Encodable {
    let query: String
    let year: Int?
}

/// `movies cache stats --json`.
struct JSONCacheStatisticsOutput: Encodable {
    let path: String
    let entries: Int
    let bodyBytes: Int
    let fileBytes: Int
    let limitBytes: Int
    let oldestFetchedAt: String?
    let newestFetchedAt: String?
    let hits: Int

    init(_ statistics: ResponseCacheStatistics, path: String) {
        self.path = path
        entries = statistics.entryCount
        bodyBytes = statistics.bodyBytes
        fileBytes = statistics.fileBytes
        limitBytes = statistics.sizeLimitBytes
        oldestFetchedAt = statistics.oldestFetchedAt?.ISO8601Format()
        newestFetchedAt = statistics.newestFetchedAt?.ISO8601Format()
        hits = statistics.totalHits
    }

    private enum CodingKeys: String, CodingKey {
        case path, entries, hits
        case bodyBytes = "body_bytes"
        case fileBytes = "file_bytes"
        case limitBytes = "limit_bytes"
        case oldestFetchedAt = "oldest_fetched_at"
        case newestFetchedAt = "newest_fetched_at"
    }
}

/// One entry of `movies cache list --json`.
struct JSONCacheEntryOutput: Encodable {
    let request: String
    let bytes: Int
    let fetchedAt: String
    let lastUsedAt: String
    let hits: Int

    init(_ entry: ResponseCacheEntrySummary) {
        request = entry.key.rawValue
        bytes = entry.bodyBytes
        fetchedAt = entry.fetchedAt.ISO8601Format()
        lastUsedAt = entry.lastUsedAt.ISO8601Format()
        hits = entry.hitCount
    }

    private enum CodingKeys: String, CodingKey {
        case request, bytes, hits
        case fetchedAt = "fetched_at"
        case lastUsedAt = "last_used_at"
    }
}
