#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// A `NetworkService` that answers TMDB requests in-process from the embedded
/// catalogue: what the app runs on with no credentials and no `TMDB_BASE_URL`.
///
/// Requests are read from their URL alone (path and query); headers and the
/// host are ignored. The catalogue is decoded on the first request, not at start-up.
public final class EmbeddedCatalogueNetworkService: NetworkService {
    /// The base URL to configure requests with: `movies-catalogue://embedded`.
    /// Its own scheme keeps cached catalogue answers apart from every real server's.
    public static let baseURL: URL = {
        var components = URLComponents()
        components.scheme = "movies-catalogue"
        components.host = "embedded"
        // Both parts are constant and valid, so `url` is never nil in practice; the
        // fallback exists only to avoid a force unwrap and still names no real server.
        return components.url ?? URL(fileURLWithPath: "/movies-catalogue/embedded")
    }()

    private let loader: CatalogueResponderLoader

    /// - Parameter loadCatalogue: Where the films come from; the compiled-in catalogue unless a test says otherwise.
    public init(loadCatalogue: @escaping @Sendable () throws -> MovieCatalogue = MovieCatalogue.embedded) {
        self.loader = CatalogueResponderLoader(loadCatalogue: loadCatalogue)
    }

    /// - Throws: `NetworkError.cancelled` when the task is cancelled, and
    ///   `NetworkError.transport` when the catalogue cannot be loaded.
    public func request(_ request: NetworkRequest) async throws -> NetworkResponse {
        if Task.isCancelled { throw NetworkError.cancelled }
        let responder: CatalogueResponder
        do {
            responder = try await loader.responder()
        } catch {
            throw NetworkError.transport(code: 0, detail: "The embedded movie catalogue could not be loaded: \(error)")
        }
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        var queryItems: [String: String] = [:]
        for item in components?.queryItems ?? [] {
            queryItems[item.name] = item.value ?? ""
        }
        let answer = responder.respond(
            method: request.method.rawValue,
            path: components?.path ?? request.url.path,
            queryItems: queryItems
        )
        if Task.isCancelled { throw NetworkError.cancelled }
        return NetworkResponse(
            statusCode: answer.statusCode,
            headers: Dictionary(answer.headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last }),
            body: answer.body
        )
    }
}
