import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

/// Details with related films in one request, `similar`, `recommendations` and collections.
struct CatalogueResponderRelatedTests {
    private typealias Support = CatalogueTestSupport

    @Test func detailsWithCreditsAndRecommendations_answerBothInOneBody() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/movie/155", ["append_to_response": "credits,recommendations"])

        // then
        #expect(body["credits"] is [String: Any])
        let recommendations = try #require(body["recommendations"] as? [String: Any])
        #expect(recommendations["page"] as? Int == 1)
        let ids = try Support.ids(recommendations)
        // Same collection and shared people come first.
        #expect(Array(ids.prefix(2)).sorted() == [272, 49026])
        #expect(!ids.contains(155))
        #expect(body["similar"] == nil)
        let collection = try #require(body["belongs_to_collection"] as? [String: Any])
        #expect(collection["id"] as? Int == 263)
        #expect(collection["name"] as? String == "The Dark Knight Collection")
    }

    @Test func detailsWithCreditsAlone_stillMapToDetailsAsBefore() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/movie/27205", queryItems: ["append_to_response": "credits"])

        // then
        let details = try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: response.body).toDomain()
        #expect(details.directors == ["Christopher Nolan"])
        #expect(try Support.jsonObject(response.body)["recommendations"] == nil)
    }

    @Test func aFilmOutsideEveryCollection_hasANullCollection() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/movie/27205")

        // then
        #expect(body["belongs_to_collection"] is NSNull)
    }

    @Test func recommendations_preferSharedPeople() {
        // given
        let base = Self.movie(id: 1, genres: ["Drama"], people: ["A", "B"])
        let shared = Self.movie(id: 2, genres: ["Comedy"], people: ["A"])
        let genresOnly = Self.movie(id: 3, genres: ["Drama", "Crime"], people: ["C"])
        let oneGenre = Self.movie(id: 4, genres: ["Drama"], people: ["D"])

        // when
        let ids = CatalogueRelatedMovies.recommendations(for: base, among: [base, shared, genresOnly, oneGenre]).map(\.id)

        // then: a shared person scores 3; one shared genre alone is not enough
        #expect(ids == [2])
    }

    @Test func similar_needsASharedGenre_andPrefersCloseYears() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()
        let film = try #require(catalogue.movie(withID: 603))

        // when
        let body = try Support.get(responder, "/3/movie/603/similar")

        // then
        let results = try Support.results(body)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { result in
            let ids = Set(result["genre_ids"] as? [Int] ?? [])
            return !ids.isDisjoint(with: film.genreIDs) && result["id"] as? Int != 603
        })
        let page2 = try Support.get(responder, "/3/movie/603/similar", ["page": "2"])
        #expect(page2["page"] as? Int == 2)
    }

    @Test func collection_listsItsPartsInReleaseOrder() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/collection/1241")

        // then
        #expect(body["name"] as? String == "Harry Potter Collection")
        #expect((body["overview"] as? String)?.isEmpty == false)
        let parts = try #require(body["parts"] as? [[String: Any]])
        #expect(parts.count == 8)
        let dates = parts.compactMap { $0["release_date"] as? String }
        #expect(dates == dates.sorted())
        #expect(parts.first?["id"] as? Int == 671)
        #expect(parts.allSatisfy { $0["media_type"] as? String == "movie" })
    }

    @Test(arguments: ["/3/collection/1", "/3/collection/x", "/3/movie/1/similar", "/3/movie/1/recommendations", "/3/movie/1/credits"])
    func unknownIDs_areTMDBsNotFound(path: String) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, path, status: 404)

        // then
        #expect(body["status_code"] as? Int == 34)
    }

    private static func movie(id: Int, genres: [String], people: [String]) -> CatalogueMovie {
        let cast = people.map { #"{"name":"\#($0)","character":"Role"}"# }.joined(separator: ",")
        let json = """
            {"id":\(id),"title":"Film \(id)","original_title":"Film \(id)","original_language":"en",
             "release_date":"2000-01-01","genres":\(genres.map { "\"\($0)\"" }),"runtime":100,"overview":"",
             "vote_average":7,"vote_count":500,"popularity":10,"cast":[\(cast)],"crew":[],"status":"Released","poster_path":null}
            """
        // Test data written just above: decoding it cannot fail unless the model changed.
        return try! JSONDecoder().decode(CatalogueMovie.self, from: Data(json.utf8))
    }
}
