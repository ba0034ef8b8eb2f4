import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

struct CatalogueResponderDetailsTests {
    private typealias Support = CatalogueTestSupport

    @Test func whenDetailsWithCreditsAsked_answerMapsToFullDetails() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/movie/27205", queryItems: ["append_to_response": "credits"])

        // then
        #expect(response.statusCode == 200)
        let details = try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: response.body).toDomain()
        #expect(details.movie.id == 27205)
        #expect(details.movie.title == "Inception")
        #expect(details.movie.releaseDate == ReleaseDate(year: 2010, month: 7, day: 15))
        #expect(details.runtimeMinutes == 148)
        #expect(details.genres == ["Action", "Science Fiction", "Adventure"])
        #expect(details.status == "Released")
        #expect(details.directors == ["Christopher Nolan"])
        #expect(details.cast.first == CastMember(personID: 6193, name: "Leonardo DiCaprio", character: "Dom Cobb"))
        #expect(details.cast.count == 5)
    }

    @Test func whenDetailsAnswer_itHasTMDBsShape() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/movie/496243", queryItems: ["append_to_response": "images,credits"])

        // then
        let body = try Support.jsonObject(response.body)
        #expect(body["imdb_id"] is NSNull)
        #expect(body["original_title"] as? String == "기생충")
        let genres = try #require(body["genres"] as? [[String: Any]])
        #expect(genres.first?["id"] as? Int == 35)
        #expect(genres.first?["name"] as? String == "Comedy")
        let credits = try #require(body["credits"] as? [String: Any])
        let crew = try #require(credits["crew"] as? [[String: Any]])
        #expect(crew.first?["job"] as? String == "Director")
        #expect(crew.first?["department"] as? String == "Directing")
        let cast = try #require(credits["cast"] as? [[String: Any]])
        #expect(cast.map { $0["order"] as? Int } == Array(0..<cast.count))
    }

    @Test func whenCreditsAreNotAsked_answerHasNoCredits() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/movie/27205", queryItems: [:])

        // then
        let body = try Support.jsonObject(response.body)
        #expect(body["credits"] == nil)
        #expect(body["title"] as? String == "Inception")
    }

    @Test func whenFilmHasNoTagline_answerCarriesAnEmptyTaglineThatMapsToNil() throws {
        // given: Bicycle Thieves has no tagline in the catalogue
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/movie/5156", queryItems: [:])

        // then
        #expect(try Support.jsonObject(response.body)["tagline"] as? String == "")
        let details = try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: response.body).toDomain()
        #expect(details.tagline == nil)
    }

    @Test(arguments: ["/3/movie/1", "/3/movie/abc", "/3/movie/٣", "/3/movie/", "/3/tv/1399", "/4/search/movie", "/", ""])
    func whenResourceIsUnknown_answers404WithStatusCode34(path: String) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: path, queryItems: [:])

        // then
        #expect(response.statusCode == 404)
        let body = try Support.jsonObject(response.body)
        #expect(body["success"] as? Bool == false)
        #expect(body["status_code"] as? Int == 34)
        #expect(body["status_message"] as? String == "The resource you requested could not be found.")
    }

    @Test func whenMethodIsNotGet_answers404() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "POST", path: "/3/movie/27205", queryItems: [:])

        // then
        #expect(response.statusCode == 404)
    }

    @Test func whenMethodIsHead_answersTheStatusWithoutABody() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let found = responder.respond(method: "HEAD", path: "/3/movie/27205", queryItems: [:])
        let missing = responder.respond(method: "HEAD", path: "/3/movie/1", queryItems: [:])

        // then
        #expect(found.statusCode == 200)
        #expect(found.body.isEmpty)
        #expect(missing.statusCode == 404)
    }

    @Test func whenConfigurationAsked_answersTMDBsImageConfiguration() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/configuration", queryItems: [:])

        // then
        #expect(response.statusCode == 200)
        let configuration = try JSONDecoder().decode(TMDBConfigurationDTO.self, from: response.body)
        #expect(configuration.images.secureBaseURL == "https://image.tmdb.org/t/p/")
        #expect(configuration.images.posterSizes == ["w92", "w154", "w185", "w342", "w500", "w780", "original"])
        let images = try #require(try Support.jsonObject(response.body)["images"] as? [String: Any])
        #expect(images["base_url"] as? String == "https://image.tmdb.org/t/p/")
    }
}
