import Foundation
import Networking
import Testing
import TMDBStubServer
@testable import MoviesData

/// The stub server serves every catalogue endpoint over a real socket, with faults on any path.
@Suite struct TMDBStubServerCatalogueTests {
    private func get(_ server: TMDBStubServer, _ pathAndQuery: String) async throws -> (status: Int, body: [String: Any]) {
        let url = try #require(URL(string: server.baseURL.absoluteString + pathAndQuery))
        let response = try await CurlNetworkService().request(NetworkRequest(url: url))
        return (response.statusCode, try CatalogueTestSupport.jsonObject(response.body))
    }

    @Test(arguments: [
        "/3/trending/movie/week", "/3/movie/popular?page=2", "/3/movie/top_rated",
        "/3/discover/movie?with_genres=28%7C12&sort_by=primary_release_date.desc&vote_count.gte=1000",
        "/3/movie/603/similar", "/3/movie/603/recommendations",
    ])
    func listEndpoints_answerTMDBPages(path: String) async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }

        // when
        let (status, body) = try await get(server, path)

        // then
        #expect(status == 200)
        #expect(try CatalogueTestSupport.results(body).count == 20)
        #expect(body["total_pages"] is Int && body["total_results"] is Int)
    }

    @Test(arguments: ["/3/movie/now_playing", "/3/movie/upcoming?region=US"])
    func datedLists_answerWithFixedStandInDates(path: String) async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }

        // when
        let (status, body) = try await get(server, path)

        // then
        #expect(status == 200)
        let dates = try #require(body["dates"] as? [String: String])
        #expect(dates["minimum"] != nil && dates["maximum"] != nil)
    }

    @Test func peopleDetailsGenresAndCollections_areServed() async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }

        // when
        let person = try await get(server, "/3/person/525?append_to_response=movie_credits")
        let search = try await get(server, "/3/search/person?query=tom%20hanks")
        let details = try await get(server, "/3/movie/155?append_to_response=credits,recommendations")
        let genres = try await get(server, "/3/genre/movie/list")
        let collection = try await get(server, "/3/collection/263")
        let missing = try await get(server, "/3/collection/1")

        // then
        #expect(((person.body["movie_credits"] as? [String: Any])?["crew"] as? [Any])?.isEmpty == false)
        #expect(try CatalogueTestSupport.results(search.body).first?["id"] as? Int == 31)
        #expect(details.body["recommendations"] is [String: Any] && details.body["credits"] is [String: Any])
        #expect((genres.body["genres"] as? [Any])?.isEmpty == false)
        #expect((collection.body["parts"] as? [Any])?.count == 3)
        #expect(missing.status == 404 && missing.body["status_code"] as? Int == 34)
    }

    @Test func faults_applyToTheNewEndpoints() async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }
        server.override { request in
            request.path.hasPrefix("/3/person/") ? .json(#"{"status_code":25,"status_message":"Slow down."}"#, status: 429) : nil
        }

        // when
        let person = try await get(server, "/3/person/525")
        let discover = try await get(server, "/3/discover/movie")

        // then
        #expect(person.status == 429)
        #expect(person.body["status_code"] as? Int == 25)
        #expect(discover.status == 200)
    }
}
