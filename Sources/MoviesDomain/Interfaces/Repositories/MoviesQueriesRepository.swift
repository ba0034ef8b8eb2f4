/// The list of recent successful searches.
public protocol MoviesQueriesRepository: Sendable {
    /// Recent queries, newest first, at most `maxCount`.
    func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery]
    /// Moves `query` to the top of the recent queries, merging duplicates.
    func saveRecentQuery(_ query: MovieQuery) async throws
}
