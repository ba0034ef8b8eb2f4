#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// What every TMDB repository shares: the data-transfer service, the response
/// cache in front of it, and the language answers are asked in.
///
/// The app builds one and hands it to each repository, so a new repository is
/// an endpoint and a mapping, never another copy of the caching set-up.
public struct TMDBDataSource: Sendable {
    let fetcher: CachedEndpointFetcher
    /// TMDB `language` parameter, such as `ko-KR`; `nil` for the server's default.
    let language: String?

    /// - Parameters:
    ///   - cache: `nil` when no cache could be opened: every request then goes to the network.
    ///   - now: The clock freshness is judged by.
    public init(
        dataTransferService: any DataTransferService,
        cache: (any ResponseCache)?,
        language: String? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        fetcher = CachedEndpointFetcher(dataTransferService: dataTransferService, cache: cache, now: now)
        self.language = language
    }
}
