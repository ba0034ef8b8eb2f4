/// What a list of films shows: a search, one of TMDB's lists, a discovery
/// with filters, the films related to one, or a collection's parts.
public enum MoviesListSource: Equatable, Hashable, Sendable {
    case search(MovieQuery)
    case trending(TrendingWindow)
    case popular(region: String?)
    case topRated(region: String?)
    /// What cinemas play now: only TMDB knows (the embedded catalogue refuses).
    case nowPlaying(region: String?)
    /// Films soon in cinemas: only TMDB knows.
    case upcoming(region: String?)
    case discover(DiscoverFilter)
    /// TMDB's "more like this" for a film, named for headings.
    case recommendations(movieID: Movie.Identifier, title: String)
    /// Films TMDB finds similar (by genres and keywords) to one.
    case similar(movieID: Movie.Identifier, title: String)
    /// The parts of a collection, in release order (one page).
    case collection(id: Int, name: String?)

    /// The time span trending is counted over.
    public enum TrendingWindow: String, Equatable, Hashable, Sendable {
        case day, week
    }

    /// Whether this list is a search (whose query the user edits, and which
    /// is remembered among recent searches).
    public var query: MovieQuery? {
        if case .search(let query) = self { return query }
        return nil
    }
}
