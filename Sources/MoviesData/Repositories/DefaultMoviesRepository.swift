#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import Networking

/// Search results from TMDB (or the embedded catalogue) through the response cache.
public struct DefaultMoviesRepository: MoviesRepository {
    private let fetcher: CachedEndpointFetcher
    private let language: String?

    /// - Parameters:
    ///   - language: TMDB `language` parameter, such as `ko-KR`; `nil` for the server's default.
    public init(
        dataTransferService: any DataTransferService,
        cache: (any ResponseCache)?,
        language: String? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.fetcher = CachedEndpointFetcher(dataTransferService: dataTransferService, cache: cache, now: now)
        self.language = language
    }

    public func fetchMoviesList(
        query: MovieQuery,
        page: Int,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        let endpoint = APIEndpoints.searchMovies(query: query, page: page, language: language)
        return fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain() }
    }
}
