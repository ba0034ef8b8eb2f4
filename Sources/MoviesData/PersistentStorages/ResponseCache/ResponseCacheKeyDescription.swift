#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// What a cached request asked for, read back from its key so that
/// `movies cache list` can say `search "inception" page 1` rather than a URL.
public struct ResponseCacheKeyDescription: Equatable, Sendable {
    /// The TMDB request a key stands for.
    public enum Request: Equatable, Sendable {
        /// `3/search/movie`, with the query as sent (normalised) and its page and year.
        case search(query: String, page: Int?, year: Int?)
        /// `3/movie/{id}`.
        case movieDetails(id: Int)
        /// `3/configuration`.
        case configuration
        /// One of the other TMDB reads the app makes, in words (`trending today`,
        /// `person 525`, `people "nolan"`), with its page when it has one.
        case named(String, page: Int?)
        /// Anything else: the method and the path with its query, as keyed.
        case other(method: String, target: String)
    }

    public let request: Request
    /// Scheme, host and port, such as `https://api.themoviedb.org` or
    /// `movies-catalogue://embedded`; empty when the key could not be read.
    public let origin: String
    /// TMDB's `language` parameter, when the request carried one.
    public let language: String?

    public init(request: Request, origin: String, language: String?) {
        self.request = request
        self.origin = origin
        self.language = language
    }

    /// Reads `key`; a key of an unknown shape becomes `.other` with its text.
    public init(key: ResponseCacheKey) {
        let parts = key.rawValue.split(separator: " ", maxSplits: 1)
        let method = parts.count == 2 ? String(parts[0]) : ""
        let address = String(parts.last ?? "")
        guard let components = URLComponents(string: address), let scheme = components.scheme else {
            self.init(request: .other(method: method, target: address), origin: "", language: nil)
            return
        }
        let port = components.port.map { ":\($0)" } ?? ""
        let origin = "\(scheme)://\(components.host ?? "")\(port)"
        var parameters: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            let value = item.value ?? ""
            parameters[item.name] = value.removingPercentEscapes ?? value
        }
        let target = components.percentEncodedPath + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        let request = Self.request(
            method: method,
            pathSegments: components.percentEncodedPath.split(separator: "/").map(String.init),
            parameters: parameters,
            target: target
        )
        self.init(request: request, origin: origin, language: parameters["language"])
    }

    /// One line for people, such as `search "inception" page 1 · year 2010 · fr-FR`
    /// or `details 27205`. The query is the user's text: callers that print it
    /// to a terminal still sanitise it.
    public var summary: String {
        var text: String
        var notes: [String] = []
        switch request {
        case .search(let query, let page, let year):
            let quoted = Self.escapingQuotes(query)
            text = "search \"\(quoted)\""
            if let page { text += " page \(page)" }
            if let year { notes.append("year \(year)") }
        case .movieDetails(let id):
            text = "details \(id)"
        case .configuration:
            text = "configuration"
        case .named(let name, let page):
            text = name + (page.map { " page \($0)" } ?? "")
        case .other(let method, let target):
            text = method.isEmpty ? target : "\(method) \(target)"
        }
        if let language { notes.append(language) }
        return ([text] + notes).joined(separator: " · ")
    }

    /// Matched on the end of the path: anything before TMDB's `3/…` is a base
    /// URL's own prefix.
    private static func request(
        method: String,
        pathSegments: [String],
        parameters: [String: String],
        target: String
    ) -> Request {
        let other = Request.other(method: method, target: target)
        guard method == "GET" else { return other }
        if pathSegments.suffix(3) == ["3", "search", "movie"] {
            guard let query = parameters["query"] else { return other }
            return .search(
                query: query,
                page: parameters["page"].flatMap { Int($0) },
                year: parameters["primary_release_year"].flatMap { Int($0) }
            )
        }
        if pathSegments.suffix(2) == ["3", "configuration"] {
            return .configuration
        }
        let last = pathSegments.suffix(3)
        if last.count == 3, last.dropLast().elementsEqual(["3", "movie"]), let idText = last.last,
           idText.allSatisfy(\.isASCII), let id = Int(idText) {
            return .movieDetails(id: id)
        }
        guard let name = listName(pathSegments: pathSegments, parameters: parameters) else { return other }
        return .named(name, page: parameters["page"].flatMap { Int($0) })
    }

    /// The words for the app's other TMDB reads, from the end of the path.
    private static func listName(pathSegments: [String], parameters: [String: String]) -> String? {
        guard let start = pathSegments.lastIndex(of: "3") else { return nil }
        let path = Array(pathSegments[(start + 1)...])
        let id = path.count > 1 ? Int(path[1]) : nil
        switch (path.first, path.count) {
        case ("trending", 3): return path[2] == "day" ? "trending today" : "trending this week"
        case ("movie", 2) where ["popular", "top_rated", "now_playing", "upcoming"].contains(path[1]):
            return path[1].replacing("_", with: " ") + (parameters["region"].map { " \($0)" } ?? "")
        case ("movie", 3) where id != nil && path[2] == "recommendations": return "more like \(path[1])"
        case ("movie", 3) where id != nil && path[2] == "similar": return "similar to \(path[1])"
        case ("movie", 3) where id != nil && path[2] == "reviews": return "reviews of \(path[1])"
        case ("movie", 3) where id != nil && path[2] == "videos": return "videos of \(path[1])"
        case ("movie", 4) where id != nil && path[2...] == ["watch", "providers"]: return "where to watch \(path[1])"
        case ("watch", 3) where path[1...] == ["providers", "movie"]:
            return "services" + (parameters["watch_region"].map { " in \($0)" } ?? "")
        case ("search", 2) where path[1] == "keyword":
            return "keywords \"" + escapingQuotes(parameters["query"] ?? "") + "\""
        case ("discover", 2):
            let filters = parameters.filter { !["page", "language", "include_adult"].contains($0.key) }
                .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return (["discover"] + filters).joined(separator: " ")
        case ("genre", 3): return "genres"
        case ("search", 2) where path[1] == "person":
            return "people \"" + escapingQuotes(parameters["query"] ?? "") + "\""
        case ("person", 2) where id != nil: return "person \(path[1])"
        case ("collection", 2) where id != nil: return "collection \(path[1])"
        default: return nil
        }
    }

    /// `text` with each backslash and double quote preceded by a backslash.
    private static func escapingQuotes(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { escaped.append("\\") }
            escaped.append(scalar)
        }
        return String(escaped)
    }
}
