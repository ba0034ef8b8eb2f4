import MoviesDomain

/// Full details of one film, with credits, through the response cache.
public struct DefaultMovieDetailsRepository: MovieDetailsRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    public func fetchMovieDetails(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        let endpoint = APIEndpoints.movieDetails(id: id, language: source.language)
        return source.fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain() }
    }
}
