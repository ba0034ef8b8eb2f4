public import MoviesDomain

/// How a list names itself in its header, and the filters in force: what a
/// list shows is always visible.
public enum MoviesListHeading {
    /// The list's name: `Trending today`, `Top rated · GB`, `More like Inception`.
    public static func title(for source: MoviesListSource, pageHeading: String? = nil) -> String {
        switch source {
        case .search: return "Search"
        case .trending(.day): return "Trending today"
        case .trending(.week): return "Trending this week"
        case .popular(let region): return "Popular" + regionSuffix(region)
        case .topRated(let region): return "Top rated" + regionSuffix(region)
        case .nowPlaying(let region): return "Now playing" + regionSuffix(region)
        case .upcoming(let region): return "Upcoming" + regionSuffix(region)
        case .discover: return "Discover"
        case .recommendations(_, let title): return "More like \(title)"
        case .similar(_, let title): return "Similar to \(title)"
        case .collection(let id, let name): return pageHeading ?? name ?? "Collection \(id)"
        }
    }

    /// The filters in force, `·`-separated (`1999`, `Action & Drama · 1990–1999 ·
    /// by rating · 200+ votes`); empty when there are none.
    public static func filters(for source: MoviesListSource) -> String {
        switch source {
        case .search(let query):
            return query.year.map(String.init) ?? ""
        case .discover(let filter):
            var parts: [String] = []
            if !filter.genres.isEmpty { parts.append(filter.genres.map(\.name).joined(separator: " & ")) }
            if let years = filter.years {
                parts.append(years.lowerBound == years.upperBound ? "\(years.lowerBound)" : "\(years.lowerBound)–\(years.upperBound)")
            }
            if !filter.watchProviders.isEmpty { parts.append("on " + filter.watchProviders.map(\.name).joined(separator: " or ")) }
            if !filter.monetizations.isEmpty { parts.append(filter.monetizations.map(\.rawValue).joined(separator: " or ")) }
            if let region = filter.watchRegion, !filter.watchProviders.isEmpty || !filter.monetizations.isEmpty { parts.append("in \(region)") }
            if !filter.keywords.isEmpty { parts.append("keyword " + filter.keywords.map(\.name).joined(separator: " & ")) }
            parts.append(sortText(filter.sort))
            if let votes = filter.effectiveMinimumVotes { parts.append("\(votes)+ votes") }
            return parts.joined(separator: " · ")
        default:
            return ""
        }
    }

    /// `by popularity`, `by rating`, `newest first`…
    public static func sortText(_ sort: DiscoverSort) -> String {
        switch sort {
        case .popular: return "by popularity"
        case .rating: return "by rating"
        case .newest: return "newest first"
        case .oldest: return "oldest first"
        case .title: return "by title"
        }
    }

    private static func regionSuffix(_ region: String?) -> String {
        region.map { " · \($0)" } ?? ""
    }
}
