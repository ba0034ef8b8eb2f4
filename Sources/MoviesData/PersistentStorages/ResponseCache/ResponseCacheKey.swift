#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// Identifies a cached response: origin, method, path and the sorted query
/// parameters, with every credential left out.
public struct ResponseCacheKey: Hashable, Sendable, CustomStringConvertible {
    /// Such as `GET https://api.themoviedb.org/3/search/movie?page=1&query=inception`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key for `request`, dropping query parameters named in `credentialNames`.
    public init(request: NetworkRequest, credentialNames: Set<String>) {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let scheme = components?.scheme?.lowercased() ?? ""
        let host = components?.host?.lowercased() ?? ""
        let port = components?.port.map { ":\($0)" } ?? ""
        let path = components?.percentEncodedPath ?? ""
        let items = (components?.percentEncodedQueryItems ?? [])
            .filter { !credentialNames.contains($0.name) }
            .sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
            .map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }
        // Not `joined(separator:)`: see `Requestable.makeURL` (Networking).
        var query = ""
        for item in items {
            query += (query.isEmpty ? "?" : "&") + item
        }
        self.rawValue = "\(request.method.rawValue) \(scheme)://\(host)\(port)\(path)\(query)"
    }

    public var description: String { rawValue }
}
