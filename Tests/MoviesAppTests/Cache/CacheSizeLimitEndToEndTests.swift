import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// `MOVIES_CACHE_LIMIT` as a user sets it, across many separate runs.
@Suite struct CacheSizeLimitEndToEndTests {
    @Test func whenAHundredDistinctSearchesRunUnderA1MLimit_theFilesStayNearTheLimitAndTheNewestReplays() async throws {
        // given: 100 pages of about 20 KiB, twice what the limit holds.
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override(CacheStubPages.anyQuery(approximateBytes: 20 * 1024))
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_LIMIT": "1M"])
        let queries = (1...100).map { "film \($0)" }
        let limitBytes = 1024 * 1024

        // when: four at a time, then the newest on its own so it is surely the last.
        for batch in stride(from: 0, to: queries.count - 1, by: 4) {
            let lanes = queries[batch..<min(batch + 4, queries.count - 1)]
            let results = try await withThrowingTaskGroup(of: MoviesProcessResult.self) { group in
                for query in lanes {
                    group.addTask { try await sandbox.run(["search", query], environment: environment) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            results.forEach { EndToEndExpectations.expectSuccess($0) }
        }
        let newest = try #require(queries.last)
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", newest], environment: environment))
        server.stop()

        // then
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        let storedBytes = Int(try SQLiteShell.query("SELECT sum(body_bytes) FROM responses", database: database)) ?? -1
        #expect(storedBytes > limitBytes / 2 && storedBytes <= limitBytes, "stored: \(storedBytes)")
        // The log may hold a quarter of the limit; pages of the table add some more.
        let fileBytes = try Self.size(database) + Self.size(database + "-wal")
        #expect(fileBytes <= 2 * limitBytes, "files: \(fileBytes)")
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
        let replay = try await sandbox.run(["search", newest, "--offline"], environment: environment)
        EndToEndExpectations.expectSuccess(replay)
        #expect(EndToEndExpectations.numberedTitles(in: replay).first == "\(newest) 1")
        let oldest = try await sandbox.run(["search", queries[0], "--offline"], environment: environment)
        #expect(oldest.exitCode == 69, "the oldest page should have been evicted; stderr: \(oldest.errorOutput)")
    }

    private static func size(_ path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
