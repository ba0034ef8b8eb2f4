/// Where a shown value came from.
public enum DataOrigin: Equatable, Sendable {
    /// Fetched from the server just now (or confirmed unchanged by it).
    case live
    /// Read from the cache; a newer value may follow.
    case cached(fetchedAt: Timestamp)
    /// Read from the cache because the network was not used: `reason` is the
    /// failure that made it so, or `nil` when offline mode was asked for.
    case offline(fetchedAt: Timestamp, reason: MoviesRepositoryError?)
}
