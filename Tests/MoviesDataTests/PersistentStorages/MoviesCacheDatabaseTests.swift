import Foundation
import MoviesData
import Storage
import TestSupport
import Testing

struct MoviesCacheDatabaseTests {
    @Test func whenTheCacheDirectoryIsMissing_createsItPrivateWithAPrivateDatabase() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        let nested = directory.cacheDirectory.appendingPathComponent("deeper", isDirectory: true)

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: nested)
        try database.connection.run("INSERT INTO recent_queries (text, normalized_text, used_at) VALUES ('a', 'a', 1)")

        // then: the -wal file SQLite made takes the database's mode
        #expect(try directory.mode(of: directory.cacheDirectory.path) == 0o700)
        #expect(try directory.mode(of: nested.path) == 0o700)
        #expect(try directory.mode(of: database.fileURL.path) == 0o600)
        #expect(try directory.mode(of: database.fileURL.path + "-wal") == 0o600)
        #expect(try directory.mode(of: database.fileURL.path + "-shm") == 0o600)
        #expect(database.fileURL.lastPathComponent == "cache.sqlite3")
        #expect(database.movedAsideFileURL == nil)
    }

    @Test func whenOpened_theSchemaIsCurrentWithIncrementalAutoVacuum() throws {
        // given
        let directory = try TemporaryCacheDirectory()

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let connection = database.connection
        let tables = try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")

        // then
        #expect(try tables.map { try $0.value(at: 0, as: String.self) } == ["recent_queries", "responses"])
        #expect(try connection.firstRow("PRAGMA user_version")?.value(at: 0, as: Int.self) == MoviesCacheDatabase.schemaVersion)
        #expect(try connection.firstRow("PRAGMA auto_vacuum")?.value(at: 0, as: Int.self) == 2)
        #expect(try connection.firstRow("PRAGMA journal_mode")?.value(at: 0, as: String.self) == "wal")
    }

    @Test func whenOpenedAgain_keepsWhatWasStored() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        do {
            let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
            try database.connection.run("INSERT INTO recent_queries (text, normalized_text, used_at) VALUES ('a', 'a', 1)")
        }

        // when
        let reopened = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)

        // then
        #expect(try reopened.connection.firstRow("SELECT count(*) FROM recent_queries")?.value(at: 0, as: Int.self) == 1)
    }

    @Test func whenACurrentCacheIsOpenedAndOnlyRead_nothingIsWrittenAndItsLogFilesStayPrivate() throws {
        // given: a cache created, written and closed, as by an earlier run
        let directory = try TemporaryCacheDirectory()
        do {
            let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
            try database.connection.run("INSERT INTO recent_queries (text, normalized_text, used_at) VALUES ('a', 'a', 1)")
        }
        let databaseBefore = try #require(FileStamp(path: directory.databasePath))

        // when
        let reader = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        _ = try reader.connection.firstRow("SELECT count(*) FROM recent_queries")
        let wrote = reader.connection.hasCommittedWrite
        reader.connection.close()

        // then: no migration step ran, and the log and its index stay, private
        #expect(!wrote)
        #expect(FileStamp(path: directory.databasePath) == databaseBefore)
        #expect(FileStamp(path: directory.databasePath + "-wal")?.size == 0)
        #expect(try directory.mode(of: directory.databasePath + "-wal") == 0o600)
        #expect(try directory.mode(of: directory.databasePath + "-shm") == 0o600)
    }

    @Test func whenTheCacheDirectoryCannotBeCreated_throwsDirectoryUnavailable() throws {
        // given: a regular file where a parent directory should be (root ignores permissions, not this)
        let directory = try TemporaryCacheDirectory()
        let blocker = directory.parent.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)

        // when
        let error = #expect(throws: MoviesCacheDatabaseError.self) {
            try MoviesCacheDatabase(cacheDirectory: blocker.appendingPathComponent("movies"))
        }

        // then
        guard case .directoryUnavailable(let path, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == blocker.path)
        #expect(error?.description.contains("MOVIES_CACHE_DIR") == true)
    }

    @Test func whenTheCacheDirectoryPathIsAFile_throwsDirectoryUnavailable() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        try Data("x".utf8).write(to: directory.cacheDirectory)

        // then
        #expect(throws: MoviesCacheDatabaseError.self) {
            try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        }
    }

    @Test func whenTheFileIsNotADatabase_movesItAsideAndStartsAnEmptyCache() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        try FileManager.default.createDirectory(at: directory.cacheDirectory, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: directory.databasePath))
        try Data("stale log".utf8).write(to: URL(fileURLWithPath: directory.databasePath + "-wal"))
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000)) // 2026-11-18 11:06:40 UTC

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory, now: clock.now)
        let cache = SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000)
        let key = ResponseCacheKey(rawValue: "GET http://127.0.0.1:1/3/movie/1")
        try cache.save(CachedResponse(key: key, statusCode: 200, body: Data("{}".utf8), fetchedAt: clock.date))

        // then
        let movedAside = try #require(database.movedAsideFileURL)
        #expect(movedAside.lastPathComponent == "cache.sqlite3.corrupt-20261118T110640Z")
        #expect(try Data(contentsOf: movedAside) == garbage)
        #expect(try Data(contentsOf: URL(fileURLWithPath: movedAside.path + "-wal")) == Data("stale log".utf8))
        #expect(try cache.response(for: key)?.body == Data("{}".utf8))
        #expect(try directory.mode(of: directory.databasePath) == 0o600)
    }

    @Test func whenTwoDamagedFilesAreMovedAsideInOneSecond_neitherOverwritesTheOther() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        try FileManager.default.createDirectory(at: directory.cacheDirectory, withIntermediateDirectories: true)
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let url = URL(fileURLWithPath: directory.databasePath)

        // when
        try Data(repeating: 1, count: 1000).write(to: url)
        let first = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory, now: clock.now)
        first.connection.close()
        // closing the last connection normally removes these already
        try? FileManager.default.removeItem(atPath: directory.databasePath + "-wal")
        try? FileManager.default.removeItem(atPath: directory.databasePath + "-shm")
        try Data(repeating: 2, count: 1000).write(to: url)
        let second = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory, now: clock.now)

        // then
        let firstAside = try #require(first.movedAsideFileURL)
        let secondAside = try #require(second.movedAsideFileURL)
        #expect(firstAside != secondAside)
        #expect(try Data(contentsOf: firstAside) == Data(repeating: 1, count: 1000))
        #expect(try Data(contentsOf: secondAside) == Data(repeating: 2, count: 1000))
    }

    @Test func whenMoreDamagedFilesAreMovedAsideThanAreKept_onlyTheNewestStayAndOtherFilesAreLeft() throws {
        // given: files that only look alike, which must survive
        let directory = try TemporaryCacheDirectory()
        try FileManager.default.createDirectory(at: directory.cacheDirectory, withIntermediateDirectories: true)
        let bystanders = ["cache.sqlite3.corrupt-notes.txt", "other.sqlite3.corrupt-20261118T110640Z", "cache.sqlite3.corrupt-2026"]
        for name in bystanders {
            try Data("keep".utf8).write(to: directory.cacheDirectory.appendingPathComponent(name))
        }
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_000_000))
        let url = URL(fileURLWithPath: directory.databasePath)

        // when: five damaged files in a row, two of them in the same second
        var movedAside: [String] = []
        for round in 0..<5 {
            try Data(repeating: UInt8(round + 1), count: 1000).write(to: url)
            try Data("log \(round)".utf8).write(to: URL(fileURLWithPath: directory.databasePath + "-wal"))
            let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory, now: clock.now)
            movedAside.append(try #require(database.movedAsideFileURL).lastPathComponent)
            database.connection.close()
            if round != 2 { clock.advance(by: 1) }
        }

        // then: the three newest copies, each with its log, and every bystander
        let left = try directory.contents().filter { $0.hasPrefix("cache.sqlite3.corrupt-2026111") }.sorted()
        let kept = Array(movedAside.suffix(3))
        #expect(left == kept.flatMap { [$0, $0 + "-wal"] }.sorted(), "left: \(left), moved aside: \(movedAside)")
        for name in bystanders {
            #expect(try Data(contentsOf: directory.cacheDirectory.appendingPathComponent(name)) == Data("keep".utf8))
        }
        #expect(try Data(contentsOf: directory.cacheDirectory.appendingPathComponent(movedAside[4])) == Data(repeating: 5, count: 1000))
    }

    @Test func whenANewerMoviesWroteTheCache_throwsSchemaIsNewerAndKeepsTheFile() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        do {
            let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
            try database.connection.execute("PRAGMA user_version = 99")
        }

        // when
        let error = #expect(throws: MoviesCacheDatabaseError.self) {
            try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        }

        // then
        #expect(error == .schemaIsNewer(
            path: directory.databasePath, version: 99, supportedVersion: MoviesCacheDatabase.schemaVersion
        ))
        #expect(try directory.contents().filter { $0.contains("corrupt") }.isEmpty)
    }

    @Test func whenSeveralProcessesOpenANewCacheAtOnce_allSucceedWithOneSchema() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        let cacheDirectory = directory.cacheDirectory

        // when: separate connections, as separate processes would have
        let errors = runOnThreads(6) { index in
            let database = try MoviesCacheDatabase(cacheDirectory: cacheDirectory)
            try database.connection.run(
                "INSERT INTO recent_queries (text, normalized_text, used_at) VALUES ('a', ?, 1)", [.text("q\(index)")]
            )
        }

        // then: a second run of v1 would have failed with "table already exists"
        #expect(errors.isEmpty, "\(errors)")
        let database = try MoviesCacheDatabase(cacheDirectory: cacheDirectory)
        #expect(try database.connection.firstRow("SELECT count(*) FROM recent_queries")?.value(at: 0, as: Int.self) == 6)
    }
}
