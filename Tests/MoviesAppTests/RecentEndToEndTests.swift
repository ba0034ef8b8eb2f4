import Foundation
import Testing
import TMDBStubServer

/// `movies recent`: what earlier runs searched for, kept in the cache database.
@Suite struct RecentEndToEndTests {
    @Test func whenSearchesWereRun_recentListsThemNewestFirstOnceEachWithoutTheFailedOne() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            request.isSearch && request.queryValue("query")?.lowercased() == "broken" ? .closeWithoutResponse : nil
        }
        for query in ["Inception", "Matrix", "Godfather", "Inception"] {
            EndToEndExpectations.expectSuccess(try await sandbox.run(["search", query], server: server))
        }
        let failed = try await sandbox.run(["search", "broken"], server: server)
        #expect(failed.exitCode != 0)

        // when
        let result = try await sandbox.run(["recent"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == ["1. Inception", "2. Godfather", "3. Matrix"], "stdout: \(result.output)")
    }

    @Test func whenAnOfflineSearchFindsNothingCached_recentDoesNotGainIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        _ = try await sandbox.run(["search", "Vertigo", "--offline"], server: server)

        // when
        let result = try await sandbox.run(["recent", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        let queries = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]])
        #expect(queries.compactMap { $0["query"] as? String } == ["Inception"])
    }

    @Test func whenASearchRanForJSON_recentDoesNotGainIt() async throws {
        // given: a person's own search, then a script's
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Matrix", "--json"], server: server))

        // when
        let result = try await sandbox.run(["recent", "--json"], server: server)

        // then: scripts do not push a person's own searches out (DESIGN §3)
        EndToEndExpectations.expectSuccess(result)
        let queries = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [[String: Any]])
        #expect(queries.compactMap { $0["query"] as? String } == ["Inception"])
    }
}
