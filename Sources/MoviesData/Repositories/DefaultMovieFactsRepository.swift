import MoviesDomain
import Networking

/// Where to watch, videos and reviews from the details answer (the same
/// request, and cache entry, as the details screen), reviews past the first
/// page and the names `discover` filters by from their own endpoints.
public struct DefaultMovieFactsRepository: MovieFactsRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    public func fetchWatchProviders(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<WatchProviders>, any Error> {
        let fetcher = source.fetcher
        return part(of: movieID, policy: policy, from: { $0.watchProviders?.toDomain() }) { policy in
            fetcher.fetch(APIEndpoints.movieWatchProviders(id: movieID), policy: policy).mapValues { $0.toDomain() }
        }
    }

    public func fetchVideos(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieVideos>, any Error> {
        let fetcher = source.fetcher
        let language = source.language
        let fromDetails: @Sendable (MovieDetailsResponseDTO) -> MovieVideos? = { details in
            details.videos.map { MovieVideos(videos: $0.toDomain(), filmLanguage: details.movie.originalLanguage.nonEmpty) }
        }
        return part(of: movieID, policy: policy, from: fromDetails) { policy in
            // The film's language is not in this answer: the trailer rule
            // then prefers English.
            fetcher.fetch(APIEndpoints.movieVideos(id: movieID, language: language), policy: policy)
                .mapValues { MovieVideos(videos: $0.toDomain(), filmLanguage: nil) }
        }
    }

    public func fetchReviews(movieID: Movie.Identifier, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error> {
        let fetcher = source.fetcher
        let endpoint = APIEndpoints.movieReviews(id: movieID, page: page, language: source.language)
        let ownPage: @Sendable (FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error> = { policy in
            fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain(requestedPage: page) }
        }
        guard page == 1 else { return ownPage(policy) }
        return part(of: movieID, policy: policy, from: { $0.reviews?.toDomain(requestedPage: 1) }, else: ownPage)
    }

    public func fetchWatchProviderList(region: String, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[WatchProvider]>, any Error> {
        source.fetcher.fetch(APIEndpoints.watchProviderList(region: region, language: source.language), policy: policy).mapValues { $0.toDomain() }
    }

    public func searchKeywords(query: String, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Keyword]>, any Error> {
        source.fetcher.fetch(APIEndpoints.searchKeywords(query: query), policy: policy).mapValues { $0.toDomain() }
    }

    /// One part of the details answer, read from it alone (the rest of the
    /// film is not mapped). An answer without the part — the embedded
    /// catalogue's, which refuses the part's own endpoint with a sentence —
    /// hands over to `standalone` with the same policy.
    private func part<Part: Sendable>(
        of movieID: Movie.Identifier,
        policy: FetchPolicy,
        from details: @escaping @Sendable (MovieDetailsResponseDTO) -> Part?,
        else standalone: @escaping @Sendable (FetchPolicy) -> AsyncThrowingStream<Fetched<Part>, any Error>
    ) -> AsyncThrowingStream<Fetched<Part>, any Error> {
        let answers = source.fetcher.fetch(APIEndpoints.movieDetails(id: movieID, language: source.language), policy: policy)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var lacksPart = false
                    for try await answer in answers {
                        guard let value = details(answer.value) else {
                            lacksPart = true
                            break
                        }
                        continuation.yield(Fetched(value: value, origin: answer.origin))
                    }
                    if lacksPart {
                        for try await value in standalone(policy) { continuation.yield(value) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
