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

@Suite struct CommandLineWordingEndToEndTests {
    @Test func recentJSON_onAnEmptyCache_isAnEmptyArray() async throws {
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let result = try await sandbox.run(["recent", "--json"], server: server)
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test(arguments: [
        (["serch", "dune"], "movies: There is no command 'serch'; did you mean 'search'? Run 'movies --help' for usage."),
        (["detials", "1"], "movies: There is no command 'detials'; did you mean 'details'? Run 'movies --help' for usage."),
        (["search", "dune", "--pag", "2"], "movies: Unknown option '--pag'. Did you mean '--page'? Run 'movies --help' for usage."),
    ])
    func aMisspeltCommandOrOption_isNamedWithTheRightOne(arguments: [String], sentence: String) async throws {
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let result = try await sandbox.run(arguments, server: server)
        #expect(result.exitCode == 64)
        #expect(result.errorLinesWithoutNotice == [sentence])
    }

    @Test func plainRowsAndTheCacheList_sayWhichFilmEachIs() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["details", "27205"], server: server))

        // when
        let search = try await sandbox.run(["search", "inception"], server: server)
        let list = try await sandbox.run(["cache", "list"], server: server)

        // then: the id `movies details` needs; the title of a cached answer
        #expect(search.outputLines.contains { $0.contains("Inception (2010)") && $0.hasSuffix("id 27205") }, "stdout: \(search.output)")
        #expect(list.outputLines.contains { $0.hasSuffix("details 27205 · Inception") }, "stdout: \(list.output)")
    }
}
