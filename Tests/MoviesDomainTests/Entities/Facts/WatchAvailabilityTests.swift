import MoviesDomain
import Testing

/// Where to watch in a region: only the region's offers, the kinds in order,
/// each provider once per kind in TMDB's display order; else which regions have it.
struct WatchAvailabilityTests {
    private static let gb = WatchRegion(code: "GB", origin: .flag)!

    private static func provider(_ id: Int, _ name: String, priority: Int?) -> WatchProvider {
        WatchProvider(id: id, name: name, displayPriority: priority)
    }

    @Test func theRegionsOffers_comeByKindInOrder_eachProviderOnce_byDisplayPriority() throws {
        // given: buy listed before stream, Apple TV twice under buy, priorities out of order
        let providers = WatchProviders(regions: [
            "GB": RegionWatchOffers(link: "https://example.invalid/gb", offers: [
                .buy: [Self.provider(2, "Apple TV", priority: 5), Self.provider(3, "Google Play", priority: 1), Self.provider(2, "Apple TV", priority: 5)],
                .stream: [Self.provider(8, "Netflix", priority: 2)],
                .ads: [Self.provider(300, "Pluto TV", priority: nil), Self.provider(73, "Tubi", priority: 9)],
            ]),
            "US": RegionWatchOffers(offers: [.free: [Self.provider(99, "Elsewhere", priority: 1)]]),
        ])

        // when
        let availability = providers.availability(in: Self.gb)

        // then
        guard case .offered(let offering) = availability else {
            Issue.record("expected offers, got \(availability)")
            return
        }
        #expect(offering.region == Self.gb)
        #expect(offering.link == "https://example.invalid/gb")
        #expect(offering.sections.map(\.kind) == [.stream, .ads, .buy])
        #expect(offering.sections.map { $0.providers.map(\.name) } == [["Netflix"], ["Tubi", "Pluto TV"], ["Google Play", "Apple TV"]])
    }

    @Test func whenTheRegionHasNothing_theRegionsThatDoAreNamedByCode_notTheirServices() throws {
        // given: GB listed but empty, US and DE with offers
        let providers = WatchProviders(regions: [
            "GB": RegionWatchOffers(offers: [.stream: []]),
            "US": RegionWatchOffers(offers: [.rent: [Self.provider(2, "Apple TV", priority: 1)]]),
            "DE": RegionWatchOffers(offers: [.stream: [Self.provider(8, "Netflix", priority: 1)]]),
        ])

        // when
        let availability = providers.availability(in: Self.gb)

        // then
        #expect(availability == .notInRegion(Self.gb, regionsWithOffers: [RegionName(code: "DE"), RegionName(code: "US")]))
        #expect(RegionName(code: "DE").name == "Germany" && RegionName(code: "US").name == "United States")
    }

    @Test func whenNoRegionHasAnything_theAnswerIsNoneWithNoRegions() {
        #expect(WatchProviders(regions: [:]).availability(in: Self.gb) == .notInRegion(Self.gb, regionsWithOffers: []))
    }

    @Test func aHugeListWithRepeats_isReducedToEachProviderOnce() throws {
        // given: 60,000 entries naming 600 services
        let many = (0..<60_000).map { Self.provider($0 % 600, "Service \($0 % 600)", priority: 600 - $0 % 600) }
        let providers = WatchProviders(regions: ["GB": RegionWatchOffers(offers: [.rent: many])])

        // when
        let availability = providers.availability(in: Self.gb)

        // then
        guard case .offered(let offering) = availability else {
            Issue.record("expected offers")
            return
        }
        let rent = try #require(offering.sections.first)
        #expect(rent.providers.count == 600)
        #expect(rent.providers.first?.id == 599 && rent.providers.last?.id == 0)
    }

    @Test func monetizations_readAndWriteTMDBsNames() {
        #expect(WatchMonetization(tmdbName: "flatrate") == .stream)
        #expect(WatchMonetization(tmdbName: "stream") == nil)
        #expect(WatchMonetization.allCases.map(\.tmdbName) == ["flatrate", "free", "ads", "rent", "buy"])
    }
}
