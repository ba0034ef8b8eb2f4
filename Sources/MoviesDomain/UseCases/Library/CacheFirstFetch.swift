/// The first value of a fetch, from the cache alone when it holds one (no
/// request is started: one cancelled half-way would still be running when a
/// one-shot command exits), else from the network.
enum CacheFirstFetch {
    /// - Parameter then: How to ask when the cache has no value; `.offline` asks no further.
    /// - Returns: `nil` when the stream ends with no value.
    /// - Throws: What the network fetch throws (`.notCached` when `then` is `.offline`).
    static func value<Value>(
        then: FetchPolicy = .automatic,
        _ fetch: (FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>
    ) async throws -> Value? {
        for policy in then == .offline ? [FetchPolicy.offline] : [.offline, then] {
            do {
                for try await fetched in fetch(policy) {
                    return fetched.value
                }
                return nil
            } catch MoviesRepositoryError.notCached where policy == .offline {
                continue
            }
        }
        return nil
    }
}
