import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Many `movies` processes on one cache, and processes killed in the middle of their work.
@Suite struct CacheConcurrencyEndToEndTests {
    private static let duplicateKeysSQL = "SELECT key, count(*) FROM responses GROUP BY key HAVING count(*) > 1"

    @Test func whenEightSearchesRunAtOnceOnOneCache_allSucceedAndEachKeyHasOneRow() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        // The delay keeps all eight in flight together, so their writes race.
        server.override(CacheStubPages.anyQuery(approximateBytes: 8 * 1024, delay: .milliseconds(300)))
        // "alpha" is searched under three spellings that normalise to one key.
        let queries = ["Alpha", "Alpha", "  alpha ", "ALPHA", "Beta", "Beta", "Gamma", "Delta"]

        // when
        let results = try await withThrowingTaskGroup(of: MoviesProcessResult.self) { group in
            for query in queries {
                group.addTask { try await sandbox.run(["search", query], server: server) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then
        for result in results {
            EndToEndExpectations.expectSuccess(result)
            #expect(result.errorOutput.isEmpty, "stderr: \(result.errorOutput)")
        }
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        #expect(try SQLiteShell.query(Self.duplicateKeysSQL, database: database) == "")
        #expect(try SQLiteShell.query("SELECT count(*) FROM responses", database: database) == "4")
        let duplicateQueries = try SQLiteShell.query(
            "SELECT normalized_text FROM recent_queries GROUP BY normalized_text, ifnull(year, -1) HAVING count(*) > 1",
            database: database
        )
        #expect(duplicateQueries == "")
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
    }

    @Test func whenSearchesAreKilledAtStaggeredMomentsAfterTheirRequest_theCacheStaysConsistentAndTheNextRunWorks() async throws {
        // given: pages large enough that decoding and writing take a while, and a
        // limit small enough that each write also evicts and gives space back.
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        // The answer waits a moment, so the first kills land while the child is
        // surely alive (waiting for it) however fast the rest of its work is;
        // later kills spread over reading, decoding and writing.
        let pages = CacheStubPages.anyQuery(approximateBytes: 192 * 1024, delay: .milliseconds(250))
        // The first child's answer waits until it has been killed, so the test
        // kills at least one in the middle of its work, however busy the machine.
        let firstKilled = StubGate()
        defer { firstKilled.open() }
        server.override { request in
            if request.queryValue("query") == "killed 0" { firstKilled.waitUntilOpen() }
            return pages(request)
        }
        // The first answer waits for the test, which a busy machine may hold up past the usual 15 s.
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_LIMIT": "1M", "MOVIES_TIMEOUT": "600"])
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        // One run to the end measures how long a child works after its request.
        let calibration = try KillableMoviesProcess(["search", "calibration"], environment: environment, in: sandbox.directory)
        try #require(try await CacheStubPages.waitForSearch("calibration", on: server))
        let requested = ContinuousClock.now
        try #require(await calibration.waitForEnding() == .exited(status: 0))
        let workAfterRequest = ContinuousClock.now - requested
        let killCount = 12

        // when: each child is killed a little later after its request than the one before.
        var endings: [KillableMoviesProcess.Ending] = []
        for index in 0..<killCount {
            let query = "killed \(index)"
            let child = try KillableMoviesProcess(["search", query], environment: environment, in: sandbox.directory)
            try #require(try await CacheStubPages.waitForSearch(query, on: server))
            try await Task.sleep(for: workAfterRequest * (Double(index) / Double(killCount - 1)))
            child.kill()
            if index == 0 { firstKilled.open() }
            endings.append(await child.waitForEnding())
        }

        // then
        #expect(endings.contains(.killed))
        #expect(endings.allSatisfy { $0 == .killed || $0 == .exited(status: 0) }, "\(endings)")
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
        #expect(try SQLiteShell.query(Self.duplicateKeysSQL, database: database) == "")
        let next = try await sandbox.run(["search", "after the kills"], environment: environment)
        EndToEndExpectations.expectSuccess(next)
        #expect(next.errorOutput.isEmpty, "stderr: \(next.errorOutput)")
        let replay = try await sandbox.run(["search", "after the kills", "--offline"], environment: environment)
        EndToEndExpectations.expectSuccess(replay)
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
    }
}
