public import MoviesDomain

/// Recent searches from a fixed list, newest first.
public struct StubRecentQueriesUseCase: FetchRecentMovieQueriesUseCase {
    public let queries: [MovieQuery]

    public init(queries: [MovieQuery]) {
        self.queries = queries
    }

    public func execute(maxCount: Int) async throws -> [MovieQuery] {
        Array(queries.prefix(maxCount))
    }
}
