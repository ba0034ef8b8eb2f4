import MoviesDomain

/// What one run of the movies scene asks for: the first search and how to fetch.
struct MoviesSceneOptions: Sendable {
    var initialQuery: MovieQuery?
    var firstPage = 1
    var year: Int?
    var policy: FetchPolicy = .automatic
    /// Whether a person is at a terminal (full-screen UI) rather than reading output.
    var isInteractive = false
}
