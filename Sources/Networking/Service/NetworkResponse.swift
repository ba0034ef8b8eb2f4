#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the server answered: any status, its headers and the whole body.
public struct NetworkResponse: Equatable, Sendable {
    public let statusCode: Int
    /// Header names lowercased; when a header repeats, the last value wins.
    public let headers: [String: String]
    public let body: Data

    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// The value of a header, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
