import Foundation
@testable import MoviesData
import MoviesDomain
import Testing
import TMDBStubServer

/// The facts come with the details in one request, through the cache, and
/// replay offline; further reviews pages and the names discover filters by
/// have their own requests. Against the stub over libcurl, SQLite on disk.
struct DefaultMovieFactsRepositoryTests {
    @Test func coldDetailsWithEveryPart_areOneRequest_andEveryFactReplaysOfflineWithNoOther() async throws {
        // given
        let harness = try CachedRepositoryHarness()

        // when
        let live = await harness.details(27205)
        let offline = await harness.details(27205, policy: .offline)
        let facts = harness.factsRepository()
        let providers = await StreamOutcome.collect(facts.fetchWatchProviders(movieID: 27205, policy: .offline))
        let videos = await StreamOutcome.collect(facts.fetchVideos(movieID: 27205, policy: .offline))
        let reviews = await StreamOutcome.collect(facts.fetchReviews(movieID: 27205, page: 1, policy: .offline))

        // then
        #expect(harness.requestCount == 1)
        let request = try #require(harness.server.receivedRequests.first)
        #expect(request.path == "/3/movie/27205")
        #expect(request.queryValue("append_to_response") == "credits,recommendations,videos,release_dates,external_ids,keywords,watch/providers,reviews")
        let details = try #require(live.values.first?.value)
        #expect(offline.values.first?.value == details)
        #expect(details.facts.imdbID == IMDbID("tt0027205"))
        #expect(details.facts.keywords?.map(\.name) == ["dream", "lucid dream", "dream within a dream", "heist", "déjà vu"])
        #expect(details.certifiedRelease(in: WatchRegion(code: "GB", origin: .flag)!)?.certification == "12A")
        #expect(details.videos?.trailer?.key == "stubTrailer")
        #expect(details.facts.reviews?.totalResults == 23 && details.facts.reviews?.reviews.count == 20)
        #expect(providers.values.first?.value == details.facts.watchProviders)
        #expect(providers.values.first?.origin == .offline(fetchedAt: Timestamp(testDate: harness.clock.date), reason: nil))
        #expect(videos.values.first?.value.videos == details.facts.videos)
        #expect(videos.values.first?.value.filmLanguage == "en")
        #expect(reviews.values.first?.value == details.facts.reviews)
    }

    @Test func theRegionsOffers_readAsTheRulesSay() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        let useCase = DefaultFetchWatchProvidersUseCase(repository: harness.factsRepository())
        let gb = try #require(WatchRegion(code: "GB", origin: .locale(variable: "LANG")))
        let jp = try #require(WatchRegion(code: "JP", origin: .flag))

        // when
        let inGB = await StreamOutcome.collect(useCase.execute(movieID: 27205, region: gb, policy: .automatic))
        let inJP = await StreamOutcome.collect(useCase.execute(movieID: 27205, region: jp, policy: .automatic))

        // then
        guard case .offered(let offering)? = inGB.values.last?.value else {
            Issue.record("expected offers in GB, got \(String(describing: inGB.values.last))")
            return
        }
        #expect(offering.sections.map(\.kind) == [.stream, .ads, .rent, .buy])
        #expect(offering.sections.last?.providers.map(\.name) == ["Apple TV", "Google Play Movies"])
        #expect(inJP.values.last?.value == .notInRegion(jp, regionsWithOffers: ["DE", "GB", "US"].map(RegionName.init(code:))))
    }

    @Test func laterReviewPages_areTheirOwnRequest_cachedLikeEveryOther() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        let facts = harness.factsRepository()

        // when
        let second = await StreamOutcome.collect(facts.fetchReviews(movieID: 27205, page: 2, policy: .automatic))
        let again = await StreamOutcome.collect(facts.fetchReviews(movieID: 27205, page: 2, policy: .offline))

        // then
        #expect(harness.server.receivedRequests.map(\.path) == ["/3/movie/27205/reviews"])
        #expect(harness.server.receivedRequests.first?.queryValue("page") == "2")
        #expect(second.values.last?.value.reviews.count == 3 && second.values.last?.value.page == 2)
        #expect(again.values.first?.value == second.values.last?.value)
    }

    @Test func theServicesOfARegion_andAKeywordSearch_areAskedOnceAndCached() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        let facts = harness.factsRepository()
        let gb = try #require(WatchRegion(code: "GB", origin: .flag))

        // when
        let providers = try await DefaultResolveWatchProvidersUseCase(repository: facts).execute(names: ["netflix", "cinema club etoile"], region: gb, policy: .automatic)
        let keywords = try await DefaultResolveKeywordsUseCase(repository: facts).execute(terms: ["Dream", "4565"], policy: .automatic)
        let offline = try await DefaultResolveWatchProvidersUseCase(repository: facts).execute(names: ["NETFLIX"], region: gb, policy: .offline)

        // then
        #expect(providers.map(\.id) == [StubMovieFacts.netflix.id, StubMovieFacts.cinemaClub.id])
        #expect(keywords == [Keyword(id: 849, name: "dream"), Keyword(id: 4565, name: "4565")])
        #expect(offline.map(\.id) == [StubMovieFacts.netflix.id])
        let requests = harness.server.receivedRequests
        #expect(requests.map(\.path) == ["/3/watch/providers/movie", "/3/search/keyword"])
        #expect(requests.first?.queryValue("watch_region") == "GB")
        #expect(requests.last?.queryValue("query") == "dream")
    }

    @Test func discoverByServiceMonetizationAndKeyword_sendsTMDBsParameters_andTheStubNarrowsTheFilms() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        let filter = DiscoverFilter(
            watchProviders: [WatchProvider(id: StubMovieFacts.netflix.id, name: "Netflix"), WatchProvider(id: StubMovieFacts.appleTV.id, name: "Apple TV")],
            monetizations: [.rent, .stream], watchRegion: "gb", keywords: [Keyword(id: 849, name: "dream")]
        )

        // when
        let page = await StreamOutcome.collect(harness.moviesRepository().fetchMovies(source: .discover(filter), page: 1, policy: .automatic))

        // then
        let request = try #require(harness.server.receivedRequests.first)
        #expect(request.queryValue("with_watch_providers") == "2|8")
        #expect(request.queryValue("with_watch_monetization_types") == "flatrate|rent")
        #expect(request.queryValue("watch_region") == "GB")
        #expect(request.queryValue("with_keywords") == "849")
        let movies = try #require(page.values.last?.value.movies)
        #expect(!movies.isEmpty)
        for movie in movies {
            let gb = StubMovieFacts.offers(movieID: movie.id)["GB"] ?? [:]
            #expect(["flatrate", "rent"].contains { kind in gb[kind, default: []].contains { [2, 8].contains($0.id) } }, "\(movie.title)")
            #expect(StubMovieFacts.keywordIndices(movieID: movie.id).map { StubMovieFacts.keywords[$0].id }.contains(849), "\(movie.title)")
        }
    }

    @Test func detailsCachedByAnEarlierVersion_standInOffline_withoutTheFacts() async throws {
        // given: the details as the previous version asked for them, cached
        let harness = try CachedRepositoryHarness()
        let previous = APIEndpoints.movieDetails(id: 27205, appending: "credits,recommendations", language: nil)
        _ = await StreamOutcome.collect(harness.source().fetcher.fetch(previous, policy: .automatic))

        // when
        let offline = await harness.details(27205, policy: .offline)

        // then
        #expect(offline.values.first?.value.movie.title == "Inception")
        #expect(offline.values.first?.value.recommendations != nil)
        #expect(offline.values.first?.value.facts == .unknown)
        #expect(harness.requestCount == 1)
    }
}
