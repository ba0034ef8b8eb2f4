import MoviesDomain
import MoviesPresentation

/// `movies stats --json`: the same numbers the tables and charts show.
struct StatsJSON: Encodable {
    let year: Int
    let viewings: Int
    let films: Int
    let perMonth: [Count]
    let perDecade: Ranking
    let ratings: [RatingCount]
    let unrated: Int
    let genres: Ranking
    let directors: Ranking
    let actors: Ranking
    let minutesWatched: Int
    let hoursWatched: Double
    /// Viewings of films of unknown runtime, not in the hours.
    let unknownRuntime: Int

    private enum CodingKeys: String, CodingKey {
        case year, viewings, films, ratings, unrated, genres, directors, actors
        case perMonth = "per_month"
        case perDecade = "per_decade"
        case minutesWatched = "minutes_watched"
        case hoursWatched = "hours_watched"
        case unknownRuntime = "unknown_runtime"
    }

    struct Count: Encodable {
        let name: String
        let viewings: Int
    }

    struct RatingCount: Encodable {
        let rating: Double
        let viewings: Int
    }

    /// The counted names, most first, and the viewings of films for which it is unknown.
    struct Ranking: Encodable {
        let top: [Count]
        let unknown: Int

        init(_ ranking: StatsRanking) {
            top = ranking.counts.map { Count(name: $0.name, viewings: $0.count) }
            unknown = ranking.unknown
        }
    }

    init(_ stats: LibraryStats) {
        year = stats.year
        viewings = stats.viewingCount
        films = stats.filmCount
        perMonth = stats.perMonth.enumerated().map { Count(name: StatsPageViewModel.monthNames[$0.offset], viewings: $0.element) }
        perDecade = Ranking(stats.perDecade)
        ratings = stats.ratings.enumerated().map { RatingCount(rating: Double($0.offset + 1) / 2, viewings: $0.element) }
        unrated = stats.unrated
        genres = Ranking(stats.genres)
        directors = Ranking(stats.directors)
        actors = Ranking(stats.actors)
        minutesWatched = stats.minutesWatched
        hoursWatched = (Double(stats.minutesWatched) / 6).rounded() / 10
        unknownRuntime = stats.unknownRuntime
    }
}
