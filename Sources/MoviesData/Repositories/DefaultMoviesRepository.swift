import MoviesDomain

/// Search results from TMDB (or the embedded catalogue) through the response cache.
public struct DefaultMoviesRepository: MoviesRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    public func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        let endpoint = APIEndpoints.searchMovies(query: query, page: page, language: source.language)
        return source.fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain() }
    }
}
