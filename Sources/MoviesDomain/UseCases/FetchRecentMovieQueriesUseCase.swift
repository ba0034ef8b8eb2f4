/// Reads the recent successful searches, newest first.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    func execute(maxCount: Int) async throws -> [MovieQuery]
}

public struct DefaultFetchRecentMovieQueriesUseCase: FetchRecentMovieQueriesUseCase {
    private let moviesQueriesRepository: any MoviesQueriesRepository

    public init(moviesQueriesRepository: any MoviesQueriesRepository) {
        self.moviesQueriesRepository = moviesQueriesRepository
    }

    public func execute(maxCount: Int) async throws -> [MovieQuery] {
        try await moviesQueriesRepository.fetchRecentsQueries(maxCount: maxCount)
    }
}
