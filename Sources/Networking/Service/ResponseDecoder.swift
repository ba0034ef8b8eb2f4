import Foundation

/// Turns a response body into a value.
public protocol ResponseDecoder: Sendable {
    func decode<T: Decodable>(_ data: Data) throws -> T
}

/// Decodes JSON bodies.
public struct JSONResponseDecoder: ResponseDecoder {
    public init() {}

    public func decode<T: Decodable>(_ data: Data) throws -> T {
        try JSONDecoder().decode(T.self, from: data)
    }
}
