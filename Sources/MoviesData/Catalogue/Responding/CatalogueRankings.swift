/// How the catalogue ranks its films for the lists TMDB computes from its own traffic.
///
/// The catalogue has no traffic, so each list is ranked from the figures every film
/// carries, by a fixed rule (ties: higher vote count, then lower TMDB id):
/// - **popular**: popularity, highest first.
/// - **top rated**: vote average, highest first, among films with at least
///   `topRatedMinimumVotes` votes (as TMDB leaves out films with few votes).
/// - **trending**: popularity damped by age, `popularity / (1 + age / halfLife)`, where
///   age is in years before the newest release in the catalogue (never today's date, so
///   answers do not change from day to day) and the half-life is 2 years for `day` and
///   6 years for `week`: the day list favours recent films more strongly.
enum CatalogueRankings {
    /// Films with fewer votes than this are left out of top rated.
    static let topRatedMinimumVotes = 300

    enum TrendingWindow: String, Sendable {
        case day
        case week

        var halfLifeYears: Double {
            switch self {
            case .day: 2
            case .week: 6
            }
        }
    }

    static func popular(_ movies: [CatalogueMovie]) -> [CatalogueMovie] {
        ranked(movies) { $0.popularity }
    }

    static func topRated(_ movies: [CatalogueMovie]) -> [CatalogueMovie] {
        ranked(movies.filter { $0.voteCount >= topRatedMinimumVotes }) { $0.voteAverage }
    }

    static func trending(_ movies: [CatalogueMovie], window: TrendingWindow) -> [CatalogueMovie] {
        let newestYear = movies.compactMap(\.releaseYear).max() ?? 0
        return ranked(movies) { movie in
            // A film without a readable date counts as a century old rather than as new.
            let age = Double(max(0, newestYear - (movie.releaseYear ?? newestYear - 100)))
            return movie.popularity / (1 + age / window.halfLifeYears)
        }
    }

    /// `movies` by `score`, highest first, ties by vote count (highest first) then id.
    static func ranked(_ movies: [CatalogueMovie], by score: (CatalogueMovie) -> Double) -> [CatalogueMovie] {
        movies
            .map { (movie: $0, score: score($0)) }
            .sorted { lhs, rhs in
                if lhs.score != rhs.score { return lhs.score > rhs.score }
                if lhs.movie.voteCount != rhs.movie.voteCount { return lhs.movie.voteCount > rhs.movie.voteCount }
                return lhs.movie.id < rhs.movie.id
            }
            .map(\.movie)
    }
}
