import Networking

/// libcurl in a detached task, so the caller's cancellation never reaches the
/// transfer: shows what the caller itself does about cancellation.
struct CancellationBlindNetworkService: NetworkService {
    private let service = CurlNetworkService()

    func request(_ request: NetworkRequest) async throws -> NetworkResponse {
        try await Task.detached { [service] in try await service.request(request) }.value
    }
}
