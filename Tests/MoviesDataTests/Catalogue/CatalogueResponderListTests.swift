import Foundation
import Testing
@testable import MoviesData

/// Popular, top rated, trending, now playing and upcoming from the embedded catalogue.
struct CatalogueResponderListTests {
    private typealias Support = CatalogueTestSupport

    @Test func popular_isOrderedByPopularityHighestFirst_andPagedLikeTMDB() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()

        // when
        let first = try Support.get(responder, "/3/movie/popular")
        let second = try Support.get(responder, "/3/movie/popular", ["page": "2"])

        // then
        let expected = catalogue.movies.sorted { lhs, rhs in
            if lhs.popularity != rhs.popularity { return lhs.popularity > rhs.popularity }
            if lhs.voteCount != rhs.voteCount { return lhs.voteCount > rhs.voteCount }
            return lhs.id < rhs.id
        }.map(\.id)
        #expect(try Support.ids(first) + Support.ids(second) == Array(expected.prefix(40)))
        #expect(first["page"] as? Int == 1)
        #expect(second["page"] as? Int == 2)
        #expect(first["total_results"] as? Int == catalogue.movies.count)
        #expect(first["total_pages"] as? Int == (catalogue.movies.count + 19) / 20)
        #expect(first["dates"] == nil)
    }

    @Test func aPagePastTheEnd_isEmptyWithTheSameTotals() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/movie/popular", ["page": "499"])

        // then
        #expect(try Support.results(body).isEmpty)
        #expect(body["page"] as? Int == 499)
        #expect((body["total_results"] as? Int ?? 0) > 0)
    }

    @Test(arguments: ["0", "501", "x"])
    func aBadPage_isTMDBsError22(page: String) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/movie/top_rated", ["page": page], status: 400)

        // then
        #expect(body["status_code"] as? Int == 22)
    }

    @Test func topRated_leavesOutFilmsWithFewVotes_andRanksByVoteAverage() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()

        // when
        let body = try Support.get(responder, "/3/movie/top_rated")

        // then
        let eligible = catalogue.movies.filter { $0.voteCount >= CatalogueRankings.topRatedMinimumVotes }
        #expect(eligible.count < catalogue.movies.count, "the catalogue should hold films below the vote threshold")
        #expect(body["total_results"] as? Int == eligible.count)
        let averages = try Support.results(body).compactMap { $0["vote_average"] as? Double }
        #expect(averages == averages.sorted(by: >))
        #expect(averages.first == eligible.map(\.voteAverage).max())
    }

    @Test func trending_favoursRecentFilms_moreStronglyByDayThanByWeek() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let day = try Support.get(responder, "/3/trending/movie/day")
        let week = try Support.get(responder, "/3/trending/movie/week")

        // then
        let years = { (body: [String: Any]) in
            try Support.results(body).compactMap { ($0["release_date"] as? String).flatMap { Int($0.prefix(4)) } }
        }
        let dayMean = Double(try years(day).reduce(0, +)) / 20
        let weekMean = Double(try years(week).reduce(0, +)) / 20
        #expect(dayMean > weekMean)
        #expect(try Support.ids(day) != Support.ids(week))
        #expect(try Support.results(day).allSatisfy { $0["media_type"] as? String == "movie" })
    }

    @Test func trending_ranksByPopularityDampedByAge() {
        // given
        let movies = [
            Self.movie(id: 1, year: 2024, popularity: 30),
            Self.movie(id: 2, year: 2014, popularity: 100),
            Self.movie(id: 3, year: 2023, popularity: 40),
        ]

        // when
        let day = CatalogueRankings.trending(movies, window: .day).map(\.id)
        let week = CatalogueRankings.trending(movies, window: .week).map(\.id)

        // then: by day 30/1, 100/(1+10/2), 40/(1+1/2); by week 30/1, 100/(1+10/6), 40/(1+1/6)
        #expect(day == [1, 3, 2])
        #expect(week == [2, 3, 1])
    }

    @Test func aTrendingWindowOtherThanDayOrWeek_isNotFound() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/trending/movie/month", status: 404)

        // then
        #expect(body["status_code"] as? Int == 34)
    }

    @Test(arguments: ["/3/movie/now_playing", "/3/movie/upcoming"])
    func theEmbeddedCatalogue_refusesListsThatDependOnToday(path: String) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, path, ["region": "GB"], status: 501)

        // then
        #expect(body["success"] as? Bool == false)
        #expect(body["status_code"] as? Int == CatalogueResponder.liveOnlyStatusCode)
        let message = try #require(body["status_message"] as? String)
        #expect(message == CatalogueResponder.liveOnlyMessage)
        #expect(message.contains("TMDB_API_KEY"))
    }

    @Test(arguments: [
        ("/3/movie/now_playing", CatalogueDatedLists.standInNowPlayingDates),
        ("/3/movie/upcoming", CatalogueDatedLists.standInUpcomingDates),
    ])
    func standIns_answerDatedListsWithFixedDates(path: String, dates: (minimum: String, maximum: String)) throws {
        // given
        let responder = CatalogueResponder(catalogue: try MovieCatalogue.embedded(), datedLists: .fixedStandIns)

        // when
        let body = try Support.get(responder, path)

        // then
        let window = try #require(body["dates"] as? [String: String])
        #expect(window == ["minimum": dates.minimum, "maximum": dates.maximum])
        #expect(try Support.results(body).count == 20)
    }

    @Test func genreList_namesEveryGenreTheFilmsHave_withTMDBsIds() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()

        // when
        let body = try Support.get(responder, "/3/genre/movie/list")

        // then
        let genres = try #require(body["genres"] as? [[String: Any]])
        let names = genres.compactMap { $0["name"] as? String }
        #expect(names == Set(catalogue.movies.flatMap(\.genres)).sorted())
        #expect(genres.contains { $0["id"] as? Int == 878 && $0["name"] as? String == "Science Fiction" })
    }

    static func movie(id: Int, year: Int, popularity: Double, genres: [String] = ["Drama"]) -> CatalogueMovie {
        let json = """
            {"id":\(id),"title":"Film \(id)","original_title":"Film \(id)","original_language":"en",
             "release_date":"\(year)-01-01","genres":\(genres.map { "\"\($0)\"" }),"runtime":100,"overview":"",
             "vote_average":7,"vote_count":500,"popularity":\(popularity),"cast":[],"crew":[],"status":"Released","poster_path":null}
            """
        // Test data written just above: decoding it cannot fail unless the model changed.
        return try! JSONDecoder().decode(CatalogueMovie.self, from: Data(json.utf8))
    }
}
