import MoviesPresentation

/// Where to watch in `movies details --json`: the region, each kind of offer
/// with its services' names in TMDB's display order, the regions that have
/// the film when this one has none, and the attribution TMDB asks for.
struct JSONWatchOffersOutput: Encodable, Sendable {
    let region: String
    let offers: [String: [String]]
    let regionsWithOffers: [String]
    let attribution: String

    private enum CodingKeys: String, CodingKey {
        case region, offers, attribution
        case regionsWithOffers = "regions_with_offers"
    }

    init(_ viewModel: WatchProvidersViewModel) {
        region = viewModel.regionCode
        var offers: [String: [String]] = [:]
        for section in viewModel.sections { offers[section.key] = section.providerNames }
        self.offers = offers
        regionsWithOffers = viewModel.regionCodesWithOffers
        attribution = WatchProvidersViewModel.attribution
    }
}
