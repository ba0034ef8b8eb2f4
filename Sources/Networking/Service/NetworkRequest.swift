#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One HTTP request, ready to send.
public struct NetworkRequest: Equatable, Sendable {
    public var url: URL
    public var method: HTTPMethodType
    /// Header names as given; values may be secrets (see `NetworkConfigurable.credentialNames`).
    public var headers: [String: String]
    public var timeouts: NetworkTimeouts

    public init(
        url: URL,
        method: HTTPMethodType = .get,
        headers: [String: String] = [:],
        timeouts: NetworkTimeouts = NetworkTimeouts()
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeouts = timeouts
    }
}
