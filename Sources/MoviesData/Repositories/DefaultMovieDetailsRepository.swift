import MoviesDomain
import Networking

/// Full details of one film, with credits, recommendations and the facts
/// (`APIEndpoints.detailsParts`), through the response cache.
public struct DefaultMovieDetailsRepository: MovieDetailsRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    /// The details in one request. When they cannot be had (offline, or the
    /// network failed) and only details cached by an earlier version are
    /// there — asked for with fewer parts — those are shown, offline and
    /// without what they lack, rather than nothing.
    public func fetchMovieDetails(
        id: Movie.Identifier,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        let current = source.fetcher.fetch(APIEndpoints.movieDetails(id: id, language: source.language), policy: policy)
        let earlier = APIEndpoints.earlierDetailsParts.map { APIEndpoints.movieDetails(id: id, appending: $0, language: source.language) }
        let fetcher = source.fetcher
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await value in current {
                        continuation.yield(Fetched(value: value.value.toDomain(), origin: value.origin))
                    }
                    continuation.finish()
                } catch let failure as MoviesRepositoryError where failure == .notCached || failure.allowsCachedFallback {
                    for endpoint in earlier {
                        if let standIn = await Self.cachedStandIn(endpoint, fetcher: fetcher, failure: failure) {
                            continuation.yield(standIn)
                            continuation.finish()
                            return
                        }
                    }
                    continuation.finish(throwing: failure)
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The details as an earlier version cached them, marked offline for
    /// `failure` (or for no failure when offline mode was asked for).
    private static func cachedStandIn(
        _ endpoint: Endpoint<MovieDetailsResponseDTO>,
        fetcher: CachedEndpointFetcher,
        failure: MoviesRepositoryError
    ) async -> Fetched<MovieDetails>? {
        var standIn: Fetched<MovieDetails>?
        do {
            for try await value in fetcher.fetch(endpoint, policy: .offline) {
                guard case .offline(let fetchedAt, _) = value.origin else { continue }
                standIn = Fetched(value: value.value.toDomain(), origin: .offline(fetchedAt: fetchedAt, reason: failure == .notCached ? nil : failure))
            }
        } catch {
            return nil
        }
        return standIn
    }
}
