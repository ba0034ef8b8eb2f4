import Foundation
import Testing
@testable import MoviesData

struct CatalogueResponderSearchTests {
    private typealias Support = CatalogueTestSupport

    @Test func whenSearchingInception_inceptionComesFirst() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let page = try Support.search(responder, ["query": "Inception"])

        // then
        #expect(page.movies.first?.id == 27205)
        #expect(page.movies.first?.title == "Inception")
    }

    @Test func whenSearchingThe_thereIsMoreThanOnePageOfTwenty() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let first = try Support.search(responder, ["query": "the"])
        let second = try Support.search(responder, ["query": "the", "page": "2"])

        // then
        #expect(first.totalResults > 20)
        #expect(first.totalPages >= 2)
        #expect(first.page == 1)
        #expect(first.movies.count == 20)
        #expect(second.page == 2)
        #expect(!second.movies.isEmpty)
        #expect(Set(first.movies.map(\.id)).isDisjoint(with: second.movies.map(\.id)))
        #expect(first.totalResults == second.totalResults)
    }

    @Test func whenSearchingWithoutCaseOrAccents_amelieFindsAmelie() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let page = try Support.search(responder, ["query": "AMELIE"])

        // then
        #expect(page.movies.first?.id == 194)
    }

    @Test func whenSearchingTheOriginalTitle_filmIsFound() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let korean = try Support.search(responder, ["query": "기생충"])
        let japanesePart = try Support.search(responder, ["query": "千尋"])
        let italian = try Support.search(responder, ["query": "ladri di biciclette"])

        // then
        #expect(korean.movies.map(\.id) == [496243])
        #expect(japanesePart.movies.map(\.id) == [129])
        #expect(italian.movies.map(\.id) == [5156])
    }

    @Test func whenSearchingAWordPrefixOrJoinedWords_filmIsFound() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let prefix = try Support.search(responder, ["query": "incep"])
        let joined = try Support.search(responder, ["query": "spiderman into"])

        // then
        #expect(prefix.movies.map(\.id).contains(27205))
        #expect(joined.movies.map(\.id) == [324857])
    }

    @Test func whenEveryWordMustMatch_aWordInsideAnotherWordDoesNotCount() throws {
        // given: "ception" is inside "Inception" but starts no word
        let responder = try Support.embeddedResponder()

        // when
        let page = try Support.search(responder, ["query": "ception"])

        // then
        #expect(page.movies.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test func whenSearchingAFranchise_exactTitleFirstThenByPopularity() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let godfather = try Support.search(responder, ["query": "the godfather"])
        let darkKnight = try Support.search(responder, ["query": "dark knight"])

        // then
        #expect(godfather.movies.map(\.id) == [238, 240, 242])
        #expect(darkKnight.movies.map(\.id) == [155, 49026])
    }

    @Test func whenQueryExactlyMatchesALessPopularTitle_itStillComesFirst() throws {
        // given
        let catalogue = try CatalogueTestSupport.catalogue([
            (1, "Alien Worlds", "Alien Worlds", "2000-01-01", 90),
            (2, "Alien", "Alien", "1979-05-25", 10),
            (3, "Alien Nation", "Alien Nation", "1988-10-07", 50),
        ])
        let responder = CatalogueResponder(catalogue: catalogue)

        // when
        let page = try Support.search(responder, ["query": "alien"])

        // then
        #expect(page.movies.map(\.id) == [2, 1, 3])
    }

    @Test func whenFilteringByYear_onlyFilmsReleasedThatYearRemain() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let primary = try Support.search(responder, ["query": "dune", "primary_release_year": "2024"])
        let plain = try Support.search(responder, ["query": "dune", "year": "2021"])
        let none = try Support.search(responder, ["query": "dune", "primary_release_year": "1950"])

        // then
        #expect(primary.movies.map(\.id) == [693134])
        #expect(plain.movies.map(\.id) == [438631])
        #expect(none.movies.isEmpty)
    }

    @Test func whenPageIsPastTheLast_resultsAreEmptyButTotalsStay() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let page = try Support.search(responder, ["query": "inception", "page": "9"])

        // then
        #expect(page.page == 9)
        #expect(page.movies.isEmpty)
        #expect(page.totalResults >= 1)
        #expect(page.totalPages == 1)
    }

    @Test(arguments: ["0", "abc", "501", "-1", "1.5", ""])
    func whenPageIsInvalid_answers400WithTMDBErrorBody(page: String) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "/3/search/movie", queryItems: ["query": "the", "page": page])

        // then
        #expect(response.statusCode == 400)
        let body = try Support.jsonObject(response.body)
        #expect(body["success"] as? Bool == false)
        #expect(body["status_code"] as? Int == 22)
        #expect(body["status_message"] as? String
            == "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
    }

    @Test(arguments: [[:], ["query": ""], ["query": "   "], ["query": "!?"]])
    func whenQueryIsMissingOrEmpty_answersPageOneWithNoResults(parameters: [String: String]) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let page = try Support.search(responder, parameters)

        // then
        #expect(page.page == 1)
        #expect(page.movies.isEmpty)
        #expect(page.totalResults == 0)
    }

    @Test func whenSearchAnswers_eachResultHasTMDBsShape() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let response = responder.respond(method: "GET", path: "3/search/movie", queryItems: ["query": "inception"])

        // then
        #expect(response.headers["Content-Type"] == "application/json;charset=utf-8")
        let body = try Support.jsonObject(response.body)
        let results = try #require(body["results"] as? [[String: Any]])
        let first = try #require(results.first)
        #expect(first["adult"] as? Bool == false)
        #expect(first["video"] as? Bool == false)
        #expect(first["backdrop_path"] is NSNull)
        #expect(first["poster_path"] is NSNull)
        #expect(first["genre_ids"] as? [Int] == [28, 878, 12])
        #expect(first["original_language"] as? String == "en")
        #expect(first["release_date"] as? String == "2010-07-15")
        #expect(first["popularity"] is Double)
        #expect(first["vote_count"] is Int)
    }

    @Test func whenSameSearchIsAskedTwice_theBodiesAreIdentical() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let first = responder.respond(method: "GET", path: "/3/search/movie", queryItems: ["query": "star"])
        let second = responder.respond(method: "GET", path: "/3/search/movie", queryItems: ["query": "star"])

        // then
        #expect(first.body == second.body)
    }
}
