import Foundation

/// One request as the stub server received it.
public struct StubHTTPRequest: Sendable, Equatable {
    /// `GET`, `HEAD`, …
    public let method: String
    /// The request target exactly as sent, such as `/3/search/movie?query=a%20b`.
    public let target: String
    /// The path, percent-decoded.
    public let path: String
    /// The query exactly as sent (still percent-encoded), or `nil` without one.
    public let rawQuery: String?
    /// The query items in the order sent, decoded the way a web server does
    /// (`+` is a space, then percent-decoding).
    public let queryItems: [URLQueryItem]
    /// Header names lowercased; a repeated header keeps its last value.
    public let headers: [String: String]
    public let body: Data

    /// The decoded value of the last query item called `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.last { $0.name == name }?.value
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// Parses a request head (request line and headers, without the blank line).
    /// - Returns: `nil` when the head is not HTTP/1.x.
    static func parse(head: Data, body: Data = Data()) -> StubHTTPRequest? {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let target = String(requestLine[1])
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts[0])
        let rawQuery = parts.count > 1 ? String(parts[1]) : nil
        return StubHTTPRequest(
            method: String(requestLine[0]),
            target: target,
            path: rawPath.removingPercentEncoding ?? rawPath,
            rawQuery: rawQuery,
            queryItems: rawQuery.map(decodeQuery) ?? [],
            headers: headers,
            body: body
        )
    }

    private static func decodeQuery(_ query: String) -> [URLQueryItem] {
        query.split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decodeComponent(pair[0])
            return URLQueryItem(name: name, value: pair.count > 1 ? decodeComponent(pair[1]) : nil)
        }
    }

    private static func decodeComponent(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
