#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import MoviesDomain

/// When a run lets its network service get ready early (`prepareForRequests`):
/// when its first screen is sure to ask the server before anything else.
///
/// Then libcurl loads while the cache opens (a cold search is ~2 ms faster).
/// A run that may be answered by the cache, or that fetches nothing until the
/// user types (`movies`, `recent`), never does: while libcurl loads, no thread
/// can start, and exit waits for it (README, "Cold search").
enum NetworkWarmUp {
    /// - Parameters:
    ///   - options: What the run's first screen shows and how it fetches.
    ///   - dataSource: Where answers come from; the embedded catalogue needs no network.
    ///   - cache: Whether the cache was opened already (then it is too late to overlap).
    ///   - cacheDirectory: Where a cache file would answer from.
    static func isWorthwhile(
        for options: MoviesSceneOptions,
        dataSource: AppConfiguration.DataSource,
        cache: CacheStoresAccess,
        cacheDirectory: URL
    ) -> Bool {
        guard case .server = dataSource, case .notOpened = cache, options.fetchesAtStart else { return false }
        switch options.policy {
        case .offline: return false
        case .refresh: return true
        case .automatic: return !MoviesCacheDatabase.fileExists(in: cacheDirectory)
        }
    }
}
