#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// The parts of a `Cache-Control` response header that the response cache obeys.
struct CacheControlDirectives: Equatable {
    /// `max-age` in seconds; `nil` when absent or unreadable.
    var maxAgeSeconds: Double?
    /// `no-store`: the response must not be written to the cache.
    var noStore = false
    /// `no-cache`: a stored response must be revalidated before each use.
    var noCache = false

    init(header: String?) {
        guard let header else { return }
        for directive in header.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = parts.first else { continue }
            let name = first.trimmingSpacesAndTabs.lowercased()
            let value = parts.count > 1 ? parts[1].trimmingSpacesAndTabs : nil
            switch name {
            case "max-age":
                let digits = value?.trimming { $0 == "\"" }
                maxAgeSeconds = digits.flatMap(Double.init).map { max(0, $0) }
            case "no-store":
                noStore = true
            case "no-cache":
                noCache = true
            default:
                continue
            }
        }
        if noCache { maxAgeSeconds = 0 }
    }
}
