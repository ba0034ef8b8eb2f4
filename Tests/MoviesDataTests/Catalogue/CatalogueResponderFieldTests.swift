import Foundation
import Testing
@testable import MoviesData

/// The exact set of fields the catalogue writes, so a film never loses or
/// gains a key TMDB clients expect.
struct CatalogueResponderFieldTests {
    private typealias Support = CatalogueTestSupport

    private static let sharedFields: Set<String> = [
        "adult", "backdrop_path", "id", "original_language", "original_title", "overview", "popularity",
        "poster_path", "release_date", "title", "video", "vote_average", "vote_count",
    ]

    @Test func aSearchResult_hasTheSharedFieldsAndGenreIDs() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "3/search/movie", queryItems: ["query": "inception"])

        // then
        let results = try #require(try Support.jsonObject(response.body)["results"] as? [[String: Any]])
        let first = try #require(results.first)
        #expect(Set(first.keys) == Self.sharedFields.union(["genre_ids"]))
    }

    @Test(arguments: [("credits", true), ("images", false)])
    func aDetailsAnswer_hasTheSharedFieldsAndItsOwn_withCreditsOnlyWhenAsked(appended: String, hasCredits: Bool) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/movie/27205", queryItems: ["append_to_response": appended])

        // then
        let body = try Support.jsonObject(response.body)
        let own: Set<String> = ["belongs_to_collection", "genres", "imdb_id", "runtime", "status", "tagline"]
        #expect(Set(body.keys) == Self.sharedFields.union(own).union(hasCredits ? ["credits"] : []))
        #expect(body["id"] as? Int == 27205)
        #expect(body["title"] as? String == "Inception")
    }
}
