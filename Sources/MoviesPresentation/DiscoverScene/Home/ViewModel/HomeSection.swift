public import MoviesDomain

/// What a section of the home screen opens.
public enum HomeSection: Equatable, Sendable {
    /// One of TMDB's lists of films.
    case movies(title: String, source: MoviesListSource)
    case genres
    case recentSearches

    /// The sections of the home screen, in order.
    public static func all(region: String?) -> [HomeSection] {
        [
            .movies(title: "Trending today", source: .trending(.day)),
            .movies(title: "Popular", source: .popular(region: region)),
            .movies(title: "Top rated", source: .topRated(region: region)),
            .movies(title: "Now playing", source: .nowPlaying(region: region)),
            .movies(title: "Upcoming", source: .upcoming(region: region)),
            .genres,
            .recentSearches,
        ]
    }

    public var title: String {
        switch self {
        case .movies(let title, _): return title
        case .genres: return "Genres"
        case .recentSearches: return "Recent searches"
        }
    }
}
