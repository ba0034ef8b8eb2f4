public import MoviesDomain

/// Home's "Your year in film" at a glance: the numbers the stats use case
/// counted (the same `movies stats` shows, never counted a second way) and
/// the line that words them. What the library does not know (a runtime, a
/// genre) is left unsaid or said to be unknown, never guessed.
public struct HomeYearInFilmViewModel: Equatable, Sendable {
    public let year: Int
    public let viewingCount: Int
    public let filmCount: Int
    /// Viewings in each month, January first: 12 numbers, for the chart.
    public let perMonth: [Int]
    /// The known runtimes of the viewings, summed.
    public let minutesWatched: Int
    /// Viewings of films of unknown runtime, not in `minutesWatched`.
    public let unknownRuntime: Int
    /// `2026: 12 films (14 viewings), 23.5 hours · top genre Drama · …`, or
    /// how to log one when the year has none.
    public let summary: String

    public init(stats: LibraryStats) {
        year = stats.year
        viewingCount = stats.viewingCount
        filmCount = stats.filmCount
        perMonth = stats.perMonth
        minutesWatched = stats.minutesWatched
        unknownRuntime = stats.unknownRuntime
        summary = stats.viewingCount == 0 ? "Nothing logged in \(stats.year) yet: press L on a film you saw." : Self.summary(stats)
    }

    /// Whether the year has a viewing to chart.
    public var hasViewings: Bool { viewingCount > 0 }

    /// The months with viewings and their counts, `Jan 3 · Mar 5`, for
    /// output with no chart; empty when the year has none.
    public var perMonthText: String {
        zip(StatsPageViewModel.monthNames, perMonth).filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
    }

    private static func summary(_ stats: LibraryStats) -> String {
        let films = stats.filmCount == 1 ? "1 film" : "\(stats.filmCount) films"
        let viewings = stats.viewingCount == stats.filmCount ? "" : " (\(stats.viewingCount) viewings)"
        var parts = ["\(stats.year): \(films)\(viewings), \(hours(stats))"]
        if let genres = leaders(stats.genres) {
            parts.append((genres.count == 1 ? "top genre " : "top genres ") + genres.joined(separator: " & "))
        }
        if let directors = leaders(stats.directors) {
            parts.append((directors.count == 1 ? "top director " : "top directors ") + directors.joined(separator: " & "))
        }
        return parts.joined(separator: " · ")
    }

    /// The hours of the known runtimes: "at least" when some are unknown.
    private static func hours(_ stats: LibraryStats) -> String {
        guard stats.unknownRuntime < stats.viewingCount else { return "hours unknown" }
        let hours = StatsPageViewModel.hoursText(minutes: stats.minutesWatched)
        let unit = hours == "1" ? "hour" : "hours"
        return stats.unknownRuntime > 0 ? "at least \(hours) \(unit)" : "\(hours) \(unit)"
    }

    /// The most counted names of `ranking`, when one or two share the lead:
    /// a tie of more is no leader, and nothing is said.
    private static func leaders(_ ranking: StatsRanking) -> [String]? {
        guard let top = ranking.counts.first else { return nil }
        let tied = ranking.counts.prefix { $0.count == top.count }.map(\.name)
        return tied.count <= 2 ? tied : nil
    }
}
