import Foundation
import Networking
import Testing
import TMDBStubServer
@testable import MoviesData

/// The stub serves the facts the catalogue leaves out in TMDB's documented
/// shapes (field names and nesting), over a real socket.
@Suite struct TMDBStubServerFactsTests {
    private func get(_ server: TMDBStubServer, _ pathAndQuery: String) async throws -> (status: Int, body: [String: Any]) {
        let url = try #require(URL(string: server.baseURL.absoluteString + pathAndQuery))
        let response = try await CurlNetworkService().request(NetworkRequest(url: url))
        return (response.statusCode, try CatalogueTestSupport.jsonObject(response.body))
    }

    @Test func theDetailsWithEveryPart_carryEachInTMDBsShape() async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }

        // when
        let (status, body) = try await get(server, "/3/movie/27205?append_to_response=credits,recommendations,videos,release_dates,external_ids,keywords,watch/providers,reviews")

        // then
        #expect(status == 200)
        #expect(body["credits"] != nil && body["recommendations"] != nil)
        let regions = try #require((body["watch/providers"] as? [String: Any])?["results"] as? [String: [String: Any]])
        let gb = try #require(regions["GB"])
        #expect((gb["link"] as? String)?.hasPrefix("https://www.themoviedb.org/movie/27205/watch") == true)
        let flatrate = try #require(gb["flatrate"] as? [[String: Any]])
        #expect(Set(flatrate[0].keys) == ["logo_path", "provider_id", "provider_name", "display_priority"])
        #expect(regions["JP"] == nil)
        let countries = try #require((body["release_dates"] as? [String: Any])?["results"] as? [[String: Any]])
        let release = try #require((countries.first?["release_dates"] as? [[String: Any]])?.first)
        #expect(countries.first?["iso_3166_1"] as? String == "US")
        #expect(Set(release.keys) == ["certification", "descriptors", "iso_639_1", "note", "release_date", "type"])
        #expect((body["external_ids"] as? [String: Any])?["imdb_id"] as? String == "tt0027205")
        let keywords = try #require((body["keywords"] as? [String: Any])?["keywords"] as? [[String: Any]])
        #expect(keywords.first?["id"] as? Int == 849 && keywords.first?["name"] as? String == "dream")
        let videos = try #require((body["videos"] as? [String: Any])?["results"] as? [[String: Any]])
        #expect(Set(videos[0].keys) == ["iso_639_1", "iso_3166_1", "name", "key", "site", "size", "type", "official", "published_at", "id"])
        let reviews = try #require(body["reviews"] as? [String: Any])
        #expect(reviews["page"] as? Int == 1 && reviews["total_pages"] as? Int == 2 && reviews["total_results"] as? Int == 23)
        let review = try #require((reviews["results"] as? [[String: Any]])?.first)
        #expect(Set(review.keys) == ["author", "author_details", "content", "created_at", "id", "updated_at", "url"])
        #expect(Set((review["author_details"] as? [String: Any])?.keys ?? [:].keys) == ["name", "username", "avatar_path", "rating"])
    }

    @Test func detailsAskedAsBefore_areTheCataloguesAnswerUnchanged() async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }
        let catalogue = try CatalogueTestSupport.embeddedResponder()

        // when
        let url = try #require(URL(string: server.baseURL.absoluteString + "/3/movie/27205?append_to_response=credits,recommendations"))
        let response = try await CurlNetworkService().request(NetworkRequest(url: url))

        // then
        let expected = catalogue.respond(method: "GET", path: "/3/movie/27205", queryItems: ["append_to_response": "credits,recommendations"])
        #expect(response.body == expected.body)
    }

    @Test func theOwnEndpoints_answerInTMDBsShapes() async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }

        // when
        let page2 = try await get(server, "/3/movie/27205/reviews?page=2")
        let services = try await get(server, "/3/watch/providers/movie?watch_region=GB")
        let keywords = try await get(server, "/3/search/keyword?query=DREAM")
        let missing = try await get(server, "/3/movie/999999999/reviews")

        // then
        #expect(page2.body["page"] as? Int == 2 && (page2.body["results"] as? [Any])?.count == 3)
        let service = try #require((services.body["results"] as? [[String: Any]])?.first)
        #expect(Set(service.keys) == ["display_priorities", "display_priority", "logo_path", "provider_name", "provider_id"])
        #expect((keywords.body["results"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["dream", "lucid dream", "dream within a dream"])
        #expect(missing.status == 404)
    }

    @Test func discoverByService_isTheCataloguesDiscoveryNarrowed() async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }

        // when
        let all = try await get(server, "/3/discover/movie?sort_by=popularity.desc")
        let onNetflixInGB = try await get(server, "/3/discover/movie?sort_by=popularity.desc&with_watch_providers=8&watch_region=GB")

        // then
        let narrowed = try CatalogueTestSupport.ids(onNetflixInGB.body)
        #expect(!narrowed.isEmpty)
        #expect(narrowed.allSatisfy { StubMovieFacts.offers(movieID: $0)["GB"]?.values.contains { $0.contains { $0.id == 8 } } == true })
        #expect((onNetflixInGB.body["total_results"] as? Int ?? 0) < (all.body["total_results"] as? Int ?? 0))
    }
}
