#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Records what goes over the network, for a `--verbose` trace.
///
/// Implementations must never write a credential: see `CredentialRedactor`.
public protocol NetworkErrorLogger: Sendable {
    /// A request is about to be sent.
    func log(request: NetworkRequest)
    /// A response arrived, whatever its status.
    func log(response: NetworkResponse, for request: NetworkRequest, elapsedSeconds: Double)
    /// The request failed without a usable response.
    func log(error: any Error, for request: NetworkRequest, elapsedSeconds: Double)
    /// `request` got an answer with `status` and will be sent again after `delay`;
    /// `number` counts the retries of this request from 1.
    func log(retry number: Int, afterStatus status: Int, waiting delay: Duration, for request: NetworkRequest)
}
