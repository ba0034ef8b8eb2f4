import Foundation
import Networking
import TMDBStubServer
import TestSupport
import Testing

/// Retries of `DefaultDataTransferService` against the real stub server, under
/// `RetryPolicy.testing` (TMDB's own policy is tested with its client in
/// MoviesDataTests); most use a `RecordingSleeper` so the suite does not really wait.
@Suite struct DataTransferRetryTests {
    /// The code each 429 below carries, read by `PlainTextErrorBodyReader`.
    private static let rateLimitCode = ServiceErrorCode(service: PlainTextErrorBodyReader.service, value: 25)

    private static func rateLimited(retryAfter: String? = "1") -> StubHTTPResponse {
        var headers = ["X-Error-Code": String(rateLimitCode.value)]
        headers["Retry-After"] = retryAfter
        return .text("Your request count is over the allowed limit.", status: 429, headers: headers)
    }

    private static let page = StubHTTPResponse.json(MoviesPageFixture.json)

    private func fixture(answering responses: [StubHTTPResponse]) throws -> StubServerFixture {
        let sequence = StubResponseSequence(responses)
        return try StubServerFixture { sequence.next($0) }
    }

    private func makeService(
        _ fixture: StubServerFixture,
        sleeper: RecordingSleeper,
        retryPolicy: RetryPolicy = .testing,
        totalSeconds: Double = 10
    ) -> DefaultDataTransferService {
        DefaultDataTransferService(
            networkService: CurlNetworkService(),
            config: fixture.config(totalSeconds: totalSeconds),
            errorBodyReader: PlainTextErrorBodyReader(),
            retryPolicy: retryPolicy,
            sleep: { try await sleeper.sleep($0) }
        )
    }

    private func expectPage(_ result: DataTransferResult<MoviesPageFixture>) {
        guard case .value(let page, _) = result else { Issue.record("expected a value, got \(result)"); return }
        #expect(page.results.first?.title == "Inception")
    }

    /// A request to a server answering `responses` throws `status`, after
    /// `requests` requests and having waited `waits`.
    private func expectStatusThrown(
        _ status: Int, answering responses: [StubHTTPResponse], requests: Int, waits: [Duration],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let fixture = try fixture(answering: responses)
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        let error = await #expect(throws: DataTransferError.self, sourceLocation: sourceLocation) {
            try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        }
        guard case .httpStatus(let code, _, _, _) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))", sourceLocation: sourceLocation)
            return
        }
        #expect(code == status, sourceLocation: sourceLocation)
        #expect(fixture.server.receivedRequests.count == requests, sourceLocation: sourceLocation)
        #expect(sleeper.requestedWaits == waits, sourceLocation: sourceLocation)
    }

    // MARK: - 429 Too Many Requests

    @Test func whenRateLimitedOnceThenAnswered_succeedsAfterWaitingRetryAfter() async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1"), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let result = try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        // then
        expectPage(result)
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(sleeper.requestedWaits == [.seconds(1)])
    }

    @Test func whenRateLimitedOnceWithTheRealSleep_reallyWaitsAndSucceeds() async throws {
        // given: the default sleep, `Task.sleep`
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1"), Self.page])
        defer { fixture.server.stop() }
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: fixture.config(), retryPolicy: .testing)
        let start = ContinuousClock.now
        // when
        let result = try await service.request(with: searchMoviesEndpoint(query: "x"))
        // then
        expectPage(result)
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(ContinuousClock.now - start >= .seconds(1))
    }

    @Test func whenNoPolicyIsGiven_a429IsThrownAfterOneRequest() async throws {
        // given: the initialiser's default, for an API whose client chose no policy
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1"), Self.page])
        defer { fixture.server.stop() }
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: fixture.config())
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await service.request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .httpStatus(429, _, _, _) = error else { Issue.record("expected 429, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 1)
    }

    @Test func whenRateLimitedEveryTime_throwsThe429AfterExactlyThreeRequests() async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1")])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .httpStatus(429, Self.rateLimitCode, _, 1) = error else { Issue.record("expected 429, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 3)
        #expect(sleeper.requestedWaits == [.seconds(1), .seconds(1)])
    }

    @Test func whenRetryAfterExceedsTheWaitBudget_throwsAtOnceWithoutWaiting() async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "3600"), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .httpStatus(429, _, _, 3600) = error else { Issue.record("expected 429, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 1)
        #expect(sleeper.requestedWaits.isEmpty)
    }

    @Test func whenASecondWaitWouldOverrunTheBudget_throwsTheSecond429() async throws {
        // given: 6 s fit into the 10 s budget, another 6 s do not
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "6"), Self.rateLimited(retryAfter: "6"), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .httpStatus(429, _, _, _) = error else { Issue.record("expected 429, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(sleeper.requestedWaits == [.seconds(6)])
    }

    @Test(arguments: [nil, "0", "soon", "0.2"])
    func whenRetryAfterIsMissingOrShort_waitsOneSecond(retryAfter: String?) async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: retryAfter), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let result = try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        // then
        expectPage(result)
        #expect(sleeper.requestedWaits == [.seconds(1)])
    }

    @Test func whenRetryAfterHasAFraction_waitsThatLong() async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "2.5"), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        _ = try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        // then
        #expect(sleeper.requestedWaits == [.milliseconds(2500)])
    }

    @Test func whenRetriesAreTurnedOff_a429IsThrownAfterOneRequest() async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1"), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, sleeper: sleeper, retryPolicy: .none).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .httpStatus(429, _, _, _) = error else { Issue.record("expected 429, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 1)
        #expect(sleeper.requestedWaits.isEmpty)
    }

    // MARK: - 5xx

    @Test func whenServerFailsOnceThenAnswers_succeedsAfterOneShortBackoff() async throws {
        // given
        let fixture = try fixture(answering: [StubHTTPResponse(status: 500), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let result = try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        // then
        expectPage(result)
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(sleeper.requestedWaits == [.milliseconds(500)])
    }

    @Test(arguments: [500, 502, 503, 504])
    func whenServerFailsTwice_throwsTheStatusAfterTwoRequests(status: Int) async throws {
        // given: the status, again on the retry
        // when/then: the status is thrown after two requests and one short wait
        try await expectStatusThrown(status, answering: [StubHTTPResponse(status: status)], requests: 2, waits: [.milliseconds(500)])
    }

    @Test func whenRateLimitedThenServerFailsThenAnswers_retriesEachWithinItsOwnAllowance() async throws {
        // given
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "2"), StubHTTPResponse(status: 503), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let result = try await makeService(fixture, sleeper: sleeper).request(with: searchMoviesEndpoint(query: "x"))
        // then
        expectPage(result)
        #expect(fixture.server.receivedRequests.count == 3)
        #expect(sleeper.requestedWaits == [.seconds(2), .milliseconds(500)])
    }

    // MARK: - Final answers and transport failures

    @Test(arguments: [400, 401, 404, 422, 501])
    func whenStatusIsNotTransient_throwsItAfterOneRequest(status: Int) async throws {
        // given: the status, then a page that is never asked for
        // when/then: the status is thrown after one request and no wait
        try await expectStatusThrown(status, answering: [StubHTTPResponse(status: status), Self.page], requests: 1, waits: [])
    }

    @Test func whenNothingListens_failsFastWithoutRetrying() async throws {
        // given
        let port = try StubHTTPServer.closedPort()
        let config = ApiDataNetworkConfig(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")), credentialNames: TestSecrets.credentialNames)
        let sleeper = RecordingSleeper()
        let service = DefaultDataTransferService(
            networkService: CurlNetworkService(),
            config: config,
            retryPolicy: .testing,
            sleep: { try await sleeper.sleep($0) }
        )
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await service.request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .networkFailure(.notConnected) = error else { Issue.record("expected notConnected, got \(String(describing: error))"); return }
        #expect(sleeper.requestedWaits.isEmpty)
    }

    @Test func whenTheServerTimesOut_failsWithoutRetrying() async throws {
        // given
        let fixture = try fixture(answering: [.hang])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper()
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, sleeper: sleeper, totalSeconds: 0.5).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        #expect(error == .networkFailure(.timedOut(seconds: 0.5)))
        #expect(fixture.server.receivedRequests.count == 1)
        #expect(sleeper.requestedWaits.isEmpty)
    }

    // MARK: - Cancellation

    @Test(.timeLimit(.minutes(10)))
    func whenCancelledDuringTheBackoff_endsAtOnceWithCancelled() async throws {
        // given: a wait that would last an hour unless cancelled
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1"), Self.page])
        defer { fixture.server.stop() }
        let sleeper = RecordingSleeper(waitsUntilCancelled: true)
        let service = makeService(fixture, sleeper: sleeper)
        let task = Task { try await service.request(with: searchMoviesEndpoint(query: "x")) }
        try await sleeper.waitForFirstWait()
        // when
        task.cancel()
        let result = await task.result
        // then
        #expect(throws: DataTransferError.networkFailure(.cancelled)) { try result.get() }
        #expect(fixture.server.receivedRequests.count == 1)
    }

    @Test func whenCancelledWhileASleeperIgnoresIt_doesNotSendAgain() async throws {
        // given: a sleeper that returns normally after the task has been cancelled, and
        // a transport that would not notice the cancellation itself
        let fixture = try fixture(answering: [Self.rateLimited(retryAfter: "1"), Self.page])
        defer { fixture.server.stop() }
        let service = DefaultDataTransferService(
            networkService: CancellationBlindNetworkService(),
            config: fixture.config(),
            retryPolicy: .testing,
            sleep: { _ in withUnsafeCurrentTask { $0?.cancel() } }
        )
        // when
        let result = await Task { try await service.request(with: searchMoviesEndpoint(query: "x")) }.result
        // then
        #expect(throws: DataTransferError.networkFailure(.cancelled)) { try result.get() }
        #expect(fixture.server.receivedRequests.count == 1)
    }
}
