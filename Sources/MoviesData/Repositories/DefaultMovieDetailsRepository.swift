#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import Networking

/// Full details of one film, with credits, through the response cache.
public struct DefaultMovieDetailsRepository: MovieDetailsRepository {
    private let fetcher: CachedEndpointFetcher
    private let language: String?

    public init(
        dataTransferService: any DataTransferService,
        cache: (any ResponseCache)?,
        language: String? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.fetcher = CachedEndpointFetcher(dataTransferService: dataTransferService, cache: cache, now: now)
        self.language = language
    }

    public func fetchMovieDetails(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        let endpoint = APIEndpoints.movieDetails(id: id, language: language)
        return fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain() }
    }
}
