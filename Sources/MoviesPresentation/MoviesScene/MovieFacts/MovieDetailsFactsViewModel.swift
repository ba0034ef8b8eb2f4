public import MoviesDomain

/// What people check before pressing play, as the details show it: the
/// certification of the region, the IMDb id, where to watch, and the link
/// rows that follow cast and crew — the trailer, the keywords (each opening
/// discover with it), the reviews with their count, in that order.
public struct MovieDetailsFactsViewModel: Equatable, Sendable {
    /// Such as `PG-13`: the region's certified release, the theatrical one first.
    public let certification: String?
    /// The region the certification and the offers are for; `nil` when none was given.
    public let region: WatchRegion?
    /// Such as `tt1375666`.
    public let imdbID: String?
    /// The film's IMDb page.
    public let imdbURL: String?
    /// The region's offers or the one sentence that it has none; `nil` when
    /// the answer said nothing about offers (or no region was given).
    public let whereToWatch: WatchProvidersViewModel?
    /// The video the trailer row plays: an official trailer first, in the
    /// film's language, then English.
    public let trailer: MovieVideoItemViewModel?
    public let keywords: [String]
    /// How many reviews TMDB's users wrote; `nil` when unknown.
    public let reviewCount: Int?
    /// The trailer, each keyword, then the reviews: the rows that follow
    /// cast and crew, the reviews row last.
    public let links: [MovieDetailsLinkViewModel]

    public init(details: MovieDetails, region: WatchRegion?) {
        let facts = details.facts
        self.region = region
        certification = region.flatMap { details.certifiedRelease(in: $0)?.certification }
        imdbID = facts.imdbID?.rawValue
        imdbURL = facts.imdbID?.url
        whereToWatch = region.flatMap { details.watchAvailability(in: $0) }.map(WatchProvidersViewModel.init)
        trailer = details.videos?.trailer.map(MovieVideoItemViewModel.init)
        keywords = (facts.keywords ?? []).map(\.name)
        reviewCount = facts.reviews?.totalResults
        links = MovieDetailsLinkViewModel.factLinks(for: details, trailer: trailer)
    }

    /// `Reviews (23)`: the reviews row's text.
    static func reviewsText(count: Int) -> String {
        "Reviews (\(MovieDetailsContentViewModel.groupedThousands(count)))"
    }
}

extension MovieDetailsLinkViewModel {
    /// The rows after cast, crew and related films: the trailer, each
    /// keyword (opening discover with it), the reviews with their count.
    static func factLinks(for details: MovieDetails, trailer: MovieVideoItemViewModel?) -> [MovieDetailsLinkViewModel] {
        var links: [MovieDetailsLinkViewModel] = []
        if let trailer, let url = trailer.playableURL {
            links.append(MovieDetailsLinkViewModel(section: .trailer, text: "\(trailer.name) (\(trailer.site))", id: nil, target: .video(url: url)))
        }
        for keyword in details.facts.keywords ?? [] {
            let filter = DiscoverFilter(keywords: [keyword])
            links.append(MovieDetailsLinkViewModel(section: .keywords, text: keyword.name, id: keyword.id, target: .moviesList(.discover(filter))))
        }
        if let count = details.facts.reviews?.totalResults, count > 0 {
            let movie = details.movie
            links.append(MovieDetailsLinkViewModel(
                section: .reviews, text: MovieDetailsFactsViewModel.reviewsText(count: count), id: nil,
                target: .reviews(movieID: movie.id, title: movie.title)
            ))
        }
        return links
    }
}
