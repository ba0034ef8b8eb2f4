import MoviesDomain

/// What one run of the movies scene asks for: the first search and how to fetch.
struct MoviesSceneOptions: Sendable {
    var initialQuery: MovieQuery?
    var firstPage = 1
    var year: Int?
    var policy: FetchPolicy = .automatic
    /// Whether a person is at a terminal (full-screen UI) rather than reading output.
    var isInteractive = false
    /// Whether searches that show results are remembered (not for `--json`).
    var recordsQueries = true
    /// Whether the scene opens on the details of a movie given on the command line.
    var showsDetailsAtStart = false

    /// Whether the scene fetches as soon as it opens, rather than waiting for
    /// the user to type a search.
    var fetchesAtStart: Bool { initialQuery != nil || showsDetailsAtStart }
}
