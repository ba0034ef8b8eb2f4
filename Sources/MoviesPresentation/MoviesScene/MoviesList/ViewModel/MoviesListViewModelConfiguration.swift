public import MoviesDomain

/// How a movies list starts: what it shows first and how it may fetch.
public struct MoviesListViewModelConfiguration: Equatable, Sendable {
    /// Loaded as soon as the view loads; `nil` opens an empty search list
    /// that waits for a query.
    public let source: MoviesListSource?
    /// The page the first load starts at (1-based).
    public let firstPage: Int
    /// Applied to every typed query (TMDB's `primary_release_year`).
    public let year: Int?
    /// How the first load may use the cache and the network.
    public let policy: FetchPolicy
    /// How the status line and error sentences name the data source.
    public let wording: DataSourceWording
    /// Whether searches that show results are remembered as recent queries.
    public let recordsQueries: Bool

    /// - Parameters:
    ///   - source: What the list shows first.
    ///   - initialQuery: A search to show first, when `source` is not given.
    public init(
        source: MoviesListSource? = nil,
        initialQuery: MovieQuery? = nil,
        firstPage: Int = 1,
        year: Int? = nil,
        policy: FetchPolicy = .automatic,
        wording: DataSourceWording = .tmdb,
        recordsQueries: Bool = true
    ) {
        self.source = source ?? initialQuery.map(MoviesListSource.search)
        self.firstPage = max(1, firstPage)
        self.year = year
        self.policy = policy
        self.wording = wording
        self.recordsQueries = recordsQueries
    }
}
