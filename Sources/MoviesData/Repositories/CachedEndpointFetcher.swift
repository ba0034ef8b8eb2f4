#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
                cache?.recordHit(for: key)
                yield(Fetched(value: stored.value, origin: .offline(fetchedAt: fetchedAt, reason: nil)))
                return
            case .automatic where stored.entry.isFresh(at: now()):
                cache?.recordHit(for: key)
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
            // The stored page answers after all: a hit. A stale page shown
            // while the server was asked is not one until then.
            cache?.recordHit(for: key)
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
            // A 304 updates what it carries; without its own `Cache-Control`
            // the stored freshness lifetime still applies from now on.
            let directives = CacheControlDirectives(header: response.header("Cache-Control"))
            if directives.noStore {
                try? cache?.removeResponse(for: key)
            } else {
                let maxAge = directives.maxAgeSeconds ?? stored.entry.maxAgeSeconds
                try? cache?.markRevalidated(
                    key, at: now(), maxAgeSeconds: maxAge,
                    entityTag: response.header("ETag"), lastModified: response.header("Last-Modified")
                )
            }
            return stored.value
        }
    }

    private func storedValue<E: ResponseRequestable>(
        for key: ResponseCacheKey,
        endpoint: E
    ) -> (entry: CachedResponse, value: E.Response)? {
        // A cache that cannot be read, a body that no longer decodes and an
        // error answer (which is never data) all count as a miss: the network
        // still answers, and its answer replaces the entry.
        guard let entry = try? cache?.response(for: key),
              entry.statusCode == Self.storableStatus,
              let value = try? dataTransferService.decode(entry.body, for: endpoint)
        else { return nil }
        return (entry, value)
    }

    /// Only complete success answers become cache entries.
    private static let storableStatus = 200

    private func store(_ response: NetworkResponse, key: ResponseCacheKey) {
        guard let cache else { return }
        let directives = CacheControlDirectives(header: response.header("Cache-Control"))
        if directives.noStore {
            // An older entry for the same request is outdated by this answer,
            // and the server no longer wants any copy kept.
            try? cache.removeResponse(for: key)
            return
        }
        guard response.statusCode == Self.storableStatus else { return }
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
