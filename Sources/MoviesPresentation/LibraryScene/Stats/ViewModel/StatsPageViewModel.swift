public import MoviesDomain

/// A year of your viewing in the words the stats show: a summary line, then
/// sections of labelled counts (what is unknown gets a row of its own). The
/// screen and `movies stats` lay it out; it is the same for both.
public struct StatsPageViewModel: Equatable, Sendable {
    /// A label and its count.
    public struct Row: Equatable, Sendable {
        /// Data text (a genre, a person's name): made safe for a terminal by the view.
        public let label: String
        public let count: Int
    }

    /// `Films per month` and its rows.
    public struct Section: Equatable, Sendable {
        public let title: String
        public let rows: [Row]
    }

    public static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    public let year: Int
    /// `Your 2024 in film: 12 viewings of 10 films, 21.5 hours watched.`, or
    /// how to log one when the year has none.
    public let summary: String
    /// Empty when the year has no viewing.
    public let sections: [Section]

    public init(stats: LibraryStats) {
        year = stats.year
        guard stats.viewingCount > 0 else {
            summary = "You logged no viewing in \(stats.year); log one with 'movies log FILM'."
            sections = []
            return
        }
        summary = Self.summary(stats)
        sections = Self.sections(stats)
    }

    private static func summary(_ stats: LibraryStats) -> String {
        let viewings = stats.viewingCount == 1 ? "1 viewing" : "\(stats.viewingCount) viewings"
        let films = stats.filmCount == 1 ? "1 film" : "\(stats.filmCount) films"
        var line = "Your \(stats.year) in film: \(viewings) of \(films), \(hoursText(minutes: stats.minutesWatched)) hours watched"
        if stats.unknownRuntime > 0 {
            line += " (\(stats.unknownRuntime) of unknown runtime not counted)"
        }
        return line + "."
    }

    /// Hours to a tenth: `21.5`, `3`.
    static func hoursText(minutes: Int) -> String {
        let tenths = Int((Double(minutes) / 6).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    private static func sections(_ stats: LibraryStats) -> [Section] {
        let months = zip(monthNames, stats.perMonth).map { Row(label: $0, count: $1) }
        let ratings = stats.ratings.enumerated().compactMap { index, count in
            StarRating(halfStars: index + 1).map { Row(label: LibraryMarkViewModel.ratingText($0), count: count) }
        }
        return [
            Section(title: "Films per month", rows: months),
            Section(title: "Release decades", rows: rows(stats.perDecade)),
            Section(title: "Your ratings", rows: ratings + (stats.unrated > 0 ? [Row(label: "unrated", count: stats.unrated)] : [])),
            Section(title: "Top genres", rows: rows(stats.genres)),
            Section(title: "Top directors", rows: rows(stats.directors)),
            Section(title: "Top actors", rows: rows(stats.actors)),
        ]
    }

    private static func rows(_ ranking: StatsRanking) -> [Row] {
        ranking.counts.map { Row(label: $0.name, count: $0.count) } + (ranking.unknown > 0 ? [Row(label: "unknown", count: ranking.unknown)] : [])
    }
}
