import Foundation
import Testing
@testable import MoviesData
import MoviesDomain

/// `discover/movie`: filters, sort orders and refusals.
struct CatalogueResponderDiscoverTests {
    private typealias Support = CatalogueTestSupport

    private static func allIDs(_ responder: CatalogueResponder, _ parameters: [String: String]) throws -> [Int] {
        let first = try Support.get(responder, "/3/discover/movie", parameters)
        let pages = first["total_pages"] as? Int ?? 1
        var ids = try Support.ids(first)
        if pages > 1 {
            for page in 2...pages {
                ids += try Support.ids(Support.get(responder, "/3/discover/movie", parameters.merging(["page": "\(page)"]) { $1 }))
            }
        }
        return ids
    }

    @Test func commaSeparatedGenres_requireAll_pipeSeparatedGenres_requireAny() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()
        let both = catalogue.movies.filter { $0.genres.contains("Crime") && $0.genres.contains("Comedy") }
        let either = catalogue.movies.filter { $0.genres.contains("Crime") || $0.genres.contains("Comedy") }

        // when
        let all = try Self.allIDs(responder, ["with_genres": "80,35"])
        let any = try Self.allIDs(responder, ["with_genres": "80|35"])

        // then
        #expect(Set(all) == Set(both.map(\.id)))
        #expect(Set(any) == Set(either.map(\.id)))
        #expect(all.count < any.count)
    }

    @Test func yearAndDateRange_filterByReleaseDate() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let year = try Support.results(Support.get(responder, "/3/discover/movie", ["primary_release_year": "1994"]))
        let range = try Self.allIDs(responder, ["primary_release_date.gte": "1999-03-31", "primary_release_date.lte": "1999-05-19"])

        // then
        #expect(!year.isEmpty)
        #expect(year.allSatisfy { ($0["release_date"] as? String)?.hasPrefix("1994") == true })
        // Both bounds are inclusive.
        #expect(range.contains(603))   // The Matrix, 1999-03-31
        #expect(range.contains(1893))  // The Phantom Menace, 1999-05-19
        #expect(!range.contains(550))  // Fight Club, 1999-10-15
        #expect(!range.contains(680))  // Pulp Fiction, 1994
    }

    @Test(arguments: [
        ("primary_release_date.desc", true),
        ("primary_release_date.asc", false),
    ])
    func releaseDateSorts_orderByDate(sort: String, isDescending: Bool) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let dates = try Support.results(Support.get(responder, "/3/discover/movie", ["sort_by": sort]))
            .compactMap { $0["release_date"] as? String }

        // then
        #expect(dates == (isDescending ? dates.sorted(by: >) : dates.sorted()))
        #expect(dates.count == 20)
    }

    @Test func titleSort_isAlphabeticalIgnoringCaseAndAccents() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let titles = try Self.allIDs(responder, ["sort_by": "title.asc", "with_genres": "16"])
        let catalogue = try MovieCatalogue.embedded()

        // then
        let folded = titles.compactMap { catalogue.movie(withID: $0) }.map { TitleFolding.fold($0.title) }
        #expect(folded == folded.sorted())
        #expect(folded.count > 5)
    }

    @Test func voteAverageSort_withMinimumVotes_leavesOutFilmsWithFewVotes() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let results = try Support.results(Support.get(responder, "/3/discover/movie", ["sort_by": "vote_average.desc", "vote_count.gte": "5000"]))

        // then
        let averages = results.compactMap { $0["vote_average"] as? Double }
        #expect(averages == averages.sorted(by: >))
        #expect(results.allSatisfy { ($0["vote_count"] as? Int ?? 0) >= 5000 })
    }

    @Test func withPeople_findsTheFilmsOfALinkedPerson() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let nolan = try Self.allIDs(responder, ["with_people": "525", "sort_by": "primary_release_date.asc"])

        // then
        #expect(nolan.first == 11660)   // Following
        #expect(nolan.contains(27205))  // Inception
        #expect(nolan.count >= 10)
    }

    @Test(arguments: [
        (["sort_by": "revenue.desc"], 422, 5),
        (["sort_by": "popularity"], 422, 5),
        (["sort_by": "shoe_size.asc"], 422, 5),
        (["with_genres": "action"], 422, 5),
        (["with_genres": "28,12|35"], 422, 5),
        (["vote_count.gte": "many"], 422, 5),
        (["primary_release_year": "nineteen"], 422, 5),
        (["primary_release_date.gte": "1999"], 400, 23),
        (["primary_release_date.lte": "1999-13-1"], 400, 23),
    ])
    func unreadableParameters_getTMDBsErrors(parameters: [String: String], status: Int, code: Int) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/discover/movie", parameters, status: status)

        // then
        #expect(body["status_code"] as? Int == code)
        #expect(body["success"] as? Bool == false)
    }

    @Test func noFilters_listsEveryFilmByPopularity() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()

        // when
        let discover = try Support.get(responder, "/3/discover/movie")
        let popular = try Support.get(responder, "/3/movie/popular")

        // then
        #expect(discover["total_results"] as? Int == catalogue.movies.count)
        #expect(try Support.ids(discover) == Support.ids(popular))
    }
}
