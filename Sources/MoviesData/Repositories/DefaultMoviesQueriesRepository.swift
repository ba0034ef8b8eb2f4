import MoviesDomain

/// Recent queries for the domain, kept by a `MoviesQueriesStorage`.
public struct DefaultMoviesQueriesRepository: MoviesQueriesRepository {
    private let moviesQueriesPersistentStorage: any MoviesQueriesStorage

    public init(moviesQueriesPersistentStorage: any MoviesQueriesStorage) {
        self.moviesQueriesPersistentStorage = moviesQueriesPersistentStorage
    }

    /// Runs off the caller's actor (a nonisolated async function), so the
    /// SQLite read never blocks the main actor.
    public func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery] {
        try moviesQueriesPersistentStorage.fetchRecentsQueries(maxCount: maxCount)
    }

    public func saveRecentQuery(_ query: MovieQuery) async throws {
        try moviesQueriesPersistentStorage.saveRecentQuery(query)
    }
}
