import Foundation
import MoviesData
import Storage
import Testing

/// When reading a cached response records its use, and when it writes nothing.
/// A second `MoviesCacheDatabase` on the same file stands for a later run.
struct SQLiteResponseCacheUseRecordingTests {
    private let directory: TemporaryCacheDirectory
    private let writer: MoviesCacheDatabase
    private let clock = TestClock()
    private let key = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/3/search/movie?query=heat")

    init() throws {
        directory = try TemporaryCacheDirectory()
        writer = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        try cache(on: writer).save(CachedResponse(key: key, statusCode: 200, body: Data("page".utf8), fetchedAt: clock.date))
    }

    private func cache(on database: MoviesCacheDatabase) -> SQLiteResponseCache {
        SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)
    }

    /// Moves whenever another connection commits to the file.
    private func dataVersion() throws -> Int? {
        try writer.connection.firstRow("PRAGMA data_version")?.value(at: 0, as: Int.self)
    }

    private func storedEntry() throws -> ResponseCacheEntrySummary {
        let entries = try cache(on: writer).entries()
        return try #require(entries.first { $0.key == key })
    }

    @Test func whenARecentlyUsedEntryIsReadInAnotherRun_nothingIsWritten() throws {
        // given
        let versionBefore = try dataVersion()
        clock.advance(by: SQLiteResponseCache.useRecordingIntervalSeconds - 1)
        let reader = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)

        // when
        let read = try cache(on: reader).response(for: key)

        // then
        #expect(read?.body == Data("page".utf8))
        #expect(!reader.connection.hasCommittedWrite)
        #expect(try dataVersion() == versionBefore)
        #expect(try storedEntry().hitCount == 0)
    }

    @Test func whenAnEntryUsedLongerAgoThanTheIntervalIsRead_itsUseIsWrittenAtOnce() throws {
        // given
        let versionBefore = try dataVersion()
        clock.advance(by: SQLiteResponseCache.useRecordingIntervalSeconds)
        let reader = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)

        // when
        _ = try cache(on: reader).response(for: key)

        // then
        #expect(try dataVersion() != versionBefore)
        let entry = try storedEntry()
        #expect(entry.hitCount == 1)
        #expect(entry.lastUsedAt == clock.date)
    }

    @Test func whenRecentUsesWereKeptInMemory_theSameCachesNextSaveWritesThem() throws {
        // given: two reads within the interval, kept by the reader
        let reader = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let readerCache = cache(on: reader)
        clock.advance(by: 10)
        _ = try readerCache.response(for: key)
        clock.advance(by: 10)
        _ = try readerCache.response(for: key)
        let lastRead = clock.date
        #expect(try storedEntry().hitCount == 0)

        // when
        clock.advance(by: 10)
        let other = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/3/search/movie?query=up")
        try readerCache.save(CachedResponse(key: other, statusCode: 200, body: Data("up".utf8), fetchedAt: clock.date))

        // then
        let entry = try storedEntry()
        #expect(entry.hitCount == 2)
        #expect(entry.lastUsedAt == lastRead)
    }

    @Test func whenAReadEntryWasKeptInMemory_theSameCachesEvictionCountsItAsRecent() throws {
        // given: room for 8 bytes; `key` (4 bytes) is older than `second` (3 bytes)
        clock.advance(by: 1)
        let second = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/second")
        try cache(on: writer).save(CachedResponse(key: second, statusCode: 200, body: Data("two".utf8), fetchedAt: clock.date))
        let reader = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let readerCache = SQLiteResponseCache(database: reader, sizeLimitBytes: 8, now: clock.now)
        clock.advance(by: 1)
        _ = try readerCache.response(for: key)

        // when: a third entry leaves room for only one of the others
        clock.advance(by: 1)
        let third = ResponseCacheKey(rawValue: "GET http://127.0.0.1:8080/third")
        try readerCache.save(CachedResponse(key: third, statusCode: 200, body: Data("333".utf8), fetchedAt: clock.date))

        // then: the read made `key` the more recent, so `second` went
        #expect(Set(try readerCache.entries().map(\.key)) == [key, third])
    }
}
