import MoviesDomain

/// How a movies list starts: what it searches first and how it may fetch.
public struct MoviesListViewModelConfiguration: Equatable, Sendable {
    /// Searched as soon as the view loads; `nil` opens an empty list.
    public let initialQuery: MovieQuery?
    /// The page the initial search starts at (1-based).
    public let firstPage: Int
    /// Applied to every typed query (TMDB's `primary_release_year`).
    public let year: Int?
    /// How the first load may use the cache and the network.
    public let policy: FetchPolicy
    /// What the status line says for freshly fetched results.
    public let liveStatusText: String

    public init(
        initialQuery: MovieQuery? = nil,
        firstPage: Int = 1,
        year: Int? = nil,
        policy: FetchPolicy = .automatic,
        liveStatusText: String = StatusLineViewModel.defaultLiveText
    ) {
        self.initialQuery = initialQuery
        self.firstPage = max(1, firstPage)
        self.year = year
        self.policy = policy
        self.liveStatusText = liveStatusText
    }
}
