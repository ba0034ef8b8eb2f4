public import MoviesDomain

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
    /// How the status line and error sentences name the data source.
    public let wording: DataSourceWording
    /// Whether searches that show results are remembered as recent queries.
    public let recordsQueries: Bool

    public init(
        initialQuery: MovieQuery? = nil,
        firstPage: Int = 1,
        year: Int? = nil,
        policy: FetchPolicy = .automatic,
        wording: DataSourceWording = .tmdb,
        recordsQueries: Bool = true
    ) {
        self.recordsQueries = recordsQueries
        self.initialQuery = initialQuery
        self.firstPage = max(1, firstPage)
        self.year = year
        self.policy = policy
        self.wording = wording
    }
}
