import MoviesDomain

/// Recent queries from a fixed list, newest first.
struct FetchRecentMovieQueriesUseCaseStub: FetchRecentMovieQueriesUseCase {
    let queries: [MovieQuery]

    func execute(maxCount: Int) async throws -> [MovieQuery] {
        Array(queries.prefix(maxCount))
    }
}
