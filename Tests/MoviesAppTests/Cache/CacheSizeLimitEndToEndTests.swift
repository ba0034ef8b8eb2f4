import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// `MOVIES_CACHE_LIMIT` as a user sets it, across many separate runs: it
/// bounds the files on disk (database and write-ahead log) within one 4 KiB
/// page, as the README says (issue #11 item 12).
@Suite struct CacheSizeLimitEndToEndTests {
    /// The slack the README states: one page of the database.
    private static let pageBytes = 4_096

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
        let fileBytes = try Self.size(database) + Self.size(database + "-wal")
        #expect(fileBytes <= limitBytes + Self.pageBytes, "files: \(fileBytes)")
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
        let replay = try await sandbox.run(["search", newest, "--offline"], environment: environment)
        EndToEndExpectations.expectSuccess(replay)
        #expect(EndToEndExpectations.numberedTitles(in: replay).first == "\(newest) 1")
        let oldest = try await sandbox.run(["search", queries[0], "--offline"], environment: environment)
        #expect(oldest.exitCode == 69, "the oldest page should have been evicted; stderr: \(oldest.errorOutput)")
    }

    @Test func whenHundredsOfSmallSearchesRunUnderA64KLimit_theFilesNeverPassItAndStatsAgree() async throws {
        // given: the case, pages of about 1 KiB
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override(CacheStubPages.anyQuery(approximateBytes: 1_024))
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_LIMIT": "64K"])
        let limitBytes = 64 * 1024
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path

        // when: 240 searches, four at a time, the files measured after each four
        var largest = 0
        for batch in 0..<60 {
            let results = try await withThrowingTaskGroup(of: MoviesProcessResult.self) { group in
                for lane in 0..<4 {
                    group.addTask { try await sandbox.run(["search", "film \(batch) \(lane)"], environment: environment) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            results.forEach { EndToEndExpectations.expectSuccess($0) }
            largest = max(largest, try Self.size(database) + Self.size(database + "-wal"))
        }
        let stats = try await sandbox.run(["cache", "stats", "--json"], environment: environment)

        // then
        #expect(largest <= limitBytes + Self.pageBytes, "largest: \(largest)")
        EndToEndExpectations.expectSuccess(stats)
        let reported = try #require(stats.output.firstMatch(of: /"file_bytes" : (\d+)/).flatMap { Int($0.1) })
        #expect(reported <= limitBytes + Self.pageBytes, "stats: \(stats.output)")
        #expect(stats.output.contains("\"limit_bytes\" : \(limitBytes)"))
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
    }

    private static func size(_ path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
