import Foundation

extension Requestable {
    public func networkRequest(with config: any NetworkConfigurable) throws -> NetworkRequest {
        let url = try makeURL(with: config)
        var headers = config.headers
        headerParameters.forEach { headers[$0.key] = $0.value }
        return NetworkRequest(url: url, method: method, headers: headers, timeouts: config.timeouts)
    }

    private func makeURL(with config: any NetworkConfigurable) throws -> URL {
        let base = config.baseURL.absoluteString
        let joined: String
        if isFullPath {
            joined = path
        } else {
            let separator = base.hasSuffix("/") || path.hasPrefix("/") ? "" : "/"
            joined = base + separator + path
        }
        guard var components = URLComponents(string: joined) else {
            throw RequestGenerationError.invalidURL(joined)
        }
        var parameters = config.queryParameters
        queryParameters.forEach { parameters[$0.key] = $0.value }
        let items = parameters
            .sorted { $0.key < $1.key }
            .map { URLQueryItem(name: $0.key, value: $0.value) }
        components.queryItems = (components.queryItems ?? []) + items
        // URLComponents leaves `+` alone, which servers read as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        if components.queryItems?.isEmpty == true { components.queryItems = nil }
        guard let url = components.url else {
            throw RequestGenerationError.invalidURL(joined)
        }
        return url
    }
}
