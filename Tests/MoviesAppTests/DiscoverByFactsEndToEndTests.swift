import Foundation
import Testing
import TMDBStubServer

/// `movies discover --provider/--monetization/--keyword/--region`: names
/// resolved against the stub's lists before one discover request, which
/// carries TMDB's parameters; a name that names nothing asks nothing of discover.
@Suite struct DiscoverByFactsEndToEndTests {
    private static func discoverRequests(_ server: TMDBStubServer) -> [StubHTTPRequest] {
        server.receivedRequests.filter { $0.path.hasSuffix("/3/discover/movie") }
    }

    @Test func providers_foldedAndRepeated_areSentAsAnyOf_withTheRegion() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when: an exact folded name wins over longer ones; accents folded
        let result = try await sandbox.run(
            ["discover", "--provider", "NETFLIX", "--provider", "cinema club etoile", "--region", "gb", "--monetization", "stream"], server: server
        )

        // then
        EndToEndExpectations.expectSuccess(result)
        let discover = try #require(Self.discoverRequests(server).first)
        #expect(discover.queryValue("with_watch_providers") == "8|9001")
        #expect(discover.queryValue("watch_region") == "GB")
        #expect(discover.queryValue("with_watch_monetization_types") == "flatrate")
        #expect(server.receivedRequests.contains { $0.path.hasSuffix("/3/watch/providers/movie") && $0.queryValue("watch_region") == "GB" })
        #expect(result.outputLines.first?.contains("on Netflix or Cinéma Club Étoile · stream · in GB") == true, "\(result.output)")
    }

    @Test func withoutRegion_theCountryOfLANGIsTheWatchRegion() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(
            ["discover", "--provider", "tubi", "--json"], environment: sandbox.environment(server: server, ["LANG": "de_DE.UTF-8"])
        )

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(Self.discoverRequests(server).first?.queryValue("watch_region") == "DE")
        #expect(Self.discoverRequests(server).first?.queryValue("with_watch_providers") == "73")
    }

    @Test func monetizationsAlone_areSentAsAnyOf_inTheFallbackRegion() async throws {
        // given: no --region, no config, no LANG
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["discover", "--monetization", "ADS", "--monetization", "free", "--monetization", "ads"], server: server)

        // then: TMDB's names, in the documented order, each once
        EndToEndExpectations.expectSuccess(result)
        let discover = try #require(Self.discoverRequests(server).first)
        #expect(discover.queryValue("with_watch_monetization_types") == "free|ads")
        #expect(discover.queryValue("watch_region") == "US")
        #expect(discover.queryValue("with_watch_providers") == nil)
    }

    @Test func anUnknownProvider_isOneSentenceNamingCloseOnes_exit64_andNoDiscoverRequest() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["discover", "--provider", "Netflx", "--region", "US"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("Netflix"), "\(sentence)")
        #expect(Self.discoverRequests(server).isEmpty)
    }

    @Test func keywords_byNameOrId_areSentAsAllOf() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when: "dream" is exact among "lucid dream" and "dream within a dream"
        let result = try await sandbox.run(["discover", "--keyword", "Dream", "--keyword", "10051"], server: server)

        // then: the id needs no search
        EndToEndExpectations.expectSuccess(result)
        #expect(Self.discoverRequests(server).first?.queryValue("with_keywords") == "849,10051")
        #expect(server.receivedRequests.filter { $0.path.hasSuffix("/3/search/keyword") }.count == 1)
    }

    @Test func anUnknownKeyword_isOneSentence_exit64_andNoDiscoverRequest() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["discover", "--keyword", "submarine"], server: server)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(Self.discoverRequests(server).isEmpty)
    }

    @Test func anUnknownMonetization_isOneSentence_exit64() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["discover", "--monetization", "flatrate"])

        // then
        #expect(result.exitCode == 64, "\(result.errorOutput)")
        #expect(result.errorOutput.contains("stream, free, ads, rent, buy"))
    }

    @Test(arguments: [["--provider", "Netflix"], ["--monetization", "free"], ["--keyword", "dream"]])
    func onTheEmbeddedCatalogue_isOneSentenceThatOnlyTMDBKnows_exit69(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["discover"] + arguments)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
    }

    @Test func select_opensARowOfTheDiscovery_andOfflineReplaysIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let arguments = ["discover", "--provider", "netflix", "--region", "GB"]

        // when
        let online = try await sandbox.run(arguments, server: server)
        let offline = try await sandbox.run(arguments + ["--offline"], server: server)
        let selected = try await sandbox.run(arguments + ["--select", "1"], server: server)

        // then
        EndToEndExpectations.expectSuccess(online)
        EndToEndExpectations.expectSuccess(offline)
        #expect(offline.outputLines.dropFirst().prefix(3) == online.outputLines.dropFirst().prefix(3))
        EndToEndExpectations.expectSuccess(selected)
        #expect(server.receivedRequests.contains { $0.path.range(of: #"/3/movie/\d+$"#, options: .regularExpression) != nil })
    }
}
