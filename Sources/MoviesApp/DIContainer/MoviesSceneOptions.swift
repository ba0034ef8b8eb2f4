import MoviesDomain
import MoviesPresentation

/// What one run asks of the scenes: the screen it opens on and how to fetch.
struct MoviesSceneOptions: Sendable {
    /// The first screen; an empty search waits for typing.
    var destination: AppDestination = .search(nil)
    /// Applied to every typed search (`--year`).
    var year: Int?
    /// The country TMDB's lists are for (`--region`), such as `GB`.
    var region: String?
    var policy: FetchPolicy = .automatic
    /// Whether a person is at a terminal (full-screen UI) rather than reading output.
    var isInteractive = false
    /// Whether searches that show results are remembered (not for `--json`).
    var recordsQueries = true

    /// Whether the first screen fetches as soon as it opens, rather than
    /// waiting for the user to type a search.
    var fetchesAtStart: Bool {
        if case .search(nil, _) = destination { return false }
        return true
    }
}
