import MoviesDomain
import MoviesPresentation
import MoviesUI

/// `movies providers --json`: the region and why it was chosen, the
/// services of each kind of offer in TMDB's display order, the regions that
/// have the film when this one has none, and the attribution TMDB asks for.
struct JSONWatchProvidersOutput: Encodable {
    let id: Int
    let region: String
    let regionName: String?
    /// `flag`, `config`, `LANG` (or `LC_ALL`) or `default`.
    let regionFrom: String
    /// Only the kinds with a service, keyed `stream`, `free`, `ads`, `rent`, `buy`.
    let offers: [String: [Provider]]
    let link: String?
    let regionsWithOffers: [String]
    let attribution: String
    let source: JSONDataSourceOutput

    struct Provider: Encodable {
        let id: Int
        let name: String
        let logoPath: String?

        private enum CodingKeys: String, CodingKey {
            case id, name
            case logoPath = "logo_path"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case id, region, offers, link, attribution, source
        case regionName = "region_name"
        case regionFrom = "region_from"
        case regionsWithOffers = "regions_with_offers"
    }

    init(id: Int, viewModel: WatchProvidersViewModel, origin: DataOriginViewModel) {
        self.id = id
        region = viewModel.region.code
        regionName = viewModel.region.name
        regionFrom = switch viewModel.region.origin {
        case .flag: "flag"
        case .configuration: "config"
        case .locale(let variable): variable
        case .fallback: "default"
        }
        var offers: [String: [Provider]] = [:]
        for section in viewModel.sections {
            offers[section.kind.rawValue] = section.providers.map { Provider(id: $0.id, name: $0.name, logoPath: $0.logoPath) }
        }
        self.offers = offers
        link = viewModel.link
        regionsWithOffers = viewModel.regionsWithOffers.map(\.code)
        attribution = WatchProvidersViewModel.attribution
        source = JSONDataSourceOutput(origin: origin)
    }
}
