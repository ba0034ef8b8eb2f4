/// What a region offers of a film, ready to show: the kinds in order
/// (stream, free, ads, rent, buy), each provider once per kind, in TMDB's
/// display order — or, when the region offers nothing, which regions do.
public enum WatchAvailability: Equatable, Sendable {
    case offered(RegionOffering)
    /// TMDB's "none" for the region: an answer, not a failure. The regions
    /// that offer the film, by code (empty when none does).
    case notInRegion(WatchRegion, regionsWithOffers: [RegionName])
}

/// The offers of one region, by kind.
public struct RegionOffering: Equatable, Sendable {
    public let region: WatchRegion
    /// TMDB's page of the film's offers in the region, or `nil`.
    public let link: String?
    /// Only the kinds with a provider, in `WatchMonetization`'s order.
    public let sections: [WatchOfferSection]

    public init(region: WatchRegion, link: String?, sections: [WatchOfferSection]) {
        self.region = region
        self.link = link
        self.sections = sections
    }
}

/// The providers of one kind of offer.
public struct WatchOfferSection: Equatable, Sendable {
    public let kind: WatchMonetization
    public let providers: [WatchProvider]

    public init(kind: WatchMonetization, providers: [WatchProvider]) {
        self.kind = kind
        self.providers = providers
    }
}

/// A region's code and, where known, its English name.
public struct RegionName: Equatable, Hashable, Sendable {
    public let code: String
    public let name: String?

    public init(code: String) {
        self.code = code
        name = RegionNames.englishName(of: code)
    }
}

extension WatchProviders {
    /// The rules for showing `region`'s offers: only that region's, every
    /// kind in order, each provider once per kind (the first TMDB lists),
    /// ordered by `display_priority` (those without one last, TMDB's order
    /// among equals). Linear in what the answer holds, bar the sort.
    public func availability(in region: WatchRegion) -> WatchAvailability {
        guard let offers = regions[region.code], !offers.isEmpty else {
            let others = regions.filter { !$0.value.isEmpty }.keys.sorted().map(RegionName.init(code:))
            return .notInRegion(region, regionsWithOffers: others)
        }
        let sections = WatchMonetization.allCases.compactMap { kind -> WatchOfferSection? in
            var seen: Set<WatchProvider.Identifier> = []
            let providers = (offers.offers[kind] ?? [])
                .filter { seen.insert($0.id).inserted }
                .enumerated()
                .sorted { ($0.element.displayPriority ?? Int.max, $0.offset) < ($1.element.displayPriority ?? Int.max, $1.offset) }
                .map(\.element)
            return providers.isEmpty ? nil : WatchOfferSection(kind: kind, providers: providers)
        }
        return .offered(RegionOffering(region: region, link: offers.link, sections: sections))
    }
}
