import MoviesDomain
import MoviesPresentation
import Testing

struct WatchProvidersViewModelTests {
    private static let netflix = WatchProvider(id: 8, name: "Netflix", displayPriority: 1)
    private static let appleTV = WatchProvider(id: 2, name: "Apple TV", displayPriority: 5)
    private static let googlePlay = WatchProvider(id: 3, name: "Google Play Movies", displayPriority: 6)

    private static func region(_ code: String, _ origin: WatchRegion.Origin) throws -> WatchRegion {
        try #require(WatchRegion(code: code, origin: origin))
    }

    @Test func offers_areListedByKindInOrder_withTheRegionTheLinkAndTheAttribution() throws {
        // given: buy listed before stream by the server, Apple TV twice
        let providers = WatchProviders(regions: ["GB": RegionWatchOffers(
            link: "https://www.themoviedb.org/movie/27205/watch?locale=GB",
            offers: [.buy: [Self.appleTV, Self.googlePlay, Self.appleTV], .stream: [Self.netflix], .rent: [Self.googlePlay, Self.appleTV]]
        )])
        // when
        let viewModel = WatchProvidersViewModel(providers.availability(in: try Self.region("GB", .locale(variable: "LANG"))))
        // then
        #expect(viewModel.plainTextLines == [
            "Where to watch in GB (United Kingdom, from LANG)",
            "  Stream: Netflix",
            "  Rent:   Apple TV, Google Play Movies",
            "  Buy:    Apple TV, Google Play Movies",
            "  More: https://www.themoviedb.org/movie/27205/watch?locale=GB",
            "Where to watch data by JustWatch",
        ])
    }

    @Test func aRegionWithNothing_isOneSentenceNamingTheRegionsThatHaveIt_notTheirServices() throws {
        // given
        let providers = WatchProviders(regions: [
            "US": RegionWatchOffers(offers: [.stream: [Self.netflix]]),
            "DE": RegionWatchOffers(offers: [.buy: [Self.appleTV]]),
            "FR": RegionWatchOffers(offers: [:]),
        ])
        // when
        let viewModel = WatchProvidersViewModel(providers.availability(in: try Self.region("JP", .flag)))
        // then
        #expect(viewModel.plainTextLines == [
            "No service offers this film in JP (Japan); it is offered in DE (Germany) and US (United States) (use --region).",
        ])
        #expect(viewModel.regionsWithOffers.map(\.code) == ["DE", "US"])
        #expect(viewModel.sections.isEmpty)
    }

    @Test func noRegionAtAll_saysSoInOneSentence() throws {
        // given / when
        let viewModel = WatchProvidersViewModel(WatchProviders(regions: [:]).availability(in: try Self.region("US", .fallback)))
        // then
        #expect(viewModel.plainTextLines == [
            "No service offers this film in US (United States, by default; --region or region in config.toml choose another), nor in any other region TMDB lists.",
        ])
    }

    @Test(arguments: [
        (WatchRegion.Origin.flag, "in GB (United Kingdom)"),
        (.configuration, "in GB (United Kingdom, from config.toml)"),
        (.locale(variable: "LC_ALL"), "in GB (United Kingdom, from LC_ALL)"),
    ])
    func theRegionPhrase_saysWhereTheRegionCameFrom(origin: WatchRegion.Origin, phrase: String) throws {
        // given / when / then
        #expect(WatchRegionWording.phrase(try Self.region("gb", origin)) == phrase)
    }
}
