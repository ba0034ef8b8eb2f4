import Foundation
import Networking
import TMDBStubServer
import Testing

/// One time limit bounds the whole request, connection set-up included, and a
/// time-out is only called a time-out when more time could have helped.
@Suite struct CurlTimeLimitTests {
    private let service = CurlNetworkService()

    @Test func byDefault_theConnectLimitIsTheTotalLimit() {
        #expect(NetworkTimeouts().totalSeconds == 15)
        #expect(NetworkTimeouts().connectSeconds == 15)
        #expect(NetworkTimeouts(totalSeconds: 20).connectSeconds == 20)
        #expect(NetworkTimeouts(connectSeconds: 3, totalSeconds: 7).connectSeconds == 3)
    }

    @Test func whenAnHTTPSRequestMeetsAServerThatNeverStartsTLS_itIsATLSFailureAfterTheTotalLimit() async throws {
        // given: a plain-http server reads the TLS hello as the start of a
        // request head and waits for the rest, forever
        let fixture = try StubServerFixture { _ in .json("{}") }
        defer { fixture.server.stop() }
        let url = try #require(URL(string: "https://127.0.0.1:\(fixture.server.port)/3/search/movie?api_key=\(TestSecrets.apiKey)"))
        let request = NetworkRequest(url: url, timeouts: NetworkTimeouts(totalSeconds: 0.4))
        let start = ContinuousClock.now
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(request) }
        // then
        let elapsed = ContinuousClock.now - start
        guard case .tlsFailure(let detail) = error else {
            Issue.record("expected tlsFailure, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("within 0.4 s") && detail.contains("https"), "\(detail)")
        // Only a lower bound: a loaded machine can stretch the wait, never shorten it.
        #expect(elapsed >= .milliseconds(380), "gave up after \(elapsed)")
        #expect(!detail.contains(TestSecrets.apiKey))
    }

    @Test func whenAPlainHTTPServerTakesTheConnectionAndNeverAnswers_itIsATimeOutWithTheTotalLimit() async throws {
        // given
        let fixture = try StubServerFixture { _ in .hang }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) {
            try await service.request(fixture.request("/", totalSeconds: 0.3))
        }
        // then
        #expect(error == .timedOut(seconds: 0.3))
    }

    @Test func aShorterConnectLimitGivenExplicitlyIsNotRaisedToTheTotal() async throws {
        // given: the connect limit may only shorten the set-up; the TLS hang
        // above ends at the connect limit when it is the shorter one
        let fixture = try StubServerFixture { _ in .json("{}") }
        defer { fixture.server.stop() }
        let url = try #require(URL(string: "https://127.0.0.1:\(fixture.server.port)/"))
        let request = NetworkRequest(url: url, timeouts: NetworkTimeouts(connectSeconds: 0.3, totalSeconds: 10))
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(request) }
        // then: no upper bound on the time taken, which a loaded machine can
        // stretch; the limit the error names is the one that ended the wait
        guard case .tlsFailure(let detail) = error else {
            Issue.record("expected tlsFailure, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("within 0.3 s"), "\(detail)")
    }
}
