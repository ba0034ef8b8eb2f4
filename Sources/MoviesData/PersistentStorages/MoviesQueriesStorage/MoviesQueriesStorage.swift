import MoviesDomain

/// Keeps the recent successful searches.
///
/// Calls are synchronous (SQLite is) and safe from any thread.
public protocol MoviesQueriesStorage: Sendable {
    /// Newest first, at most `maxCount`.
    func fetchRecentsQueries(maxCount: Int) throws -> [MovieQuery]
    /// Puts `query` on top; an earlier query that is the same search is merged
    /// into it, and only the newest `MoviesQueriesStorageLimits.maxStored` are kept.
    func saveRecentQuery(_ query: MovieQuery) throws
}

/// How many recent queries are kept.
public enum MoviesQueriesStorageLimits {
    public static let maxStored = 100
    /// How many the suggestions under the search field show: the newest that match.
    public static let maxSuggested = 10
}
