/// `movies --json` off a terminal: the home screen's sections and their first films.
struct JSONHomeOutput: Encodable, Sendable {
    struct Section: Encodable, Sendable {
        let title: String
        let summary: String
        /// `false` for a list only TMDB itself can answer (on the embedded catalogue).
        let available: Bool
        let films: [JSONMovieOutput]
        /// Your year in film's numbers, as `movies stats --json` names them;
        /// absent from every other section.
        let stats: JSONYearInFilmOutput?
    }

    let sections: [Section]
    let note: String?
}
