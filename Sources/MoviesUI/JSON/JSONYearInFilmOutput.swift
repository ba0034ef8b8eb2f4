import MoviesPresentation

/// Home's year in film in `movies home --json`: the numbers `movies stats
/// --json` gives for the same year, in brief, under the same names.
struct JSONYearInFilmOutput: Encodable, Sendable {
    struct Month: Encodable, Sendable {
        let name: String
        let viewings: Int
    }

    let year: Int
    let viewings: Int
    let films: Int
    let perMonth: [Month]
    let minutesWatched: Int
    /// Viewings of films of unknown runtime, not in the minutes.
    let unknownRuntime: Int

    private enum CodingKeys: String, CodingKey {
        case year, viewings, films
        case perMonth = "per_month"
        case minutesWatched = "minutes_watched"
        case unknownRuntime = "unknown_runtime"
    }

    init(_ year: HomeYearInFilmViewModel) {
        self.year = year.year
        viewings = year.viewingCount
        films = year.filmCount
        perMonth = zip(StatsPageViewModel.monthNames, year.perMonth).map { Month(name: $0, viewings: $1) }
        minutesWatched = year.minutesWatched
        unknownRuntime = year.unknownRuntime
    }
}
