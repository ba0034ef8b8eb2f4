/// Reads the recent successful searches, newest first.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    /// At most `maxCount` queries, the newest first.
    func execute(maxCount: Int) async throws -> [MovieQuery]
}

/// Reads recent queries from a `MoviesQueriesRepository`.
public struct DefaultFetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase {
    private let moviesQueriesRepository: any MoviesQueriesRepository

    public init(moviesQueriesRepository: any MoviesQueriesRepository) {
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(maxCount: Int) async throws -> [MovieQuery] {
        try await moviesQueriesRepository.fetchRecentsQueries(maxCount: maxCount)
    }
}
