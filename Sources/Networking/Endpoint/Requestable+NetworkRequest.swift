#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Requestable {
    /// The request for this endpoint below `config`'s base URL, with the
    /// config's headers and query parameters joined by the endpoint's own.
    /// - Throws: `RequestGenerationError.invalidURL` when the two do not make a URL.
    public func networkRequest(with config: any NetworkConfigurable) throws -> NetworkRequest {
        let url = try makeURL(with: config)
        let headers = HeaderFields.merging(headerParameters, into: config.headers)
        return NetworkRequest(url: url, method: method, headers: headers, timeouts: config.timeouts)
    }

    private func makeURL(with config: any NetworkConfigurable) throws -> URL {
        let joined: String
        if isFullPath {
            joined = path
        } else {
            // Exactly one slash between base and path, whichever of them carries one.
            var base = config.baseURL.absoluteString
            while base.hasSuffix("/") { base.removeLast() }
            // `String(…)`: `String + Substring` runs the generic
            // `append(contentsOf:)`, whose first use costs the Swift runtime
            // 0.4 M instructions of type look-ups (a tenth of a search
            // answered by the cache).
            joined = base + "/" + String(path.drop { $0 == "/" })
        }
        guard var components = URLComponents(string: joined) else {
            throw RequestGenerationError.invalidURL(joined)
        }
        var parameters = config.queryParameters
        queryParameters.forEach { parameters[$0.key] = $0.value }
        // Appended one by one rather than `joined(separator:)`, whose generic
        // body's first run in a process costs 0.24 M instructions of runtime
        // look-ups (README "Performance"); the request of every run comes here first.
        var query = components.percentEncodedQuery ?? ""
        for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
            if !query.isEmpty { query += "&" }
            query += QueryEncoding.encode(key) + "=" + QueryEncoding.encode(value)
        }
        components.percentEncodedQuery = query.isEmpty ? nil : query
        guard let url = components.url else {
            throw RequestGenerationError.invalidURL(joined)
        }
        return url
    }
}
