import Foundation
@testable import MoviesData
import Storage
import TestSupport
import Testing

/// How the cache file is opened: only a regular file, only our own database,
/// and read-only when the disk takes no writes.
struct MoviesCacheOpeningTests {
    private let directory: TemporaryCacheDirectory
    private let clock = TestClock()
    private let key = ResponseCacheKey(rawValue: "GET http://127.0.0.1:1/3/movie/1")

    init() throws {
        directory = try TemporaryCacheDirectory()
        try FileManager.default.createDirectory(at: directory.cacheDirectory, withIntermediateDirectories: true)
    }

    /// An SQLite file written by some other program, and its bytes.
    private func makeForeignDatabase(applicationID: Int32) throws -> Data {
        do {
            let other = try SQLiteConnection(path: directory.databasePath)
            // A table of the same name with other columns, as found in the wild.
            try other.execute("CREATE TABLE responses (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO responses (note) VALUES ('theirs')")
            if applicationID != 0 { try other.execute("PRAGMA application_id = \(applicationID)") }
        }
        return try Data(contentsOf: URL(fileURLWithPath: directory.databasePath))
    }

    @Test(arguments: [Int32(0), Int32(0x5049_4E4B)])
    func whenAnotherProgramsDatabaseIsAtTheCachePath_itIsRefusedAndNotAByteIsWritten(applicationID: Int32) throws {
        // given
        let before = try makeForeignDatabase(applicationID: applicationID)

        // when
        let error = #expect(throws: MoviesCacheDatabaseError.self) {
            try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        }

        // then: not moved, not written, no -wal or -shm made beside it
        #expect(error == .foreignDatabase(path: directory.databasePath))
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.databasePath)) == before)
        #expect(try directory.contents() == ["cache.sqlite3"])
        let sentence = error?.description ?? ""
        #expect(sentence.contains("another program's SQLite database") && sentence.contains("MOVIES_CACHE_DIR"))
        #expect(!sentence.contains("remove"))
    }

    @Test func whenACacheFromBeforeTheMarkIsFound_itIsAdoptedMarkedAndKeepsItsEntries() throws {
        // given: a cache as schema version 1 left it, unmarked
        do {
            let old = try SQLiteConnection(path: directory.databasePath)
            try old.execute(MoviesCacheSchema.version1Statements + "; PRAGMA user_version = 1")
            try old.run(
                """
                INSERT INTO responses (key, status, body, body_bytes, fetched_at, last_used_at, hit_count)
                VALUES (?, 200, x'7b7d', 2, ?, ?, 3)
                """,
                [.text(key.rawValue), .real(clock.date.timeIntervalSince1970), .real(clock.date.timeIntervalSince1970)]
            )
        }

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let cache = SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)

        // then
        #expect(try database.connection.firstRow("PRAGMA application_id")?.value(at: 0, as: Int.self) == Int(MoviesCacheSchema.applicationID))
        #expect(try database.connection.firstRow("PRAGMA user_version")?.value(at: 0, as: Int.self) == MoviesCacheDatabase.schemaVersion)
        #expect(try cache.response(for: key)?.body == Data("{}".utf8))
        #expect(try cache.statistics().totalHits == 3)
    }

    @Test func whenANewCacheIsCreated_itCarriesTheCachesApplicationID() throws {
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        database.close()

        let header = try Data(contentsOf: URL(fileURLWithPath: directory.databasePath)).prefix(100)
        #expect(Array(header[68..<72]) == [0x4D, 0x56, 0x43, 0x48]) // "MVCH", big-endian
    }

    @Test func whenTheCachePathIsASymbolicLink_itIsRefusedAndItsTargetIsNeitherCreatedNorWritten() throws {
        // given
        let target = directory.parent.appendingPathComponent("elsewhere").path
        try FileManager.default.createSymbolicLink(atPath: directory.databasePath, withDestinationPath: target)

        // when
        let error = #expect(throws: MoviesCacheDatabaseError.self) {
            try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        }

        // then
        #expect(error == .notRegularFile(path: directory.databasePath, kind: "a symbolic link"))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func whenTheCachePathIsANamedPipe_itIsRefusedAtOnce() throws {
        #expect(mkfifo(directory.databasePath, 0o600) == 0)

        let error = #expect(throws: MoviesCacheDatabaseError.self) {
            try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        }

        #expect(error == .notRegularFile(path: directory.databasePath, kind: "a named pipe"))
    }

    @Test(arguments: [(0o700, false), (0o755, false), (0o770, true), (0o1777, true)])
    func whenOthersMayWriteToTheCacheDirectory_theDatabaseSaysSo(mode: Int, writable: Bool) throws {
        // given
        #expect(chmod(directory.cacheDirectory.path, mode_t(mode)) == 0)

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)

        // then
        #expect(database.directoryIsWritableByOthers == writable)
    }

    // MARK: - A disk that takes no writes

    /// A cache with one entry on a file system of its own, closed, so that
    /// neither -wal nor -shm is left beside it.
    private func makeCacheOnScratch() throws -> (ScratchFileSystem, URL) {
        let scratch = try ScratchFileSystem(kibibytes: 512)
        let cacheDirectory = scratch.directory.appendingPathComponent("movies", isDirectory: true)
        let database = try MoviesCacheDatabase(cacheDirectory: cacheDirectory)
        try SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)
            .save(CachedResponse(key: key, statusCode: 200, body: Data("{}".utf8), fetchedAt: clock.date))
        database.close()
        return (scratch, cacheDirectory)
    }

    @Test(.rootOnly) func whenTheFileSystemIsReadOnly_theCacheOpensReadOnlyServesItsEntryAndSaysWhyAStoreFails() throws {
        // given
        let (scratch, cacheDirectory) = try makeCacheOnScratch()
        try scratch.remountReadOnly()

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: cacheDirectory)
        let cache = SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)

        // then
        #expect(database.readOnlyReason == "the file system is read-only")
        #expect(try cache.response(for: key)?.body == Data("{}".utf8))
        let error = #expect(throws: CacheStoreError.self) {
            try cache.save(CachedResponse(key: ResponseCacheKey(rawValue: "GET http://x/new"), statusCode: 200, body: Data(), fetchedAt: clock.date))
        }
        #expect(error == .notStored(reason: "the file system is read-only"))
    }

    @Test(.rootOnly) func whenTheDiskIsFull_theCacheOpensReadOnlyAndServesItsEntryUnchanged() throws {
        // given
        let (scratch, cacheDirectory) = try makeCacheOnScratch()
        let file = cacheDirectory.appendingPathComponent(MoviesCacheDatabase.fileName).path
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        try scratch.fill()

        // when
        let database = try MoviesCacheDatabase(cacheDirectory: cacheDirectory)
        let cache = SQLiteResponseCache(database: database, sizeLimitBytes: 1_000_000, now: clock.now)

        // then: nothing moved aside, nothing rewritten
        #expect(database.readOnlyReason == "the disk is full")
        #expect(database.movedAsideFileURL == nil)
        #expect(try cache.response(for: key)?.body == Data("{}".utf8))
        #expect(try cache.statistics().entryCount == 1)
        database.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }
}
