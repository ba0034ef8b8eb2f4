import Foundation
@testable import MoviesData
import Storage
import TestSupport
import Testing

/// `MOVIES_CACHE_LIMIT` under a long run of distinct searches: it bounds the
/// files on disk, database and write-ahead log, not only the bodies.
struct ResponseCacheSizeBoundTests {
    private static let limitBytes = 1024 * 1024
    private static let entryCount = 1_000

    private static func key(_ index: Int) -> ResponseCacheKey {
        ResponseCacheKey(rawValue: "GET https://api.themoviedb.org/3/search/movie?page=1&query=film%20\(index)")
    }

    /// Bytes that differ per entry, as real pages do.
    private static func body(_ index: Int, bytes: Int) -> Data {
        var generator = SeededGenerator(seed: UInt64(index))
        var data = Data(capacity: bytes + 8)
        while data.count < bytes {
            withUnsafeBytes(of: generator.next()) { data.append(contentsOf: $0) }
        }
        return data.prefix(bytes)
    }

    /// 2 KiB is the worst case for the file: two such rows never share a 4 KiB
    /// page, so the table takes twice the bodies. Search pages from TMDB are
    /// nearer 5–15 KiB and spill into overflow pages with little waste.
    @Test(arguments: [2 * 1024, 5 * 1024, 12 * 1024])
    func whenManyMoreEntriesThanFitAreSaved_theNewestStayAndTheFilesStayWithinTheLimit(bodyBytes: Int) throws {
        // given
        let directory = try TemporaryCacheDirectory()
        let clock = TestClock()
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let cache = SQLiteResponseCache(database: database, sizeLimitBytes: Self.limitBytes, now: clock.now)

        // when
        for index in 0..<Self.entryCount {
            clock.advance(by: 1)
            let body = Self.body(index, bytes: bodyBytes)
            try cache.save(CachedResponse(key: Self.key(index), statusCode: 200, body: body, fetchedAt: clock.date))
        }

        // then: the newest entries, as many as the pages hold
        let statistics = try cache.statistics()
        #expect(statistics.fileBytes <= Self.limitBytes, "files: \(statistics.fileBytes)")
        #expect(try Self.fileSize(database.fileURL.path + "-wal") == 0)
        let kept = Set(try cache.entries().map(\.key))
        let newestKept = Set(((Self.entryCount - kept.count)..<Self.entryCount).map(Self.key))
        #expect(kept == newestKept)
        // 2 KiB rows never share a 4 KiB page with room to spare, so half the file holds bodies at worst.
        #expect(statistics.bodyBytes > Self.limitBytes * 2 / 5, "bodies: \(statistics.bodyBytes)")
        let newest = Self.entryCount - 1
        #expect(try cache.response(for: Self.key(newest))?.body == Self.body(newest, bytes: bodyBytes))
    }

    private static func fileSize(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
