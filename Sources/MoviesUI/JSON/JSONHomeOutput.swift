/// `movies --json` off a terminal: the home screen's sections and their first films.
struct JSONHomeOutput: Encodable, Sendable {
    struct Section: Encodable, Sendable {
        let title: String
        let summary: String
        /// `false` for a list only TMDB itself can answer (on the embedded catalogue).
        let available: Bool
        let films: [JSONMovieOutput]
    }

    let sections: [Section]
    let note: String?
}
