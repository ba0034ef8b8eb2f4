import MoviesDomain

/// TMDB's film genres through the response cache.
public struct DefaultGenresRepository: GenresRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    public func fetchGenres(policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Genre]>, any Error> {
        source.fetcher.fetch(APIEndpoints.genres(language: source.language), policy: policy).mapValues { $0.toDomain() }
    }
}
