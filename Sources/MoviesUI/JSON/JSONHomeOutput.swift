import MoviesPresentation

/// `movies --json` off a terminal: the home screen's sections and their first films.
struct JSONHomeOutput: Encodable, Sendable {
    struct Section: Encodable, Sendable {
        let title: String
        let summary: String
        /// `false` for a list only TMDB itself can answer (on the embedded catalogue).
        let available: Bool
        let films: [JSONMovieOutput]
        /// Your year in film's numbers; absent from every other section.
        let yearInFilm: YearInFilm?

        private enum CodingKeys: String, CodingKey {
            case title, summary, available, films
            case yearInFilm = "year_in_film"
        }
    }

    /// The numbers `movies stats --json` gives for the same year, in brief.
    struct YearInFilm: Encodable, Sendable {
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

    let sections: [Section]
    let note: String?
}
