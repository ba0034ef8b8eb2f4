public import MoviesDomain

/// What a section of the home screen opens.
public enum HomeSection: Equatable, Sendable {
    /// One of TMDB's lists of films.
    case movies(title: String, source: MoviesListSource)
    case genres
    /// Your watchlist, or the films you saw last.
    case library(LibraryList)
    /// Your viewing of this year at a glance; opens the stats.
    case yearInFilm
    case recentSearches

    /// The sections of the home screen, in order.
    /// - Parameters:
    ///   - includesLibrary: Whether your lists are shown (they are absent,
    ///     not faked, where the library is not at hand).
    ///   - includesYearInFilm: Whether your year in film is, likewise.
    public static func all(region: String?, includesLibrary: Bool = false, includesYearInFilm: Bool = false) -> [HomeSection] {
        [
            .movies(title: "Trending today", source: .trending(.day)),
            .movies(title: "Popular", source: .popular(region: region)),
            .movies(title: "Top rated", source: .topRated(region: region)),
            .movies(title: "Now playing", source: .nowPlaying(region: region)),
            .movies(title: "Upcoming", source: .upcoming(region: region)),
            .genres,
        ] + (includesLibrary ? [.library(.watchlist), .library(.seen)] : []) + (includesYearInFilm ? [.yearInFilm] : []) + [.recentSearches]
    }

    public var title: String {
        switch self {
        case .movies(let title, _): return title
        case .genres: return "Genres"
        case .library(.watchlist): return "Your watchlist"
        case .library(.seen): return "Recently seen"
        case .yearInFilm: return "Your year in film"
        case .recentSearches: return "Recent searches"
        }
    }
}
