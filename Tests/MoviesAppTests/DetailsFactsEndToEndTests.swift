import Foundation
import Testing
import TMDBStubServer

/// `movies details --json` carries the film's facts for the region, from the
/// one details request, and replays them offline.
@Suite struct DetailsFactsEndToEndTests {
    @Test func detailsJSON_carriesCertificationIMDbWhereToWatchTrailerKeywordsAndReviewCount() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let online = try await sandbox.run(["details", "27205", "--region", "GB", "--json"], server: server)
        let offline = try await sandbox.run(["details", "27205", "--region", "GB", "--json", "--offline"], server: server)

        // then: the theatrical 12A before the disc's 12
        for result in [online, offline] {
            EndToEndExpectations.expectSuccess(result)
            let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
            #expect(object["certification"] as? String == "12A")
            #expect(object["imdb_id"] as? String == "tt0027205")
            let offers = try #require(object["watch_providers"] as? [String: Any])
            #expect(offers["region"] as? String == "GB")
            #expect((offers["offers"] as? [String: [String]])?["buy"] == ["Apple TV", "Google Play Movies"])
            #expect(offers["attribution"] as? String == "Where to watch data by JustWatch")
            #expect((object["trailer"] as? [String: Any])?["name"] as? String == "Stub official trailer")
            #expect((object["keywords"] as? [String])?.count == 5)
            #expect(object["review_count"] as? Int == 23)
        }
        #expect(server.receivedRequests.count == 1)
    }

    @Test func withoutRegion_theCertificationIsTheCountryOfLANGs() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["details", "27205", "--json"], environment: sandbox.environment(server: server, ["LANG": "en_US.UTF-8"]))

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["certification"] as? String == "PG-13")
    }

    @Test func onTheEmbeddedCatalogue_theFactsAreAbsent_notInvented() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["details", "27205", "--json"])

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["certification"] is NSNull)
        #expect(object["imdb_id"] is NSNull)
        #expect(object["watch_providers"] is NSNull)
        #expect(object["trailer"] is NSNull)
        #expect(object["review_count"] is NSNull)
    }
}
