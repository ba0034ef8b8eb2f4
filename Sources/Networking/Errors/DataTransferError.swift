#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a request produced no usable value.
public enum DataTransferError: Error, Equatable, Sendable {
    /// The transport failed.
    case networkFailure(NetworkError)
    /// The server answered with a non-success status. The service's error body,
    /// when its `HTTPErrorBodyReader` could read it, gives `serviceCode` and `message`.
    case httpStatus(code: Int, serviceCode: ServiceErrorCode?, message: String?, retryAfterSeconds: Double?)
    /// A success status with a body that does not decode.
    case undecodableBody(detail: String)
    /// The request could not be built.
    case invalidRequest(detail: String)
}
