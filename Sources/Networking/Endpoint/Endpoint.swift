#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Something that can become a `NetworkRequest` against a configured server.
public protocol Requestable: Sendable {
    /// Path below the base URL, such as `3/search/movie`, or a full URL when `isFullPath`.
    var path: String { get }
    var isFullPath: Bool { get }
    var method: HTTPMethodType { get }
    var headerParameters: [String: String] { get }
    /// The endpoint's own query parameters (never credentials: those come from the config).
    var queryParameters: [String: String] { get }

    /// Builds the request: base URL + path, the endpoint's and the config's query
    /// parameters (sorted by name so equal requests are equal URLs), and headers.
    /// - Throws: `RequestGenerationError` when no valid URL results.
    func networkRequest(with config: any NetworkConfigurable) throws -> NetworkRequest
}

/// A `Requestable` whose successful answer decodes to `Response`.
public protocol ResponseRequestable: Requestable {
    associatedtype Response: Decodable & Sendable
    var responseDecoder: any ResponseDecoder { get }
}

/// A concrete endpoint, described by data.
public struct Endpoint<Response: Decodable & Sendable>: ResponseRequestable {
    public let path: String
    public let isFullPath: Bool
    public let method: HTTPMethodType
    public let headerParameters: [String: String]
    public let queryParameters: [String: String]
    public let responseDecoder: any ResponseDecoder

    public init(
        path: String,
        isFullPath: Bool = false,
        method: HTTPMethodType = .get,
        headerParameters: [String: String] = [:],
        queryParameters: [String: String] = [:],
        responseDecoder: any ResponseDecoder = JSONResponseDecoder()
    ) {
        self.path = path
        self.isFullPath = isFullPath
        self.method = method
        self.headerParameters = headerParameters
        self.queryParameters = queryParameters
        self.responseDecoder = responseDecoder
    }
}

/// Why a request could not be built.
public enum RequestGenerationError: Error, Equatable, Sendable {
    case invalidURL(String)
}
