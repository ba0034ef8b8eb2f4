/// Sends HTTP requests.
///
/// A response with any HTTP status is returned, not thrown: deciding what a
/// status means is the `DataTransferService`'s job. Transport failures throw
/// `NetworkError`; cancelling the calling task aborts the transfer and throws
/// `NetworkError.cancelled`.
public protocol NetworkService: Sendable {
    func request(_ request: NetworkRequest) async throws -> NetworkResponse
}
