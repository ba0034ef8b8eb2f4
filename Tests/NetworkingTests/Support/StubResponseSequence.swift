import Synchronization
import TMDBStubServer

/// Answers the stub server's requests with the given responses in turn, the last one repeating.
final class StubResponseSequence: Sendable {
    private let responses: [StubHTTPResponse]
    private let answered = Mutex(0)

    init(_ responses: [StubHTTPResponse]) {
        self.responses = responses
    }

    func next(_ request: StubHTTPRequest) -> StubHTTPResponse {
        let index = answered.withLock { count in
            defer { count += 1 }
            return count
        }
        return responses.isEmpty ? StubHTTPResponse(status: 500) : responses[min(index, responses.count - 1)]
    }
}
