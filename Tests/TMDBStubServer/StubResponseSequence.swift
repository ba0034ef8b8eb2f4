import Synchronization

/// Answers the stub server's requests with the given responses in turn, the last one repeating.
public final class StubResponseSequence: Sendable {
    private let responses: [StubHTTPResponse]
    private let answered = Mutex(0)

    public init(_ responses: [StubHTTPResponse]) {
        self.responses = responses
    }

    public func next(_ request: StubHTTPRequest) -> StubHTTPResponse {
        let index = answered.withLock { count in
            defer { count += 1 }
            return count
        }
        return responses.isEmpty ? StubHTTPResponse(status: 500) : responses[min(index, responses.count - 1)]
    }
}
