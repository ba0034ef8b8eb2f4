/// How a repository may use its cache and the network for one request.
public enum FetchPolicy: Equatable, Sendable {
    /// Show a cached value at once; ask the network unless the cached value is fresh.
    case automatic
    /// Show a cached value at once, then always ask the network.
    case refresh
    /// Never touch the network; only cached values.
    case offline
}
