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
///
/// It is the one way answers reach the cache (every repository and the poster
/// images go through it), so it is where what a server sent is scrubbed of the
/// credentials it was sent with: a server echoing the key, the token or the
/// base URL's password into a body or a validator gets `<redacted>` stored.
struct CachedEndpointFetcher: Sendable {
    let dataTransferService: any DataTransferService
    /// `nil` when no cache could be opened: every request then goes to the network.
    let cache: (any ResponseCache)?
    let now: @Sendable () -> Date
    /// Knows the secrets of `dataTransferService`'s configuration.
    private let redactor: CredentialRedactor

    /// - Parameter otherSecrets: Secrets of other services to keep out of
    ///   the cache too (the API's, for the image host's fetcher).
    init(
        dataTransferService: any DataTransferService,
        cache: (any ResponseCache)?,
        now: @escaping @Sendable () -> Date,
        otherSecrets: CredentialRedactor? = nil
    ) {
        self.dataTransferService = dataTransferService
        self.cache = cache
        self.now = now
        let own = CredentialRedactor(config: dataTransferService.config)
        self.redactor = otherSecrets.map(own.merging) ?? own
    }

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
            try yield(Fetched(value: handle(result, endpoint: endpoint, key: key, stored: stored), origin: .live))
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

    private func handle<E: ResponseRequestable>(
        _ result: DataTransferResult<E.Response>,
        endpoint: E,
        key: ResponseCacheKey,
        stored: (entry: CachedResponse, value: E.Response)?
    ) throws -> E.Response {
        switch result {
        case .value(let value, let response):
            return store(response, value: value, endpoint: endpoint, key: key)
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
                    entityTag: scrubbed(response.header("ETag")), lastModified: scrubbed(response.header("Last-Modified"))
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

    /// Stores `response`, scrubbed of credentials, and returns the value to
    /// show: `value`, or — when the server echoed a credential — the value of
    /// the scrubbed body, so that the screen and anything kept from it (the
    /// library keeps titles) see what a later replay from the cache would.
    private func store<E: ResponseRequestable>(
        _ response: NetworkResponse,
        value: E.Response,
        endpoint: E,
        key: ResponseCacheKey
    ) -> E.Response {
        let body = redactor.scrub(data: response.body)
        var shown = value
        var storable = true
        if body != response.body {
            if let scrubbedValue = try? dataTransferService.decode(body, for: endpoint) {
                shown = scrubbedValue
            } else {
                // The credential stood where `<redacted>` cannot (a bare JSON
                // number, say): such a body is never stored.
                storable = false
            }
        }
        guard let cache else { return shown }
        let directives = CacheControlDirectives(header: response.header("Cache-Control"))
        if directives.noStore || !storable {
            // An older entry for the same request is outdated by this answer,
            // and no copy of this one may be kept.
            try? cache.removeResponse(for: key)
            return shown
        }
        guard response.statusCode == Self.storableStatus else { return shown }
        let entry = CachedResponse(
            key: key,
            statusCode: response.statusCode,
            body: body,
            fetchedAt: now(),
            entityTag: scrubbed(response.header("ETag")),
            lastModified: scrubbed(response.header("Last-Modified")),
            maxAgeSeconds: directives.maxAgeSeconds
        )
        // Failing to cache must not fail the search that just succeeded.
        try? cache.save(entry)
        return shown
    }

    /// A validator as it may be stored (and sent back): without credentials.
    private func scrubbed(_ header: String?) -> String? {
        header.map(redactor.redact(text:))
    }
}

extension Timestamp {
    init(_ date: Date) {
        self.init(secondsSince1970: date.timeIntervalSince1970)
    }
}
