import Foundation

extension Requestable {
    public func networkRequest(with config: any NetworkConfigurable) throws -> NetworkRequest {
        let url = try makeURL(with: config)
        // Header names are case-insensitive: an endpoint header replaces a
        // config header of the same name instead of travelling beside it.
        var headers = config.headers
        for (name, value) in headerParameters {
            for existing in headers.keys where existing.lowercased() == name.lowercased() {
                headers[existing] = nil
            }
            headers[name] = value
        }
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
            joined = base + "/" + path.drop { $0 == "/" }
        }
        guard var components = URLComponents(string: joined) else {
            throw RequestGenerationError.invalidURL(joined)
        }
        var parameters = config.queryParameters
        queryParameters.forEach { parameters[$0.key] = $0.value }
        let added = parameters
            .sorted { $0.key < $1.key }
            .map { QueryEncoding.encode($0.key) + "=" + QueryEncoding.encode($0.value) }
        let query = ([components.percentEncodedQuery].compactMap { $0 }.filter { !$0.isEmpty } + added)
            .joined(separator: "&")
        components.percentEncodedQuery = query.isEmpty ? nil : query
        guard let url = components.url else {
            throw RequestGenerationError.invalidURL(joined)
        }
        return url
    }
}

/// Percent-encoding of query names and values.
///
/// `URLComponents.queryItems` leaves `+`, and depending on the platform `&`
/// and `=`, as they are, which servers read as a space or as separators. Only
/// RFC 3986's unreserved characters stay literal here; every other byte of
/// the UTF-8 form is percent-encoded.
enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )

    static func encode(_ text: String) -> String {
        // Only fails for strings that are not valid Unicode, which Swift strings never are.
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }
}
