import MoviesDomain

/// Lists of films from TMDB (or the embedded catalogue) through the response
/// cache: searches, TMDB's lists, discoveries, related films and collections.
public struct DefaultMoviesRepository: MoviesRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    public func fetchMovies(
        source list: MoviesListSource,
        page: Int,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        if case .collection(let id, _) = list {
            let endpoint = APIEndpoints.collection(id: id, language: source.language)
            return source.fetcher.fetch(endpoint, policy: policy).mapValues { $0.toMoviesPage() }
        }
        let endpoint = APIEndpoints.movies(source: list, page: page, language: source.language)
        return source.fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain(requestedPage: page) }
    }
}
