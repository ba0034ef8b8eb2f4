import MoviesData

/// How far a run has got with the cache's stores.
enum CacheStoresAccess {
    /// Nothing asked for the cache yet.
    case notOpened
    /// The cache is open.
    case opened(MoviesCacheStores)
    /// The cache could not be opened, and the run goes without one (said once on stderr).
    case unavailable

    /// The open stores, if any.
    var stores: MoviesCacheStores? {
        if case .opened(let stores) = self { return stores }
        return nil
    }
}
