import Foundation
import Testing
import TMDBStubServer

/// `movies providers`, run as the built binary against the stub server
/// (whose made-up offers are in TMDB's shapes) and on the embedded catalogue.
@Suite struct WatchProvidersEndToEndTests {
    private static let inceptionInGB = [
        "Where to watch in GB (United Kingdom)",
        "  Stream:   Netflix",
        "  With ads: Netflix Standard with Ads",
        "  Rent:     Apple TV, Google Play Movies",
        "  Buy:      Apple TV, Google Play Movies",
        "  More: https://www.themoviedb.org/movie/27205/watch?locale=GB",
        "Where to watch data by JustWatch",
    ]

    @Test func aRegion_listsEachKindOnceInDisplayOrder_withTheAttribution_andReplaysOffline() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let online = try await sandbox.run(["providers", "27205", "--region", "gb"], server: server)
        let requestsOnline = server.receivedRequests.count
        let offline = try await sandbox.run(["providers", "27205", "--region", "GB", "--offline"], server: server)

        // then: the one details request, Apple TV once under buy, then the same offline
        EndToEndExpectations.expectSuccess(online)
        #expect(online.outputLines == Self.inceptionInGB)
        #expect(requestsOnline == 1)
        #expect(server.receivedRequests.first?.queryValue("append_to_response")?.contains("watch/providers") == true)
        EndToEndExpectations.expectSuccess(offline)
        #expect(Array(offline.outputLines.prefix(Self.inceptionInGB.count)) == Self.inceptionInGB)
        #expect(offline.outputLines.last?.hasPrefix("offline — cached results from") == true, "\(offline.output)")
        #expect(server.receivedRequests.count == requestsOnline, "--offline asked the server")
    }

    @Test(arguments: [["providers", "27205", "--region", "GB"], ["videos", "27205"], ["reviews", "27205"]])
    func whenTheServerIsGone_theCachedAnswerStands_withAStatusLineSayingWhy(arguments: [String]) async throws {
        // given: the answer cached, then the server stopped
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let environment = sandbox.environment(server: server)
        EndToEndExpectations.expectSuccess(try await sandbox.run(arguments, environment: environment))
        server.stop()

        // when
        let result = try await sandbox.run(arguments, environment: environment)

        // then
        EndToEndExpectations.expectCachedFallback(result, reason: "server unreachable")
    }

    @Test func withoutRegion_theCountryOfLANGIsUsed_andSaidSo() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["providers", "27205"], environment: sandbox.environment(server: server, ["LANG": "en_GB.UTF-8"]))

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first == "Where to watch in GB (United Kingdom, from LANG)")
    }

    @Test func aRegionWithNothing_isOneSentenceNamingTheRegionsThatHaveIt_exitZero() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["providers", "27205", "--region", "JP"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == [
            "No service offers this film in JP (Japan); it is offered in DE (Germany), GB (United Kingdom) and US (United States) (use --region).",
        ])
    }

    @Test func asJSON_theOffersAreMachineReadable() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["providers", "27205", "--region", "GB", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["region"] as? String == "GB")
        #expect(object["region_from"] as? String == "flag")
        #expect(object["attribution"] as? String == "Where to watch data by JustWatch")
        let offers = try #require(object["offers"] as? [String: [[String: Any]]])
        #expect(offers["buy"]?.compactMap { $0["name"] as? String } == ["Apple TV", "Google Play Movies"])
        #expect(offers["stream"]?.first?["id"] as? Int == 8)
        #expect(Set(offers.keys) == ["stream", "ads", "rent", "buy"])
        #expect((object["source"] as? [String: Any])?["kind"] as? String == "live")
    }

    @Test func onTheEmbeddedCatalogue_isOneSentenceThatOnlyTMDBKnows_exit69() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["providers", "27205"])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("TMDB"), "\(sentence)")
    }

    @Test(arguments: [["providers", "abc"], ["providers", "27205", "--region", "GBR"], ["providers", "27205", "--offline", "--refresh"]])
    func badArguments_areOneSentence_exit64(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(arguments)

        // then
        #expect(result.exitCode == 64, "\(result.errorOutput)")
        #expect(result.output.isEmpty)
    }
}
