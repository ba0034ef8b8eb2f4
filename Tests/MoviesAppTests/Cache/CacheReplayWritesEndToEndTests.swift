import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// What a search answered from the cache writes to the cache files: nothing.
@Suite struct CacheReplayWritesEndToEndTests {
    @Test func whenTheSameSearchReplaysOfflineAgain_theCacheFilesAreNotWritten() async throws {
        // given: an online search, then one replay, which checkpoints whatever
        // the online run may have left in the log (it can exit before closing)
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        server.stop()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception", "--offline"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        let before = try Self.stamp(database)

        // when: twice, so the second run also meets the log and index the first left
        for _ in 0..<2 {
            EndToEndExpectations.expectSuccess(
                try await sandbox.run(["search", "Inception", "--offline"], server: server)
            )
        }

        // then: the first replay counted the burst's hit and the recent query is
        // the newest already, so no later run wrote
        #expect(try Self.stamp(database) == before)
        let log = try Self.stamp(database + "-wal")
        #expect(log?.first ?? 0 == 0, "the log should be empty: \(String(describing: log))")
        #expect(try SQLiteShell.query("SELECT hit_count FROM responses", database: database) == "1")
        #expect(try SQLiteShell.query("SELECT text FROM recent_queries", database: database) == "Inception")
    }

    /// Size and modification time in nanoseconds, or `nil` for a missing file.
    private static func stamp(_ path: String) throws -> [Int]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let size = try #require(attributes[.size] as? NSNumber)
        let modified = try #require(attributes[.modificationDate] as? Date)
        return [size.intValue, Int((modified.timeIntervalSince1970 * 1e9).rounded())]
    }
}
