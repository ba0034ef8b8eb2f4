/// What a search asks for.
public struct SearchMoviesUseCaseRequestValue: Equatable, Sendable {
    public let query: MovieQuery
    public let page: Int
    public let policy: FetchPolicy
    /// Whether a search that shows results moves its query to the top of the
    /// recent queries; scripts (`--json`) search without touching them.
    public let recordsQuery: Bool

    public init(query: MovieQuery, page: Int, policy: FetchPolicy = .automatic, recordsQuery: Bool = true) {
        self.query = query
        self.page = page
        self.policy = policy
        self.recordsQuery = recordsQuery
    }
}

/// Searches for movies and remembers queries that showed results.
public protocol SearchMoviesUseCase: Sendable {
    /// The page, possibly twice: a cached copy first, then the fresh one.
    func execute(
        requestValue: SearchMoviesUseCaseRequestValue
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error>
}

/// Searches through a `MoviesRepository`; the first page shown with results,
/// cached or fresh, moves the query to the top of the recent queries. A failed
/// search, or one that found nothing, leaves them alone.
public struct DefaultSearchMoviesUseCase: SearchMoviesUseCase {
    private let moviesRepository: any MoviesRepository
    private let moviesQueriesRepository: any MoviesQueriesRepository

    public init(
        moviesRepository: any MoviesRepository,
        moviesQueriesRepository: any MoviesQueriesRepository
    ) {
        self.moviesRepository = moviesRepository
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(
        requestValue: SearchMoviesUseCaseRequestValue
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        let pages = moviesRepository.fetchMoviesList(
            query: requestValue.query,
            page: requestValue.page,
            policy: requestValue.policy
        )
        let queries = moviesQueriesRepository
        let query = requestValue.query
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var saved = !requestValue.recordsQuery
                    for try await page in pages {
                        if !saved && !page.value.movies.isEmpty {
                            saved = true
                            // Remembering a query is a convenience: failing to do so
                            // must not hide the results the user asked for.
                            try? await queries.saveRecentQuery(query)
                        }
                        continuation.yield(page)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
