import Foundation
import MoviesData
import Storage
import TestSupport
import Testing

struct SQLiteResponseCacheTests {
    private let directory: TemporaryCacheDirectory
    private let database: MoviesCacheDatabase
    private let clock = TestClock()

    init() throws {
        directory = try TemporaryCacheDirectory()
        database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
    }

    private func makeCache(limit: Int = 1_000_000) -> SQLiteResponseCache {
        SQLiteResponseCache(database: database, sizeLimitBytes: limit, now: clock.now)
    }

    private func key(_ path: String) -> ResponseCacheKey {
        ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080\(path)")
    }

    private func response(_ path: String, bytes: Int, fill: UInt8 = 0x61) -> CachedResponse {
        CachedResponse(key: key(path), statusCode: 200, body: Data(repeating: fill, count: bytes), fetchedAt: clock.date)
    }

    private func storedKeys(_ cache: SQLiteResponseCache) throws -> Set<String> {
        Set(try cache.entries().map(\.key.rawValue))
    }

    @Test func whenAResponseIsSaved_itReadsBackEqual() throws {
        // given
        let cache = makeCache()
        let saved = CachedResponse(
            key: key("/3/search/movie?page=1&query=inception"),
            statusCode: 200,
            body: Data("{\"results\":[]}\u{0}tail".utf8),
            fetchedAt: Date(timeIntervalSince1970: 1_799_999_000.25),
            entityTag: "\"abc\"",
            lastModified: "Wed, 21 Oct 2026 07:28:00 GMT",
            maxAgeSeconds: 3600
        )

        // when
        try cache.save(saved)
        let read = try cache.response(for: saved.key)

        // then
        #expect(read == saved)
    }

    @Test func whenAKeyWasNeverSaved_returnsNil() throws {
        #expect(try makeCache().response(for: key("/missing")) == nil)
    }

    @Test func whenOptionalFieldsAreAbsent_theyReadBackAbsent() throws {
        // given
        let cache = makeCache()
        let saved = CachedResponse(key: key("/empty"), statusCode: 404, body: Data(), fetchedAt: clock.date)

        // when
        try cache.save(saved)

        // then
        #expect(try cache.response(for: saved.key) == saved)
    }

    @Test func whenTheSameKeyIsSavedTwice_oneRowHoldsTheLatest() throws {
        // given
        let cache = makeCache()
        try cache.save(response("/3/movie/1", bytes: 10, fill: 1))
        _ = try cache.response(for: key("/3/movie/1"))
        clock.advance(by: 60)

        // when
        try cache.save(response("/3/movie/1", bytes: 20, fill: 2))

        // then: the hit count survives a refresh
        let rows = try database.connection.query("SELECT body_bytes, hit_count FROM responses")
        #expect(rows.map(\.values) == [[.integer(20), .integer(1)]])
        #expect(try cache.response(for: key("/3/movie/1"))?.body == Data(repeating: 2, count: 20))
    }

    @Test func whenTheLimitIsExceeded_theLeastRecentlyUsedAreEvictedFirst() throws {
        // given: room for three bodies of 100 bytes
        let cache = makeCache(limit: 350)
        for path in ["/a", "/b", "/c"] {
            try cache.save(response(path, bytes: 100))
            clock.advance(by: 1)
        }

        // when
        try cache.save(response("/d", bytes: 100))
        clock.advance(by: 1)
        try cache.save(response("/e", bytes: 200))

        // then: /a made room for /d; /b and /c made room for /e
        #expect(try storedKeys(cache) == [key("/d").rawValue, key("/e").rawValue])
        #expect(try cache.statistics().bodyBytes == 300)
    }

    @Test func whenAnOldEntryIsRead_itSurvivesTheNextEviction() throws {
        // given
        let cache = makeCache(limit: 300)
        for path in ["/a", "/b", "/c"] {
            try cache.save(response(path, bytes: 100))
            clock.advance(by: 1)
        }

        // when
        _ = try cache.response(for: key("/a"))
        clock.advance(by: 1)
        try cache.save(response("/d", bytes: 100))

        // then
        #expect(try storedKeys(cache) == Set(["/a", "/c", "/d"].map { key($0).rawValue }))
    }

    @Test func whenOneBodyIsLargerThanTheWholeLimit_itIsNotStoredAndTheOthersStay() throws {
        // given
        let cache = makeCache(limit: 100)
        try cache.save(response("/small", bytes: 50))
        try cache.save(response("/huge", bytes: 50))
        clock.advance(by: 1)

        // when
        try cache.save(response("/huge", bytes: 101))

        // then: the older /huge is gone as well, being known outdated
        #expect(try storedKeys(cache) == [key("/small").rawValue])
    }

    @Test func whenTheNewBodyFillsTheLimitExactly_itIsKeptAndEverythingElseGoes() throws {
        // given
        let cache = makeCache(limit: 100)
        try cache.save(response("/a", bytes: 40))
        clock.advance(by: 1)

        // when
        try cache.save(response("/b", bytes: 100))

        // then
        #expect(try storedKeys(cache) == [key("/b").rawValue])
    }

    @Test func whenMarkedRevalidated_theFetchTimeAndFreshnessChangeButNotTheBody() throws {
        // given
        let cache = makeCache()
        var saved = response("/3/movie/2", bytes: 30)
        saved = CachedResponse(
            key: saved.key, statusCode: 200, body: saved.body, fetchedAt: saved.fetchedAt,
            entityTag: "\"v1\"", maxAgeSeconds: 10
        )
        try cache.save(saved)
        let revalidatedAt = clock.date.addingTimeInterval(500)

        // when
        try cache.markRevalidated(saved.key, at: revalidatedAt, maxAgeSeconds: 600, entityTag: nil, lastModified: nil)
        let read = try #require(try cache.response(for: saved.key))

        // then
        #expect(read.fetchedAt == revalidatedAt)
        #expect(read.maxAgeSeconds == 600)
        #expect(read.body == saved.body)
        #expect(read.entityTag == "\"v1\"")
        #expect(read.isFresh(at: revalidatedAt.addingTimeInterval(60)))
    }

    @Test func whenMarkedRevalidatedWithValidators_theyReplaceTheStoredOnes() throws {
        // given
        let cache = makeCache()
        var saved = response("/3/movie/3", bytes: 30)
        saved = CachedResponse(
            key: saved.key, statusCode: 200, body: saved.body, fetchedAt: saved.fetchedAt,
            entityTag: "\"v1\"", lastModified: "Sat, 21 Nov 2026 10:00:00 GMT"
        )
        try cache.save(saved)

        // when: a new ETag, and no Last-Modified
        try cache.markRevalidated(saved.key, at: clock.date, maxAgeSeconds: nil, entityTag: "\"v2\"", lastModified: nil)
        let read = try #require(try cache.response(for: saved.key))

        // then
        #expect(read.entityTag == "\"v2\"")
        #expect(read.lastModified == "Sat, 21 Nov 2026 10:00:00 GMT")
        #expect(read.body == saved.body)
    }

    @Test func whenListingEntries_theNewestFetchComesFirstWithHitsAndSizes() throws {
        // given
        let cache = makeCache()
        try cache.save(response("/old", bytes: 5))
        clock.advance(by: 10)
        try cache.save(response("/new", bytes: 7))
        clock.advance(by: 10)
        _ = try cache.response(for: key("/old"))
        _ = try cache.response(for: key("/old"))

        // when
        let entries = try cache.entries()

        // then
        #expect(entries.map(\.key) == [key("/new"), key("/old")])
        #expect(entries.map(\.bodyBytes) == [7, 5])
        #expect(entries.map(\.hitCount) == [0, 2])
        #expect(entries[1].lastUsedAt == clock.date)
        #expect(entries[1].fetchedAt == clock.date.addingTimeInterval(-20))
    }

    @Test func whenAskedForStatistics_reportsTotalsAgesAndFileSize() throws {
        // given
        let cache = makeCache(limit: 5_000)
        let firstFetch = clock.date
        try cache.save(response("/a", bytes: 1_000))
        clock.advance(by: 30)
        try cache.save(response("/b", bytes: 2_000))
        _ = try cache.response(for: key("/a"))

        // when
        let statistics = try cache.statistics()

        // then
        #expect(statistics.entryCount == 2)
        #expect(statistics.bodyBytes == 3_000)
        #expect(statistics.sizeLimitBytes == 5_000)
        #expect(statistics.oldestFetchedAt == firstFetch)
        #expect(statistics.newestFetchedAt == clock.date)
        #expect(statistics.totalHits == 1)
        #expect(statistics.fileBytes > 3_000)
    }

    @Test func whenEmpty_statisticsAreZeroWithNoDates() throws {
        let statistics = try makeCache().statistics()
        #expect(statistics.entryCount == 0)
        #expect(statistics.bodyBytes == 0)
        #expect(statistics.oldestFetchedAt == nil)
        #expect(statistics.newestFetchedAt == nil)
    }

    @Test func whenEverythingIsRemoved_entriesAreGoneAndTheFileShrinks() throws {
        // given
        let cache = makeCache(limit: 10_000_000)
        for index in 0..<40 {
            try cache.save(response("/\(index)", bytes: 50_000))
        }
        let before = try cache.statistics().fileBytes

        // when
        try cache.removeAll()
        let after = try cache.statistics()

        // then
        #expect(after.entryCount == 0)
        #expect(try cache.entries().isEmpty)
        #expect(before > 2_000_000)
        #expect(after.fileBytes < before / 10)
    }

    @Test func whenTwoCachesOnOneFileSaveTheSameKeyFromManyThreads_oneRowRemainsAndNothingFails() throws {
        // given: two databases, so two connections, as two processes would have
        let other = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let caches = [makeCache(), SQLiteResponseCache(database: other, sizeLimitBytes: 1_000_000, now: clock.now)]
        let shared = key("/3/search/movie?query=race")

        // when
        let errors = runOnThreads(8) { thread in
            let cache = caches[thread % 2]
            for round in 0..<25 {
                let body = Data("thread \(thread) round \(round)".utf8)
                try cache.save(CachedResponse(key: shared, statusCode: 200, body: body, fetchedAt: Date()))
                _ = try cache.response(for: shared)
            }
        }

        // then
        #expect(errors.isEmpty, "\(errors)")
        let count = try database.connection.firstRow("SELECT count(*) FROM responses WHERE key = ?", [.text(shared.rawValue)])
        #expect(try count?.value(at: 0, as: Int.self) == 1)
        // Reads of a just-saved entry are kept in memory; each cache writes its
        // own with its next write or report.
        _ = try caches[0].statistics()
        #expect(try caches[1].statistics().totalHits == 200)
    }
}
