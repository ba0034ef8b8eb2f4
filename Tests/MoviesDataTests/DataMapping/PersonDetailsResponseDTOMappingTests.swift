import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

struct PersonDetailsResponseDTOMappingTests {
    private func decode(_ json: String) throws -> PersonDetailsResponseDTO {
        try JSONDecoder().decode(PersonDetailsResponseDTO.self, from: Data(json.utf8))
    }

    @Test func credits_areNewestFirst_undatedLast_andInTMDBsOrderAmongEquals_castBeforeCrew() throws {
        // given: parts played and crew jobs, dated and undated, some on the same day
        let json = """
        {"id":9,"name":"N","movie_credits":{
          "cast":[{"id":1,"title":"Old","release_date":"1999-01-01","character":"A"},
                  {"id":2,"title":"Undated cast","character":"B"},
                  {"id":3,"title":"Same day cast","release_date":"2010-05-05","character":"C"}],
          "crew":[{"id":4,"title":"Same day crew","release_date":"2010-05-05","job":"Director"},
                  {"id":5,"title":"Undated crew","release_date":"","job":"Writer"},
                  {"id":6,"title":"New","release_date":"2024-02-02","job":"Editor"},
                  {"id":3,"title":"Same day cast","release_date":"2010-05-05","job":"Producer"}]}}
        """

        // when
        let credits = try decode(json).toDomain().credits

        // then
        #expect(credits.map(\.movie.id) == [6, 3, 4, 3, 1, 2, 5])
        #expect(credits.map(\.department) == ["Editor", "Acting", "Director", "Producer", "Acting", "Acting", "Writer"])
    }
}
