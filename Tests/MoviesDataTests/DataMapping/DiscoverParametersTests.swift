import MoviesDomain
import Testing
@testable import MoviesData

/// The rules that turn a discovery's filters into TMDB's parameters, held at
/// the layer that owns them (issue #24 item 4: before, only end-to-end tests
/// against the stub saw them).
struct DiscoverParametersTests {
    @Test func noFilter_asksForPopularFilmsWithoutAdultOnes_andNothingElse() {
        // when
        let parameters = APIEndpoints.discoverParameters(DiscoverFilter())

        // then
        #expect(parameters == ["include_adult": "false", "sort_by": "popularity.desc"])
    }

    @Test(arguments: [
        (DiscoverSort.popular, "popularity.desc"), (.rating, "vote_average.desc"), (.newest, "primary_release_date.desc"),
        (.oldest, "primary_release_date.asc"), (.title, "title.asc"),
    ])
    func eachOrder_hasTMDBsName(sort: DiscoverSort, name: String) {
        #expect(APIEndpoints.discoverParameters(DiscoverFilter(sort: sort))["sort_by"] == name)
    }

    @Test func genres_areAllRequired_commaSeparatedInIdOrder() {
        // given
        let filter = DiscoverFilter(genres: [Genre(id: 878, name: "Science Fiction"), Genre(id: 28, name: "Action")])

        // when
        let parameters = APIEndpoints.discoverParameters(filter)

        // then: a comma asks for every genre; a pipe would ask for any.
        #expect(parameters["with_genres"] == "28,878")
    }

    @Test func oneYear_isAReleaseYear_andARange_isTwoDatesFromFirstToLastDay() {
        // when
        let single = APIEndpoints.discoverParameters(DiscoverFilter(years: 1999...1999))
        let range = APIEndpoints.discoverParameters(DiscoverFilter(years: 1990...1999))

        // then
        #expect(single["primary_release_year"] == "1999")
        #expect(single["primary_release_date.gte"] == nil && single["primary_release_date.lte"] == nil)
        #expect(range["primary_release_date.gte"] == "1990-01-01")
        #expect(range["primary_release_date.lte"] == "1999-12-31")
        #expect(range["primary_release_year"] == nil)
    }

    @Test func theRatingOrder_asksFor200VotesUnlessToldOtherwise_andOtherOrdersForNone() {
        #expect(APIEndpoints.discoverParameters(DiscoverFilter(sort: .rating))["vote_count.gte"] == "200")
        #expect(APIEndpoints.discoverParameters(DiscoverFilter(sort: .rating, minimumVotes: 5))["vote_count.gte"] == "5")
        #expect(APIEndpoints.discoverParameters(DiscoverFilter(sort: .popular))["vote_count.gte"] == nil)
        #expect(APIEndpoints.discoverParameters(DiscoverFilter(sort: .newest, minimumVotes: 50))["vote_count.gte"] == "50")
    }

    @Test func services_areAnyOf_pipeSeparatedOnce_withTheRegionInCapitals() {
        // given
        let filter = DiscoverFilter(
            watchProviders: [WatchProvider(id: 337, name: "Disney Plus"), WatchProvider(id: 8, name: "Netflix"),
                             WatchProvider(id: 8, name: "Netflix")],
            watchRegion: "gb"
        )

        // when
        let parameters = APIEndpoints.discoverParameters(filter)

        // then
        #expect(parameters["with_watch_providers"] == "8|337")
        #expect(parameters["watch_region"] == "GB")
    }

    @Test func waysOfOffering_areAnyOf_inOneOrder_whateverTheyWereGivenIn() {
        // given
        let filter = DiscoverFilter(monetizations: [.buy, .stream], watchRegion: "US")

        // when
        let parameters = APIEndpoints.discoverParameters(filter)

        // then
        #expect(parameters["with_watch_monetization_types"] == "flatrate|buy")
        #expect(parameters["watch_region"] == "US")
    }

    @Test func aRegion_isSentOnlyWithAServiceOrAWayOfOffering() {
        #expect(APIEndpoints.discoverParameters(DiscoverFilter(watchRegion: "US"))["watch_region"] == nil)
    }

    @Test func keywords_areAllRequired_commaSeparatedOnce() {
        // given
        let filter = DiscoverFilter(keywords: [Keyword(id: 9882, name: "space"), Keyword(id: 818, name: "based on novel"),
                                               Keyword(id: 9882, name: "space")])

        // then
        #expect(APIEndpoints.discoverParameters(filter)["with_keywords"] == "818,9882")
    }
}
