import Foundation
import MoviesData
import Networking
import TMDBStubServer
import TestSupport
import Testing

/// How patiently the service the app builds for TMDB retries (the retry
/// machinery itself is tested in NetworkingTests).
@Suite struct TMDBRetryPolicyTests {
    private static func rateLimited(retryAfter: String?) -> StubHTTPResponse {
        .json(
            #"{"status_code":25,"status_message":"Your request count is over the allowed limit."}"#,
            status: 429,
            headers: retryAfter.map { ["Retry-After": $0] } ?? [:]
        )
    }

    @Test func whenRateLimitedEveryTime_throwsTMDBs429AfterExactlyThreeRequestsAtLeastASecondApart() async throws {
        // given
        let fixture = try TMDBServiceFixture(answering: [Self.rateLimited(retryAfter: nil)])
        defer { fixture.server.stop() }
        // when
        let error = await fixture.error()
        // then
        #expect(error == .httpStatus(
            code: 429,
            serviceCode: ServiceErrorCode(service: "TMDB", value: 25),
            message: "Your request count is over the allowed limit.",
            retryAfterSeconds: nil
        ))
        #expect(fixture.server.receivedRequests.count == 3)
        #expect(fixture.sleeper?.requestedWaits == [.seconds(1), .seconds(1)])
    }

    @Test func whenWaitsWouldPassTenSeconds_throwsInsteadOfWaiting() async throws {
        // given: 6 s fit into the budget, another 6 s do not
        let fixture = try TMDBServiceFixture(answering: [Self.rateLimited(retryAfter: "6"), Self.rateLimited(retryAfter: "6"), TMDBServiceFixture.page])
        defer { fixture.server.stop() }
        // when
        let error = await fixture.error()
        // then
        guard case .httpStatus(429, _, _, 6) = error else { Issue.record("expected 429, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(fixture.sleeper?.requestedWaits == [.seconds(6)])
    }

    @Test(arguments: [500, 502, 503, 504])
    func whenTheServerFailsTwice_throwsAfterOneRetryHalfASecondLater(status: Int) async throws {
        // given
        let fixture = try TMDBServiceFixture(answering: [StubHTTPResponse(status: status)])
        defer { fixture.server.stop() }
        // when
        let error = await fixture.error()
        // then
        guard case .httpStatus(status, _, _, _) = error else { Issue.record("expected \(status), got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(fixture.sleeper?.requestedWaits == [.milliseconds(500)])
    }

    @Test(arguments: [400, 401, 404, 422, 501])
    func whenTheStatusIsFinal_throwsItAfterOneRequest(status: Int) async throws {
        // given
        let fixture = try TMDBServiceFixture(answering: [StubHTTPResponse(status: status), TMDBServiceFixture.page])
        defer { fixture.server.stop() }
        // when
        let error = await fixture.error()
        // then
        guard case .httpStatus(status, _, _, _) = error else { Issue.record("expected \(status), got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 1)
        #expect(fixture.sleeper?.requestedWaits.isEmpty == true)
    }

    @Test func whenRateLimitedOnce_reallyWaitsAndSucceeds() async throws {
        // given: the real sleep, as the app has it
        let fixture = try TMDBServiceFixture(answering: [Self.rateLimited(retryAfter: "1"), TMDBServiceFixture.page], sleeper: nil)
        defer { fixture.server.stop() }
        let start = ContinuousClock.now
        // when
        let result = try await fixture.service.request(with: TMDBServiceFixture.endpoint)
        // then
        guard case .value(let page, _) = result else { Issue.record("expected a value, got \(result)"); return }
        #expect(page.page == 1)
        #expect(fixture.server.receivedRequests.count == 2)
        #expect(ContinuousClock.now - start >= .seconds(1))
    }
}
