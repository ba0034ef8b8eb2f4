import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

struct MoviesResponseDTOMappingTests {
    private func decode(_ json: String) throws -> MoviesResponseDTO {
        try JSONDecoder().decode(MoviesResponseDTO.self, from: Data(json.utf8))
    }

    @Test func whenTMDBSearchPageDecoded_mapsEveryFieldToTheDomainPage() throws {
        // given
        let json = """
        {"page":2,"total_pages":7,"total_results":131,"results":[
          {"adult":false,"backdrop_path":"/b.jpg","genre_ids":[18,53],"id":496243,
           "original_language":"ko","original_title":"기생충","overview":"A poor family schemes.",
           "popularity":61.2,"poster_path":"/p.jpg","release_date":"2019-05-30","title":"Parasite",
           "video":false,"vote_average":8.5,"vote_count":18000}
        ]}
        """

        // when
        let page = try decode(json).toDomain()

        // then
        #expect(page.page == 2)
        #expect(page.totalPages == 7)
        #expect(page.totalResults == 131)
        #expect(page.hasMorePages)
        let movie = try #require(page.movies.first)
        #expect(movie == Movie(
            id: 496243,
            title: "Parasite",
            originalTitle: "기생충",
            originalLanguage: "ko",
            overview: "A poor family schemes.",
            releaseDate: ReleaseDate(year: 2019, month: 5, day: 30),
            posterPath: "/p.jpg",
            voteAverage: 8.5,
            voteCount: 18000
        ))
    }

    @Test func whenOptionalFieldsAreNullOrMissing_movieStillMapsWithNils() throws {
        // given
        let json = """
        {"page":1,"total_pages":1,"total_results":1,"results":[
          {"id":42,"title":"Obscure","original_title":null,"overview":null,"poster_path":null,
           "release_date":"","vote_average":null}
        ]}
        """

        // when
        let movie = try #require(try decode(json).toDomain().movies.first)

        // then
        #expect(movie.id == 42)
        #expect(movie.title == "Obscure")
        #expect(movie.originalTitle == nil)
        #expect(movie.overview == "")
        #expect(movie.releaseDate == nil)
        #expect(movie.posterPath == nil)
        #expect(movie.voteAverage == nil)
        #expect(movie.voteCount == nil)
    }

    @Test func whenTitleIsMissing_originalTitleIsShownInstead() throws {
        // given
        let json = """
        {"page":1,"total_pages":1,"total_results":1,"results":[{"id":7,"original_title":"七人の侍"}]}
        """

        // when
        let movie = try #require(try decode(json).toDomain().movies.first)

        // then
        #expect(movie.title == "七人の侍")
    }

    @Test func whenOneResultIsMalformed_theOthersAreKept() throws {
        // given: the second entry has no id, the third is not even an object
        let json = """
        {"page":1,"total_pages":1,"total_results":3,"results":[
          {"id":1,"title":"One"},{"title":"No id"},17,null,{"id":3,"title":"Three"}
        ]}
        """

        // when
        let movies = try decode(json).toDomain().movies

        // then
        #expect(movies.map(\.id) == [1, 3])
    }

    @Test func whenTotalsAreMissing_theyDefaultToThisPage() throws {
        // given
        let json = #"{"page":3,"results":[{"id":1,"title":"One"}]}"#

        // when
        let page = try decode(json).toDomain()

        // then
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 1)
        #expect(!page.hasMorePages)
    }

    @Test func whenReleaseDateIsMalformed_itMapsToNil() throws {
        // given
        let json = #"{"page":1,"results":[{"id":1,"title":"One","release_date":"2019"}]}"#

        // when
        let movie = try #require(try decode(json).toDomain().movies.first)

        // then
        #expect(movie.releaseDate == nil)
    }

    @Test func whenPageIsMissing_decodingFails() {
        // given
        let json = #"{"results":[]}"#

        // when / then
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test func whenTotalPagesIsPastWhatTMDBServes_itIsHeldTo500_soPage501IsNeverAsked() throws {
        // given
        let json = #"{"page":1,"total_pages":9223372036854775807,"total_results":1,"results":[{"id":1,"title":"One"}]}"#

        // when
        let page = try decode(json).toDomain(requestedPage: 500)

        // then
        #expect(page.totalPages == 500)
        #expect(!page.hasMorePages)
    }

    /// TMDB's own answers (recorded by other projects): the totals of the whole
    /// match, while only pages 1–500 are served.
    @Test(arguments: [57_004, 56_999, 5_380, 1_000, 544, 501])
    func whenTMDBStatesMoreThan500Pages_theListHas500(statedPages: Int) throws {
        // given
        let json = #"{"page":1,"total_pages":\#(statedPages),"total_results":1140080,"results":[{"id":1,"title":"One"}]}"#

        // when
        let first = try decode(json).toDomain(requestedPage: 1)
        let second = try decode(json).toDomain(requestedPage: 2)

        // then
        #expect(first.totalPages == 500)
        #expect(first.hasMorePages)
        #expect(second.totalPages == 500)
        #expect(first.totalResults == 1_140_080)
    }

    @Test func whenTMDBStates500PagesOrFewer_theyAreTakenAsTheyAre() throws {
        for stated in [0, 1, 2, 499, 500] {
            let json = #"{"page":1,"total_pages":\#(stated),"total_results":40,"results":[{"id":1,"title":"One"}]}"#
            #expect(try decode(json).toDomain(requestedPage: 1).totalPages == stated)
        }
    }

    @Test func whenTheServerNamesAnotherPage_thePageAskedForIsKept() throws {
        // given
        let json = #"{"page":9223372036854775807,"total_pages":3,"total_results":41,"results":[{"id":1,"title":"One"}]}"#

        // when
        let page = try decode(json).toDomain(requestedPage: 2)

        // then
        #expect(page.page == 2)
    }

    @Test func whenTotalsAreNonsense_theyAreEstimatedFromThePage() throws {
        // given: one result, totals that cannot be meant
        let json = #"{"page":1,"total_pages":1e300,"total_results":-5,"results":[{"id":1,"title":"One"}]}"#

        // when
        let page = try decode(json).toDomain(requestedPage: 1)

        // then: a short page is the last; at least what was sent exists
        #expect(page.totalPages == 1)
        #expect(page.totalResults == 1)
    }

    @Test func whenTextIsBrokenInTheBody_itIsMendedAndTheFilmKept() throws {
        // given: a lone high surrogate and a byte that is not UTF-8
        var body = Data(#"{"page":1,"results":[{"id":1,"title":"A\ud83c B"},{"id":2,"title":"C"#.utf8)
        body.append(0xFF)
        body.append(contentsOf: Array(#"D"},{"id":3,"title":"E\ud83c\udfac"}]}"#.utf8))

        // when
        let page: MoviesResponseDTO = try TMDBResponseDecoder().decode(body)

        // then: a good pair stays a pair
        #expect(page.movies.map(\.title) == ["A\u{FFFD} B", "C\u{FFFD}D", "E🎬"])
    }
}
