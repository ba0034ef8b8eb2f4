import Foundation
import MoviesData
import Storage
import Testing

/// Values in the cache file that no fetch could have written — a damaged
/// file, or one edited by hand — are read like bad data from a server: the
/// entry is a miss, and lists and statistics show the rest sanely.
struct ResponseCacheDamagedValuesTests {
    private let directory: TemporaryCacheDirectory
    private let database: MoviesCacheDatabase
    private let clock = TestClock()
    private let cache: SQLiteResponseCache
    private let key = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/3/search/movie?query=heat")

    init() throws {
        directory = try TemporaryCacheDirectory()
        database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        cache = SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)
        try cache.save(CachedResponse(key: key, statusCode: 200, body: Data("page".utf8), fetchedAt: clock.date, maxAgeSeconds: 60))
    }

    private func forge(_ assignment: String) throws {
        try database.connection.execute("UPDATE responses SET \(assignment)")
    }

    @Test(arguments: [
        "fetched_at = -1e308", "fetched_at = 1e308", "fetched_at = 9e999", "fetched_at = -9e999",
        "fetched_at = 'NaN'", "fetched_at = 1e12", "fetched_at = -1",
        "status = 99", "status = 'x'", "status = 1e3",
        "max_age = -1", "max_age = 9e999", "max_age = 1e300", "max_age = 'soon'",
        "body = 'text, not bytes'", "etag = x'22'", "last_modified = x'00'", "last_hit_at = 'later'",
    ])
    func whenAValueIsImpossible_theEntryIsAMiss(assignment: String) throws {
        // given
        try forge(assignment)

        // when
        let read = try cache.response(for: key)

        // then
        #expect(read == nil)
    }

    @Test func whenValuesArePossible_theEntryIsServed() throws {
        // given: a fetch an hour into the future is clock skew, not damage
        try forge("fetched_at = \(clock.date.timeIntervalSince1970 + 3_600), max_age = 0, last_hit_at = NULL")

        // then
        #expect(try cache.response(for: key) != nil)
    }

    @Test func whenTimesAndCountsAreImpossible_listAndStatisticsShowThemAsUnknownWithoutFailing() throws {
        // given: a second, sound entry, and the first one damaged everywhere
        clock.advance(by: 10)
        let sound = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/3/movie/1")
        try cache.save(CachedResponse(key: sound, statusCode: 200, body: Data("12345".utf8), fetchedAt: clock.date))
        try database.connection.execute(
            "UPDATE responses SET fetched_at = -1e308, last_used_at = 'NaN', hit_count = 9223372036854775807, "
                + "body_bytes = -9223372036854775808 WHERE key = '\(key.rawValue)'"
        )

        // when
        let entries = try cache.entries()
        let statistics = try cache.statistics()

        // then: the damaged one is listed last, with its real size and no age or hits
        #expect(entries.map(\.key) == [sound, key])
        #expect(entries[1].fetchedAt == nil && entries[1].lastUsedAt == nil && entries[1].hitCount == nil)
        #expect(entries[1].bodyBytes == 4)
        #expect(statistics.entryCount == 2)
        #expect(statistics.bodyBytes == 9)
        #expect(statistics.oldestFetchedAt == clock.date)
        #expect(statistics.newestFetchedAt == clock.date)
        #expect(statistics.totalHits == 0)
    }

    @Test func whenTheHitCountIsAtItsLargest_aHitDoesNotOverflowIt() throws {
        // given
        try forge("hit_count = 9223372036854775807")

        // when
        cache.recordHit(for: key)

        // then: a count past belief starts again rather than overflowing into a REAL
        let stored = try database.connection.firstRow("SELECT hit_count FROM responses")?.values.first
        #expect(stored == .integer(1))
        #expect(try cache.statistics().totalHits == 1)
    }

    @Test func whenTheTableIsNotWhatTheCacheExpects_errorsSayWhyInPlainWordsWithoutSQL() throws {
        // given: our own file, with a table someone changed
        try database.connection.execute("DROP TABLE responses; CREATE TABLE responses (key TEXT)")

        // when
        let errors: [any Error] = [
            #expect(throws: CacheStoreError.self) { try cache.statistics() },
            #expect(throws: CacheStoreError.self) { try cache.entries() },
            #expect(throws: CacheStoreError.self) { try cache.response(for: key) },
            #expect(throws: CacheStoreError.self) {
                try cache.save(CachedResponse(key: key, statusCode: 200, body: Data(), fetchedAt: clock.date))
            },
            #expect(throws: CacheStoreError.self) {
                try cache.markRevalidated(key, at: clock.date, maxAgeSeconds: 1, entityTag: nil, lastModified: nil)
            },
        ].compactMap { $0 }

        // then
        #expect(errors.count == 5)
        for error in errors {
            let text = String(describing: error)
            #expect(!text.contains("SELECT") && !text.contains("INSERT") && !text.contains("DELETE"), "\(text)")
            #expect(!text.contains("SQLite error") && !text.contains("responses"), "\(text)")
        }
    }
}
