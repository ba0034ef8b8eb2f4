public import MoviesDomain

/// Where a film can be watched in one region, as the outputs say it: a
/// heading naming the region, one line per kind of offer, TMDB's page and
/// the attribution TMDB asks for — or one sentence when the region has none.
public struct WatchProvidersViewModel: Equatable, Sendable {
    /// The services of one kind of offer, in TMDB's display order.
    public struct Section: Equatable, Sendable {
        public let kind: WatchMonetization
        /// `Stream`, `Free`, `With ads`, `Rent` or `Buy`.
        public let label: String
        public let providers: [WatchProvider]
        /// `stream`, `free`, `ads`, `rent` or `buy`, as the command line names them.
        public var key: String { kind.rawValue }
        public var providerNames: [String] { providers.map(\.name) }
    }

    public let region: WatchRegion
    /// Such as `GB`.
    public var regionCode: String { region.code }
    /// `Where to watch in GB (United Kingdom, from LANG)`.
    public let heading: String
    /// Empty when the region offers nothing.
    public let sections: [Section]
    /// TMDB's page of the offers in the region.
    public let link: String?
    /// The regions that have the film when this one has none (else empty).
    public let regionsWithOffers: [RegionName]
    public var regionCodesWithOffers: [String] { regionsWithOffers.map(\.code) }
    /// The one sentence said instead of the sections when the region has none.
    public let notOfferedSentence: String?

    /// The line TMDB asks every app showing this data to show with it.
    public static let attribution = WatchProviders.attribution

    public init(_ availability: WatchAvailability) {
        switch availability {
        case .offered(let offering):
            region = offering.region
            sections = offering.sections.map { Section(kind: $0.kind, label: Self.label(of: $0.kind), providers: $0.providers) }
            link = offering.link
            regionsWithOffers = []
            notOfferedSentence = nil
        case .notInRegion(let region, let others):
            self.region = region
            sections = []
            link = nil
            regionsWithOffers = others
            notOfferedSentence = Self.notOffered(in: region, others: others)
        }
        heading = "Where to watch \(WatchRegionWording.phrase(region))"
    }

    /// The heading, a line per kind, the page and the attribution; the one
    /// sentence when the region has nothing.
    public var plainTextLines: [String] {
        if let notOfferedSentence { return [notOfferedSentence] }
        var lines = [heading]
        let width = sections.map(\.label.count).max() ?? 0
        for section in sections {
            let padding = String(repeating: " ", count: width - section.label.count)
            lines.append("  \(section.label):\(padding) \(section.providers.map(\.name).joined(separator: ", "))")
        }
        if let link { lines.append("  More: \(link)") }
        lines.append(Self.attribution)
        return lines
    }

    /// How the outputs name a kind of offer.
    public static func label(of kind: WatchMonetization) -> String {
        switch kind {
        case .stream: "Stream"
        case .free: "Free"
        case .ads: "With ads"
        case .rent: "Rent"
        case .buy: "Buy"
        }
    }

    /// TMDB's "none" is an answer: it names where the film can be had, not
    /// the services there (those are another region's).
    private static func notOffered(in region: WatchRegion, others: [RegionName]) -> String {
        let here = WatchRegionWording.phrase(region)
        guard !others.isEmpty else {
            return "No service offers this film \(here), nor in any other region TMDB lists."
        }
        let names = others.map(WatchRegionWording.name(of:))
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return "No service offers this film \(here); it is offered in \(list) (use --region)."
    }
}
