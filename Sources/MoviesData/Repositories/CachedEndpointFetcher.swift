import Foundation
import MoviesDomain
import Networking

/// Fetches an endpoint through the response cache: a cached value first, then
/// the network unless the cached value is fresh; the cached value stands in
/// when the network fails. Shared by every repository.
struct CachedEndpointFetcher: Sendable {
    let dataTransferService: any DataTransferService
    /// `nil` when no cache could be opened: every request then goes to the network.
    let cache: (any ResponseCache)?
    let now: @Sendable () -> Date

    func fetch<E: ResponseRequestable>(
        _ endpoint: E,
        policy: FetchPolicy
    ) -> AsyncThrowingStream<Fetched<E.Response>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await run(endpoint, policy: policy) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: MoviesRepositoryError(error))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func run<E: ResponseRequestable>(
        _ endpoint: E,
        policy: FetchPolicy,
        yield: (Fetched<E.Response>) -> Void
    ) async throws {
        let request = try dataTransferService.networkRequest(for: endpoint)
        let key = ResponseCacheKey(request: request, credentialNames: dataTransferService.config.credentialNames)
        let stored = storedValue(for: key, endpoint: endpoint)

        if let stored {
            let fetchedAt = Timestamp(stored.entry.fetchedAt)
            switch policy {
            case .offline:
                yield(Fetched(value: stored.value, origin: .offline(fetchedAt: fetchedAt, reason: nil)))
                return
            case .automatic where stored.entry.isFresh(at: now()):
                yield(Fetched(value: stored.value, origin: .cached(fetchedAt: fetchedAt)))
                return
            case .automatic, .refresh:
                yield(Fetched(value: stored.value, origin: .cached(fetchedAt: fetchedAt)))
            }
        } else if policy == .offline {
            throw MoviesRepositoryError.notCached
        }

        do {
            try Task.checkCancellation()
            let result = try await dataTransferService.request(
                with: endpoint,
                extraHeaders: stored?.entry.validatorHeaders ?? [:]
            )
            try yield(Fetched(value: handle(result, key: key, stored: stored), origin: .live))
        } catch {
            let failure = MoviesRepositoryError(error)
            guard let stored, failure.allowsCachedFallback else { throw failure }
            let fetchedAt = Timestamp(stored.entry.fetchedAt)
            yield(Fetched(value: stored.value, origin: .offline(fetchedAt: fetchedAt, reason: failure)))
        }
    }

    private func handle<Value>(
        _ result: DataTransferResult<Value>,
        key: ResponseCacheKey,
        stored: (entry: CachedResponse, value: Value)?
    ) throws -> Value {
        switch result {
        case .value(let value, let response):
            store(response, key: key)
            return value
        case .notModified(let response):
            guard let stored else {
                throw MoviesRepositoryError.invalidResponse(detail: "the server answered 304 to a request that was not conditional")
            }
            let directives = CacheControlDirectives(header: response.header("Cache-Control"))
            try? cache?.markRevalidated(key, at: now(), maxAgeSeconds: directives.maxAgeSeconds ?? stored.entry.maxAgeSeconds)
            return stored.value
        }
    }

    private func storedValue<E: ResponseRequestable>(
        for key: ResponseCacheKey,
        endpoint: E
    ) -> (entry: CachedResponse, value: E.Response)? {
        // A cache that cannot be read is treated as empty: the network still answers.
        guard let entry = try? cache?.response(for: key),
              let value = try? dataTransferService.decode(entry.body, for: endpoint)
        else { return nil }
        return (entry, value)
    }

    private func store(_ response: NetworkResponse, key: ResponseCacheKey) {
        let directives = CacheControlDirectives(header: response.header("Cache-Control"))
        guard let cache, response.statusCode == 200, !directives.noStore else { return }
        let entry = CachedResponse(
            key: key,
            statusCode: response.statusCode,
            body: response.body,
            fetchedAt: now(),
            entityTag: response.header("ETag"),
            lastModified: response.header("Last-Modified"),
            maxAgeSeconds: directives.maxAgeSeconds
        )
        // Failing to cache must not fail the search that just succeeded.
        try? cache.save(entry)
    }
}

extension Timestamp {
    init(_ date: Date) {
        self.init(secondsSince1970: date.timeIntervalSince1970)
    }
}
