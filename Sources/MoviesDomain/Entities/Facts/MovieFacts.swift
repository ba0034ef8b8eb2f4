/// What people check before pressing play, as TMDB's details answer gives it:
/// where to watch, the videos, the release dates with their certifications,
/// the IMDb id, the keywords and the first page of reviews.
///
/// Each part is `nil` when the answer did not carry it (the embedded
/// catalogue, which states facts or nothing, or details cached before the
/// part was asked for); an empty part is TMDB's answer that there is none.
public struct MovieFacts: Equatable, Sendable {
    public let watchProviders: WatchProviders?
    /// In TMDB's order; `MovieVideoRules` orders them for showing.
    public let videos: [MovieVideo]?
    public let releases: [CountryReleases]?
    public let imdbID: IMDbID?
    public let keywords: [Keyword]?
    public let reviews: ReviewsPage?

    public init(
        watchProviders: WatchProviders? = nil,
        videos: [MovieVideo]? = nil,
        releases: [CountryReleases]? = nil,
        imdbID: IMDbID? = nil,
        keywords: [Keyword]? = nil,
        reviews: ReviewsPage? = nil
    ) {
        self.watchProviders = watchProviders
        self.videos = videos
        self.releases = releases
        self.imdbID = imdbID
        self.keywords = keywords
        self.reviews = reviews
    }

    /// Nothing known: what details without any of the parts have.
    public static let unknown = MovieFacts()
}
