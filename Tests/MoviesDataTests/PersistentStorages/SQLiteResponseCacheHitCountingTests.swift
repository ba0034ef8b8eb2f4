import Foundation
import MoviesData
import Storage
import Testing

/// What `cache stats` calls hits: answers without the server, a burst of them
/// on one entry within the interval counted once, so that only the first hit
/// of a burst writes. A second `MoviesCacheDatabase` on the same file stands
/// for a later run.
struct SQLiteResponseCacheHitCountingTests {
    private let directory: TemporaryCacheDirectory
    private let writer: MoviesCacheDatabase
    private let clock = TestClock()
    private let key = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/3/search/movie?query=heat")
    private let interval = SQLiteResponseCache.hitCountingIntervalSeconds

    init() throws {
        directory = try TemporaryCacheDirectory()
        writer = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        try cache(on: writer).save(CachedResponse(key: key, statusCode: 200, body: Data("page".utf8), fetchedAt: clock.date))
    }

    private func cache(on database: MoviesCacheDatabase) -> SQLiteResponseCache {
        SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)
    }

    /// A later run: its own connection, which reads the entry then records a hit, as a replay does.
    private func replay() throws -> MoviesCacheDatabase {
        let run = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let runCache = cache(on: run)
        #expect(try runCache.response(for: key) != nil)
        runCache.recordHit(for: key)
        return run
    }

    /// Moves whenever another connection commits to the file.
    private func dataVersion() throws -> Int? {
        try writer.connection.firstRow("PRAGMA data_version")?.value(at: 0, as: Int.self)
    }

    private func storedEntry() throws -> ResponseCacheEntrySummary {
        try #require(try cache(on: writer).entries().first { $0.key == key })
    }

    @Test func whenAnEntryIsOnlyRead_nothingIsWrittenAndNoHitCounts() throws {
        // given
        let versionBefore = try dataVersion()
        let reader = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)

        // when: a stale entry read before asking the server is not a hit
        _ = try cache(on: reader).response(for: key)

        // then
        #expect(!reader.connection.hasCommittedWrite)
        #expect(try dataVersion() == versionBefore)
        #expect(try storedEntry().hitCount == 0)
    }

    @Test func whenFourRunsReplayTheEntryInOneMinute_theFirstCountsAndWritesAndTheOthersWriteNothing() throws {
        // given
        let first = try replay()
        #expect(first.connection.hasCommittedWrite)
        let versionAfterFirst = try dataVersion()

        // when
        var later: [Bool] = []
        for _ in 0..<3 {
            clock.advance(by: 20)
            later.append(try replay().connection.hasCommittedWrite)
        }

        // then
        #expect(later == [false, false, false])
        #expect(try dataVersion() == versionAfterFirst)
        let entry = try storedEntry()
        #expect(entry.hitCount == 1)
        #expect(entry.lastUsedAt == clock.date.addingTimeInterval(-60))
    }

    @Test func whenAHitComesAtTheIntervalAfterTheLastCountedOne_itCountsAgain() throws {
        // given
        _ = try replay()
        clock.advance(by: interval - 1)
        _ = try replay()
        #expect(try storedEntry().hitCount == 1)

        // when: exactly the interval after the counted hit
        clock.advance(by: 1)
        _ = try replay()

        // then
        let entry = try storedEntry()
        #expect(entry.hitCount == 2)
        #expect(entry.lastUsedAt == clock.date)
    }

    @Test func whenOneProcessHitsTheEntryRepeatedly_theBurstCountsOnceAndAFreshFetchDoesNotCount() throws {
        // given
        let session = cache(on: writer)

        // when: a session re-opens the same page, then refreshes it from the server
        for _ in 0..<5 {
            _ = try session.response(for: key)
            session.recordHit(for: key)
            clock.advance(by: 10)
        }
        try session.save(CachedResponse(key: key, statusCode: 200, body: Data("fresh".utf8), fetchedAt: clock.date))

        // then
        #expect(try storedEntry().hitCount == 1)
    }

    @Test func whenTheLastCountedHitIsInTheFuture_theNextHitCounts() throws {
        // given: a clock that was set back since
        try writer.connection.run("UPDATE responses SET last_hit_at = ?", [.real(clock.date.timeIntervalSince1970 + 3_600)])

        // when
        _ = try replay()

        // then
        #expect(try storedEntry().hitCount == 1)
    }

    @Test func whenAnOldEntryHasAHit_theNextEvictionCountsItAsRecent() throws {
        // given: room for the empty database and a few small pages; `key` is the oldest entry
        let pageCount = try #require(try writer.connection.firstRow("PRAGMA page_count")?.value(at: 0, as: Int.self))
        let limit = (pageCount + 6) * 4096
        let bounded = SQLiteResponseCache(database: writer, sizeLimitBytes: limit, now: clock.now)
        func save(_ index: Int) throws {
            clock.advance(by: 1)
            let other = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/other/\(index)")
            try bounded.save(CachedResponse(key: other, statusCode: 200, body: Data(repeating: 7, count: 3_000), fetchedAt: clock.date))
        }
        for index in 0..<3 { try save(index) }

        // when: a hit on `key`, then new entries until some of the others go
        clock.advance(by: 1)
        bounded.recordHit(for: key)
        for index in 3..<7 { try save(index) }

        // then: the first of the others went, `key` stayed
        let kept = Set(try bounded.entries().map(\.key.rawValue))
        #expect(kept.contains(key.rawValue))
        #expect(!kept.contains("GET http://127.0.0.1:8080/other/0"))
    }
}
