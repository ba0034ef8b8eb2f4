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
        cache.recordHit(for: key("/3/movie/1"))
        clock.advance(by: 60)

        // when
        try cache.save(response("/3/movie/1", bytes: 20, fill: 2))

        // then: the hit count survives a refresh
        let rows = try database.connection.query("SELECT body_bytes, hit_count FROM responses")
        #expect(rows.map(\.values) == [[.integer(20), .integer(1)]])
        #expect(try cache.response(for: key("/3/movie/1"))?.body == Data(repeating: 2, count: 20))
    }

    /// A limit of the empty database's own pages plus `pages` more.
    private func limit(roomForPages pages: Int) throws -> Int {
        let empty = try #require(try database.connection.firstRow("PRAGMA page_count")?.value(at: 0, as: Int.self))
        return (empty + pages) * 4096
    }

    @Test func whenTheLimitIsExceeded_theLeastRecentlyUsedGoFirstAndTheFileStaysWithinIt() throws {
        // given: bodies of about a page each, twice as many as there is room for
        let limit = try limit(roomForPages: 6)
        let cache = makeCache(limit: limit)
        let paths = (0..<12).map { "/\($0)" }

        // when
        for path in paths {
            try cache.save(response(path, bytes: 3_000))
            clock.advance(by: 1)
        }

        // then: the newest stay, and nothing older than one that went
        let kept = try storedKeys(cache)
        #expect((3...6).contains(kept.count), "kept: \(kept)")
        #expect(kept == Set(paths.suffix(kept.count).map { key($0).rawValue }))
        #expect(try cache.statistics().fileBytes <= limit)
    }

    @Test func whenTheLastUseOfAnEntryIsImpossible_itIsEvictedFirst() throws {
        // given: /a, written with a last use far in the future, would otherwise look newest
        let cache = makeCache(limit: try limit(roomForPages: 6))
        try cache.save(response("/a", bytes: 3_000))
        try database.connection.run("UPDATE responses SET last_used_at = 1e308")
        clock.advance(by: 1)

        // when
        for index in 0..<8 {
            try cache.save(response("/\(index)", bytes: 3_000))
            clock.advance(by: 1)
        }

        // then
        #expect(!(try storedKeys(cache).contains(key("/a").rawValue)))
    }

    @Test func whenOneBodyIsLargerThanTheWholeLimit_itIsNotStoredAndTheOthersStay() throws {
        // given
        let limit = try limit(roomForPages: 4)
        let cache = makeCache(limit: limit)
        try cache.save(response("/small", bytes: 50))
        try cache.save(response("/huge", bytes: 50))
        clock.advance(by: 1)

        // when
        try cache.save(response("/huge", bytes: limit + 1))

        // then: the older /huge is gone as well, being known outdated
        #expect(try storedKeys(cache) == [key("/small").rawValue])
    }

    @Test func whenAnEntryCannotFitEvenAlone_itIsNotStoredAndNothingThrows() throws {
        // given: a limit smaller than the empty database, whose pages count too
        let cache = makeCache(limit: 16 * 1024)
        let sizeBefore = try cache.statistics().fileBytes

        // when
        try cache.save(response("/a", bytes: 100))

        // then
        #expect(try storedKeys(cache).isEmpty)
        #expect(try cache.statistics().fileBytes <= sizeBefore)
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
        cache.recordHit(for: key("/old"))
        clock.advance(by: SQLiteResponseCache.hitCountingIntervalSeconds)
        cache.recordHit(for: key("/old"))

        // when
        let entries = try cache.entries()

        // then
        #expect(entries.map(\.key) == [key("/new"), key("/old")])
        #expect(entries.map(\.bodyBytes) == [7, 5])
        #expect(entries.map(\.hitCount) == [0, 2])
        #expect(entries[1].lastUsedAt == clock.date)
        #expect(entries[1].fetchedAt == clock.date.addingTimeInterval(-20 - SQLiteResponseCache.hitCountingIntervalSeconds))
    }

    @Test func whenAskedForStatistics_reportsTotalsAgesAndFileSize() throws {
        // given
        let cache = makeCache(limit: 500_000)
        let firstFetch = clock.date
        try cache.save(response("/a", bytes: 1_000))
        clock.advance(by: 30)
        try cache.save(response("/b", bytes: 2_000))
        cache.recordHit(for: key("/a"))

        // when
        let statistics = try cache.statistics()

        // then
        #expect(statistics.entryCount == 2)
        #expect(statistics.bodyBytes == 3_000)
        #expect(statistics.sizeLimitBytes == 500_000)
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
                cache.recordHit(for: shared)
            }
        }

        // then
        #expect(errors.isEmpty, "\(errors)")
        let count = try database.connection.firstRow("SELECT count(*) FROM responses WHERE key = ?", [.text(shared.rawValue)])
        #expect(try count?.value(at: 0, as: Int.self) == 1)
        // The clock stands still: each cache counts its burst of hits once, or
        // sees the other's count and adds nothing.
        #expect((1...2).contains(try caches[1].statistics().totalHits))
    }
}
