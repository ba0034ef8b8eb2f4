/// The filters of a discovery: genres, years, order, a vote threshold, where
/// the films can be watched and the keywords they share.
public struct DiscoverFilter: Equatable, Hashable, Sendable {
    /// Films must have every one of these genres.
    public var genres: [Genre]
    /// Released in these years (inclusive); `nil` for any year.
    public var years: ClosedRange<Int>?
    public var sort: DiscoverSort
    /// Films with fewer votes are left out; `nil` for the sort's default.
    public var minimumVotes: Int?
    /// Films on any of these services in `watchRegion` (`--provider`, repeatable).
    public var watchProviders: [WatchProvider]
    /// Films offered in any of these ways in `watchRegion` (`--monetization`).
    public var monetizations: [WatchMonetization]
    /// The region services and ways of offering are looked at in; sent
    /// only with one of them, which TMDB needs it for.
    public var watchRegion: String?
    /// Films must have every one of these keywords (`--keyword`, repeatable).
    public var keywords: [Keyword]

    public init(
        genres: [Genre] = [],
        years: ClosedRange<Int>? = nil,
        sort: DiscoverSort = .popular,
        minimumVotes: Int? = nil,
        watchProviders: [WatchProvider] = [],
        monetizations: [WatchMonetization] = [],
        watchRegion: String? = nil,
        keywords: [Keyword] = []
    ) {
        self.genres = genres
        self.years = years
        self.sort = sort
        self.minimumVotes = minimumVotes
        self.watchProviders = watchProviders
        self.monetizations = monetizations
        self.watchRegion = watchRegion
        self.keywords = keywords
    }

    /// The threshold in force: a rating order without one would rank films
    /// that three people liked above classics, so it asks for 200 votes.
    public var effectiveMinimumVotes: Int? {
        minimumVotes ?? (sort == .rating ? 200 : nil)
    }

    /// The first and last years a filter may name.
    public static let yearBounds = 1870...2100
}

/// The orders a discovery can be sorted in.
public enum DiscoverSort: String, CaseIterable, Equatable, Hashable, Sendable {
    case popular, rating, newest, oldest, title
}
