import MoviesDomain
import MoviesPresentation

extension AppDestination {
    /// This destination with `region` for a TMDB list that names none: how
    /// the config file's `region` reaches `movies popular` and the others
    /// when `--region` is not given. Other destinations are unchanged.
    func inRegion(_ region: String?) -> AppDestination {
        guard let region, case .moviesList(let source, let page) = self else { return self }
        switch source {
        case .popular(nil): return .moviesList(.popular(region: region), page: page)
        case .topRated(nil): return .moviesList(.topRated(region: region), page: page)
        case .nowPlaying(nil): return .moviesList(.nowPlaying(region: region), page: page)
        case .upcoming(nil): return .moviesList(.upcoming(region: region), page: page)
        default: return self
        }
    }
}
