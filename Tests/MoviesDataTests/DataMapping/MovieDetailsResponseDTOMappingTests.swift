import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

struct MovieDetailsResponseDTOMappingTests {
    private func decode(_ json: String) throws -> MovieDetailsResponseDTO {
        try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: Data(json.utf8))
    }

    @Test func whenDetailsWithCreditsDecoded_mapsGenresRuntimeTaglineAndStatus() throws {
        // given
        let json = """
        {"adult":false,"backdrop_path":null,"genres":[{"id":28,"name":"Action"},{"id":878,"name":"Science Fiction"}],
         "id":27205,"imdb_id":"tt1375666","original_language":"en","original_title":"Inception",
         "overview":"Dreams within dreams.","popularity":90.1,"poster_path":"/i.jpg","release_date":"2010-07-15",
         "runtime":148,"status":"Released","tagline":"Your mind is the scene of the crime.","title":"Inception",
         "video":false,"vote_average":8.4,"vote_count":36000,
         "credits":{"cast":[],"crew":[]}}
        """

        // when
        let details = try decode(json).toDomain()

        // then
        #expect(details.movie.id == 27205)
        #expect(details.movie.title == "Inception")
        #expect(details.movie.releaseDate == ReleaseDate(year: 2010, month: 7, day: 15))
        #expect(details.runtimeMinutes == 148)
        #expect(details.genres == ["Action", "Science Fiction"])
        #expect(details.tagline == "Your mind is the scene of the crime.")
        #expect(details.status == "Released")
    }

    @Test func whenCrewHasSeveralJobs_onlyDirectorsAreKeptOnceEach() throws {
        // given
        let json = """
        {"id":1,"title":"T","credits":{"cast":[],"crew":[
          {"name":"Lana Wachowski","job":"Director","department":"Directing"},
          {"name":"Bill Pope","job":"Director of Photography","department":"Camera"},
          {"name":"Lilly Wachowski","job":"Director","department":"Directing"},
          {"name":"Lana Wachowski","job":"Screenplay","department":"Writing"},
          {"name":"Lana Wachowski","job":"Director","department":"Directing"}
        ]}}
        """

        // when
        let details = try decode(json).toDomain()

        // then
        #expect(details.directors == ["Lana Wachowski", "Lilly Wachowski"])
    }

    @Test func whenCastIsOutOfOrder_itIsSortedByBillingAndCutToFifteen() throws {
        // given: seventeen actors listed in reverse billing order, one without an order
        let actors = (0..<16).reversed().map { #"{"name":"Actor \#($0)","character":"Role \#($0)","order":\#($0)}"# }
        let unordered = #"{"name":"Extra","character":""}"#
        let json = #"{"id":1,"title":"T","credits":{"cast":["# + ([unordered] + actors).joined(separator: ",") + "],\"crew\":[]}}"

        // when
        let cast = try decode(json).toDomain().cast

        // then
        #expect(cast.count == 15)
        #expect(cast.first == CastMember(name: "Actor 0", character: "Role 0"))
        #expect(cast.last == CastMember(name: "Actor 14", character: "Role 14"))
        #expect(!cast.contains { $0.name == "Extra" })
    }

    @Test func whenCreditsAreMissing_directorsAndCastAreEmpty() throws {
        // given
        let json = #"{"id":5,"title":"No credits","runtime":0,"tagline":"","status":null,"genres":null}"#

        // when
        let details = try decode(json).toDomain()

        // then
        #expect(details.directors.isEmpty)
        #expect(details.cast.isEmpty)
        #expect(details.genres.isEmpty)
        #expect(details.runtimeMinutes == nil)
        #expect(details.tagline == nil)
        #expect(details.status == nil)
    }

    @Test func whenCharacterIsEmpty_castMemberHasNoCharacter() throws {
        // given
        let json = #"{"id":5,"title":"T","credits":{"cast":[{"name":"Someone","character":"","order":0}]}}"#

        // when
        let cast = try decode(json).toDomain().cast

        // then
        #expect(cast == [CastMember(name: "Someone", character: nil)])
    }
}
