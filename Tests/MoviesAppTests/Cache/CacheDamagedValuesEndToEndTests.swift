import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Issue #11 item 2: forged or damaged numbers in the cache file never crash
/// `cache stats`, `cache list` or a search, nor print an absurd age; an entry
/// with impossible values is a miss.
@Suite struct CacheDamagedValuesEndToEndTests {
    @Test(arguments: [
        "fetched_at = -1e308", "fetched_at = 1e308", "fetched_at = 9e999", "fetched_at = 'NaN'",
        "last_used_at = -9e999, hit_count = 9223372036854775807, body_bytes = -9223372036854775808",
        "max_age = -1e308", "max_age = 9e999", "status = 'NaN'", "last_hit_at = 1e308",
    ])
    func whenACachedValueIsForged_statsListAndSearchesNeitherCrashNorLie(assignment: String) async throws {
        // given: a cached search, then the forged value written into the file
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(cacheControl: "max-age=3600"))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        _ = try SQLiteShell.query("UPDATE responses SET \(assignment)", database: database)

        // when
        let stats = try await sandbox.run(["cache", "stats"], server: server)
        let list = try await sandbox.run(["cache", "list"], server: server)
        let listJSON = try await sandbox.run(["cache", "list", "--json"], server: server)
        let online = try await sandbox.run(["search", "Inception"], server: server)

        // then: every command ends normally, and no line speaks of an absurd age
        for result in [stats, list, listJSON, online] {
            EndToEndExpectations.expectSuccess(result)
            #expect(result.errorOutput.isEmpty, "stderr: \(result.errorOutput)")
            #expect(!result.output.contains("days ago"), "stdout: \(result.output)")
        }
        #expect(EndToEndExpectations.numberedTitles(in: online).first == "Inception")
        #expect(stats.output.contains("Entries:     1"), "stats: \(stats.output)")
    }

    @Test(arguments: ["fetched_at = -1e308", "fetched_at = 'NaN'", "fetched_at = 1e308", "max_age = -5"])
    func whenTheFetchTimeIsImpossible_theEntryIsAMissOfflineAndTheNextSearchReplacesIt(assignment: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        _ = try SQLiteShell.query("UPDATE responses SET \(assignment)", database: database)

        // when
        let offline = try await sandbox.run(["search", "Inception", "--offline"], server: server)

        // then: a miss, told as one
        EndToEndExpectations.expectOneSentenceFailure(offline, exitCode: 69)
        #expect(offline.errorOutput.contains("Nothing is cached"), "stderr: \(offline.errorOutput)")

        // and when the server answers again, the entry is replaced and replays
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        server.stop()
        let replay = try await sandbox.run(["search", "Inception", "--offline"], server: server)
        EndToEndExpectations.expectSuccess(replay)
        #expect(replay.outputLines.last?.hasPrefix("offline — cached results from 20") == true, "stdout: \(replay.output)")
    }

    @Test func whenTheListShowsADamagedEntry_itsAgeAndHitsAreUnknownAndItsSizeIsReal() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        let size = try SQLiteShell.query("SELECT length(body) FROM responses", database: database)
        _ = try SQLiteShell.query(
            "UPDATE responses SET fetched_at = 1e308, hit_count = -7, body_bytes = 9223372036854775807",
            database: database
        )

        // when
        let list = try await sandbox.run(["cache", "list"], server: server)
        let stats = try await sandbox.run(["cache", "stats", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(list)
        let row = try #require(list.outputLines.dropFirst().first)
        #expect(row.hasPrefix("unknown "), "row: \(row)")
        #expect(row.contains(" ?  search \"inception\""), "row: \(row)")
        EndToEndExpectations.expectSuccess(stats)
        #expect(stats.output.contains("\"body_bytes\" : \(size)"), "stats: \(stats.output)")
        #expect(stats.output.contains("\"hits\" : 0"), "stats: \(stats.output)")
        #expect(!stats.output.contains("oldest_fetched_at"), "stats: \(stats.output)")
    }
}
