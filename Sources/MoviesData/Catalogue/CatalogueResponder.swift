#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Answers TMDB v3 requests from the embedded catalogue, in TMDB's exact JSON
/// shapes, so the app (in-process) and the tests' HTTP stub server can both
/// use it as a stand-in for `api.themoviedb.org`.
///
/// Supported: `GET /3/search/movie` (`query`, `page`, `primary_release_year`,
/// `year`; see `CatalogueTitleMatcher` for how titles match), `GET /3/movie/{id}`
/// (`append_to_response=credits`) and `GET /3/configuration`. `HEAD` answers
/// like `GET` with no body. Everything else is TMDB's 404 (status code 34).
/// `language` and credentials are accepted and ignored: the catalogue is English.
public struct CatalogueResponder: Sendable {
    /// TMDB's page size.
    public static let pageSize = 20
    /// TMDB refuses pages above this.
    public static let maximumPage = 500

    private let catalogue: MovieCatalogue
    private let index: CatalogueSearchIndex

    public init(catalogue: MovieCatalogue) {
        self.catalogue = catalogue
        self.index = CatalogueSearchIndex(movies: catalogue.movies)
    }

    /// The answer to one request.
    /// - Parameters:
    ///   - method: The HTTP method, such as `GET`.
    ///   - path: The URL path, percent-decoded, with or without the leading `/`.
    ///   - queryItems: Percent-decoded query parameters.
    public func respond(method: String, path: String, queryItems: [String: String]) -> CatalogueResponse {
        let method = method.uppercased()
        guard method == "GET" || method == "HEAD" else { return json(TMDBErrorPayload.notFound, status: 404) }
        let response = route(path: path, queryItems: queryItems)
        guard method == "HEAD" else { return response }
        return CatalogueResponse(statusCode: response.statusCode, headers: response.headers, body: Data())
    }

    private func route(path: String, queryItems: [String: String]) -> CatalogueResponse {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        switch segments.count {
        case 2 where segments[0] == "3" && segments[1] == "configuration":
            return json(TMDBConfigurationPayload.standard)
        case 3 where segments[0] == "3" && segments[1] == "search" && segments[2] == "movie":
            return searchMovies(queryItems)
        case 3 where segments[0] == "3" && segments[1] == "movie":
            return movieDetails(idText: String(segments[2]), queryItems: queryItems)
        default:
            return json(TMDBErrorPayload.notFound, status: 404)
        }
    }

    private func searchMovies(_ queryItems: [String: String]) -> CatalogueResponse {
        let page: Int
        if let pageText = queryItems["page"] {
            guard let number = Int(pageText), (1...Self.maximumPage).contains(number) else {
                return json(TMDBErrorPayload.invalidPage, status: 422)
            }
            page = number
        } else {
            page = 1
        }
        // TMDB ignores a year it cannot read rather than failing the search.
        let year = (queryItems["primary_release_year"] ?? queryItems["year"]).flatMap { Int($0) }
        let matches = index.search(queryItems["query"] ?? "", year: year)
        let totalPages = max(1, (matches.count + Self.pageSize - 1) / Self.pageSize)
        let start = (page - 1) * Self.pageSize
        let pageMovies = start < matches.count ? matches[start..<min(start + Self.pageSize, matches.count)] : []
        return json(TMDBSearchPagePayload(
            page: page,
            results: pageMovies.map(TMDBSearchResultPayload.init),
            totalPages: min(totalPages, Self.maximumPage),
            totalResults: matches.count
        ))
    }

    private func movieDetails(idText: String, queryItems: [String: String]) -> CatalogueResponse {
        guard idText.allSatisfy(\.isASCII), let id = Int(idText), let movie = catalogue.movie(withID: id) else {
            return json(TMDBErrorPayload.notFound, status: 404)
        }
        let appended = (queryItems["append_to_response"] ?? "")
            .split(separator: ",")
            .map(\.trimmingSpacesAndTabs)
        return json(TMDBMovieDetailsPayload(movie: movie, includesCredits: appended.contains("credits")))
    }

    private func json(_ payload: some Encodable, status: Int = 200) -> CatalogueResponse {
        let encoder = JSONEncoder()
        // Sorted keys make equal answers byte-for-byte equal, which keeps caches and tests steady.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return CatalogueResponse(
                statusCode: status,
                headers: ["Content-Type": "application/json;charset=utf-8"],
                body: try encoder.encode(payload)
            )
        } catch {
            return CatalogueResponse(
                statusCode: 500,
                headers: ["Content-Type": "text/plain;charset=utf-8"],
                body: Data("The embedded catalogue could not encode its answer: \(error)".utf8)
            )
        }
    }
}
