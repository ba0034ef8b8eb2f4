#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where requests go and what every request carries.
public protocol NetworkConfigurable: Sendable {
    var baseURL: URL { get }
    /// Headers sent with every request (the bearer token lives here).
    var headers: [String: String] { get }
    /// Query parameters added to every request (the v3 `api_key` lives here).
    var queryParameters: [String: String] { get }
    /// Names of headers and query parameters whose values are secrets: they are
    /// redacted from every log line and never become part of a cache key.
    var credentialNames: Set<String> { get }
    var timeouts: NetworkTimeouts { get }
}

/// The time limits of one request.
///
/// `totalSeconds` bounds the whole request — name lookup, connecting, the TLS
/// handshake, waiting and reading — so that a user's `--timeout` means what it
/// says. `connectSeconds` can only shorten the connection set-up within that
/// bound, and is the total unless given: a separate, shorter cap on the set-up
/// would end a slow handshake early and blame the total limit for it.
public struct NetworkTimeouts: Equatable, Sendable {
    public var connectSeconds: Double
    public var totalSeconds: Double

    public init(connectSeconds: Double? = nil, totalSeconds: Double = 15) {
        self.connectSeconds = connectSeconds ?? totalSeconds
        self.totalSeconds = totalSeconds
    }
}

/// The configuration of an HTTP API.
public struct ApiDataNetworkConfig: NetworkConfigurable {
    public let baseURL: URL
    public let headers: [String: String]
    public let queryParameters: [String: String]
    public let credentialNames: Set<String>
    public let timeouts: NetworkTimeouts

    /// - Parameter credentialNames: which headers and query parameters carry the
    ///   API's secrets. They have no default: which names those are is the API's
    ///   business, and a configuration that forgot them would log its secrets.
    public init(
        baseURL: URL,
        headers: [String: String] = [:],
        queryParameters: [String: String] = [:],
        credentialNames: Set<String>,
        timeouts: NetworkTimeouts = NetworkTimeouts()
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.queryParameters = queryParameters
        self.credentialNames = credentialNames
        self.timeouts = timeouts
    }
}
