#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why a request produced no usable value.
public enum DataTransferError: Error, Equatable, Sendable {
    /// The transport failed.
    case networkFailure(NetworkError)
    /// The server answered with a non-success status. TMDB's JSON error body,
    /// when present, gives `tmdbStatusCode` and `message`.
    case httpStatus(code: Int, tmdbStatusCode: Int?, message: String?, retryAfterSeconds: Double?)
    /// A success status with a body that does not decode.
    case undecodableBody(detail: String)
    /// The request could not be built.
    case invalidRequest(detail: String)
}
