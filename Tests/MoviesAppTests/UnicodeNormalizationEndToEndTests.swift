import Foundation
import TMDBStubServer
import Testing

/// Issue #11 item 21: a title typed composed (`Amélie`, U+00E9) and decomposed
/// (`Ame\u{301}lie`, e + combining acute) is one search. Swift's `==` calls the
/// two spellings equal, so everything here compares bytes.
@Suite struct UnicodeNormalizationEndToEndTests {
    static let composed = "Am\u{E9}lie"
    static let decomposed = "Ame\u{301}lie"

    @Test func whenBothSpellingsAreSearched_onTheCatalogue_thereIsOneCacheEntryAndOneRecentQuery() async throws {
        // given: the embedded catalogue, a cache in the sandbox
        let sandbox = try EndToEndSandbox()
        #expect(Array(Self.composed.utf8) != Array(Self.decomposed.utf8))

        // when
        let first = try await sandbox.run(["search", Self.composed])
        let second = try await sandbox.run(["search", Self.decomposed])
        let entries = try await sandbox.run(["cache", "list", "--json"])
        let recent = try await sandbox.run(["recent", "--json"])

        // then: both found the film
        for result in [first, second] {
            EndToEndExpectations.expectSuccess(result)
            #expect(EndToEndExpectations.numberedTitles(in: result) == ["Amélie"], "stdout: \(result.output)")
        }
        // one cache entry, asked for with the composed bytes
        EndToEndExpectations.expectSuccess(entries)
        let cached = try #require(try JSONSerialization.jsonObject(with: entries.standardOutput) as? [[String: Any]])
        let searches = cached.filter { $0["kind"] as? String == "search" }
        #expect(searches.count == 1, "cache: \(entries.output)")
        let request = try #require(searches.first?["request"] as? String)
        #expect(request.contains("query=am%C3%A9lie"), "request: \(request)")
        // one recent query, stored composed
        EndToEndExpectations.expectSuccess(recent)
        let queries = try #require(try JSONSerialization.jsonObject(with: recent.standardOutput) as? [[String: Any]])
        let texts = queries.compactMap { $0["query"] as? String }
        #expect(texts.count == 1, "recent: \(recent.output)")
        #expect(texts.map { Array($0.utf8) } == [Array(Self.composed.utf8)])
    }

    @Test func whenTheDecomposedSpellingIsSearched_theServerIsAskedWithTheComposedBytes() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", Self.composed], server: server))
        // (--refresh: the server is asked even if the first answer is still fresh)
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", Self.decomposed, "--refresh"], server: server))
        let replay = try await sandbox.run(["search", Self.decomposed, "--offline"], server: server)

        // then: the same request both times, and the decomposed spelling replays the composed entry offline
        let searches = server.receivedRequests.filter(\.isSearch)
        let sent = searches.compactMap { $0.queryValue("query") }.map { Array($0.utf8) }
        #expect(sent == [Array("am\u{E9}lie".utf8), Array("am\u{E9}lie".utf8)])
        #expect(replay.exitCode == 0, "stderr: \(replay.errorOutput)")
    }
}
