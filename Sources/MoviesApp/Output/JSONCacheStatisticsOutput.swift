#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData

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
