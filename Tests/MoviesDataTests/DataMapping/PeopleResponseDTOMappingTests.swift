import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

struct PeopleResponseDTOMappingTests {
    private func decode(_ json: String) throws -> PeopleResponseDTO {
        try JSONDecoder().decode(PeopleResponseDTO.self, from: Data(json.utf8))
    }

    /// TMDB's answer for a common name: the whole match's totals, only 500 pages served.
    @Test func whenTMDBStatesMoreThan500Pages_thePeopleListHas500() throws {
        // given
        let json = #"{"page":1,"total_pages":2046,"total_results":40913,"results":[{"id":1,"name":"A"}]}"#

        // when
        let page = try decode(json).toDomain(requestedPage: 1)

        // then
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 40_913)
    }

    @Test func whenTotalPagesIsNegative_theRequestedPageIsTheLast() throws {
        let json = #"{"page":1,"total_pages":-3,"total_results":1,"results":[{"id":1,"name":"A"}]}"#
        #expect(try decode(json).toDomain(requestedPage: 2).totalPages == 2)
    }

    /// Bryan Cranston as `search/person` gives him: a show among the films.
    @Test func knownForShows_areKeptAsTelevision_inTMDBsOrder() throws {
        // given
        let json = """
        {"page":1,"total_pages":1,"total_results":1,"results":[{"id":17419,"name":"Bryan Cranston",
         "known_for_department":"Acting","known_for":[
          {"media_type":"tv","id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","first_air_date":"2008-01-20"},
          {"media_type":"movie","id":64690,"title":"Drive","original_title":"Drive","release_date":"2011-09-15"},
          {"media_type":"tv","id":2004,"original_name":"Malcolm in the Middle"},
          {"media_type":"movie","id":5,"original_title":"Argo"},
          {"media_type":"tv","id":7}
         ]}]}
        """

        // when
        let person = try #require(try decode(json).toDomain(requestedPage: 1).people.first)

        // then: a show's name, a film's title, the originals when that is all, nothing unnamed
        #expect(person.knownFor == [
            KnownForTitle(title: "Breaking Bad", isTelevision: true),
            KnownForTitle(title: "Drive"),
            KnownForTitle(title: "Malcolm in the Middle", isTelevision: true),
            KnownForTitle(title: "Argo"),
        ])
    }
}
