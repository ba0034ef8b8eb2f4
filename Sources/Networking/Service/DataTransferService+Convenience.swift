extension DataTransferService {
    /// Sends `endpoint` with no extra headers.
    /// - Throws: `DataTransferError`.
    public func request<E: ResponseRequestable>(with endpoint: E) async throws -> DataTransferResult<E.Response> {
        try await request(with: endpoint, extraHeaders: [:])
    }
}
