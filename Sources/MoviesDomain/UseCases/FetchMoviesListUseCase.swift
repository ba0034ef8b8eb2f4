/// What a list asks for: which list, which page, and how it may fetch.
public struct MoviesListRequest: Equatable, Sendable {
    public let source: MoviesListSource
    public let page: Int
    public let policy: FetchPolicy
    /// Whether a search that shows results moves its query to the top of the
    /// recent queries; scripts (`--json`) search without touching them.
    public let recordsQuery: Bool

    public init(source: MoviesListSource, page: Int, policy: FetchPolicy = .automatic, recordsQuery: Bool = true) {
        self.source = source
        self.page = page
        self.policy = policy
        self.recordsQuery = recordsQuery
    }
}

/// Fetches a page of a list of films and remembers searches that showed results.
public protocol FetchMoviesListUseCase: Sendable {
    /// The page, possibly twice: a cached copy first, then the fresh one.
    func execute(request: MoviesListRequest) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error>
}

/// Fetches through a `MoviesRepository`. The first page of a search shown
/// with results, cached or fresh, moves the query to the top of the recent
/// queries; a failed search, or one that found nothing, leaves them alone. A
/// page past the last one is a failure of its own, not an empty list.
public struct DefaultFetchMoviesListUseCase: FetchMoviesListUseCase {
    private let moviesRepository: any MoviesRepository
    private let moviesQueriesRepository: any MoviesQueriesRepository

    public init(moviesRepository: any MoviesRepository, moviesQueriesRepository: any MoviesQueriesRepository) {
        self.moviesRepository = moviesRepository
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(request: MoviesListRequest) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        let pages = moviesRepository.fetchMovies(source: request.source, page: request.page, policy: request.policy)
        let queries = moviesQueriesRepository
        let queryToRecord = request.recordsQuery ? request.source.query : nil
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var saved = queryToRecord == nil
                    for try await page in pages {
                        // A page past the end holds nothing; saying so beats "No results".
                        if page.value.movies.isEmpty, page.value.totalPages > 0, page.value.page > page.value.totalPages {
                            throw MoviesRepositoryError.pageOutOfRange(requested: page.value.page, lastPage: page.value.totalPages)
                        }
                        if !saved, let query = queryToRecord, !page.value.movies.isEmpty {
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
