#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP answer from the catalogue, ready to send over a socket or hand to a `NetworkService` caller.
public struct CatalogueResponse: Equatable, Sendable {
    public let statusCode: Int
    /// Header names as HTTP servers write them, such as `Content-Type`.
    public let headers: [String: String]
    public let body: Data

    public init(statusCode: Int, headers: [String: String], body: Data) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }
}
