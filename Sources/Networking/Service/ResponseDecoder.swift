#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a response body into a value.
public protocol ResponseDecoder: Sendable {
    /// - Throws: whatever the format's decoder throws when `data` does not hold a `T`.
    func decode<T: Decodable>(_ data: Data) throws -> T
}

/// Decodes JSON bodies.
public struct JSONResponseDecoder: ResponseDecoder {
    public init() {}

    public func decode<T: Decodable>(_ data: Data) throws -> T {
        try JSONDecoder().decode(T.self, from: data)
    }
}
