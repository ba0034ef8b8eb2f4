/// The first value of a fetch, from the cache alone when it holds one (no
/// request is started: one cancelled half-way would still be running when a
/// one-shot command exits), else from the network.
enum CacheFirstFetch {
    /// - Returns: `nil` when the stream ends with no value.
    /// - Throws: What the network fetch throws.
    static func value<Value>(_ fetch: (FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>) async throws -> Value? {
        for policy in [FetchPolicy.offline, .automatic] {
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
