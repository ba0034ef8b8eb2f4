/// Sends HTTP requests.
///
/// A response with any HTTP status is returned, not thrown: deciding what a
/// status means is the `DataTransferService`'s job. Transport failures throw
/// `NetworkError`; cancelling the calling task aborts the transfer and throws
/// `NetworkError.cancelled`.
public protocol NetworkService: Sendable {
    func request(_ request: NetworkRequest) async throws -> NetworkResponse

    /// Says that a request is certain to come soon: a service whose first
    /// request has a slow set-up may start it now, off the calling thread,
    /// so that it overlaps the caller's other start-up work. Only a run sure
    /// to make a request should call it.
    func prepareForRequests()
}

extension NetworkService {
    /// Nothing to prepare.
    public func prepareForRequests() {}
}
