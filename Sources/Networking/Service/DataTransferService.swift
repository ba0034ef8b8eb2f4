#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The outcome of a request that may have been conditional.
public enum DataTransferResult<Value: Sendable>: Sendable {
    /// A success status with a decoded body; `response` keeps the raw bytes and
    /// headers for caching.
    case value(Value, response: NetworkResponse)
    /// `304 Not Modified`: the validators sent still hold.
    case notModified(response: NetworkResponse)
}

/// Sends endpoints through a `NetworkService` and decodes their answers.
public protocol DataTransferService: Sendable {
    /// Sends `endpoint`, with `extraHeaders` added (such as `If-None-Match`).
    /// - Throws: `DataTransferError`.
    func request<E: ResponseRequestable>(
        with endpoint: E,
        extraHeaders: [String: String]
    ) async throws -> DataTransferResult<E.Response>

    /// Decodes a body kept from an earlier response, such as a cached one.
    /// - Throws: `DataTransferError.undecodableBody`.
    func decode<E: ResponseRequestable>(_ body: Data, for endpoint: E) throws -> E.Response

    /// The request `endpoint` becomes, for cache keys and logs.
    /// - Throws: `DataTransferError.invalidRequest`.
    func networkRequest<E: ResponseRequestable>(for endpoint: E) throws -> NetworkRequest

    /// The configuration requests are built with.
    var config: any NetworkConfigurable { get }
}
