import Foundation
import Testing
import TMDBStubServer

/// TMDB's error statuses, from the command line: the exit status, one sentence
/// on stderr without a credential in it, and a cached entry left as it was.
@Suite struct StatusFaultEndToEndTests {
    static let rightSecret = "right-secret-1234"
    static let wrongSecret = "wrong-secret-5678"

    @Test(arguments: ["TMDB_API_KEY", "TMDB_ACCESS_TOKEN"])
    func whenTheCredentialIsRejected_itExits77NamingTheVariableAndKeepsTheCachedEntry(variable: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.rightSecret))
        let probe = try await CachedEntryProbe.prime(
            ["search", "Inception"],
            sandbox: sandbox,
            environment: sandbox.environment(server: server, [variable: Self.rightSecret])
        )

        // when
        let result = try await sandbox.run(
            ["search", "Inception"],
            environment: sandbox.environment(server: server, [variable: Self.wrongSecret])
        )

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 77)
        #expect(sentence.contains(variable), "stderr: \(sentence)")
        #expect(!result.mentions(Self.wrongSecret) && !result.mentions(Self.rightSecret))
        try await probe.expectIntact()
    }

    @Test(arguments: [
        StubHTTPResponse.json(#"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#, status: 404),
        StubHTTPResponse.text("<html><body>Not Found</body></html>", status: 404, contentType: "text/html"),
    ])
    func whenTheMovieIsGone_itExits1SayingNoMovieWithThatIdAndKeepsTheCachedEntry(answer: StubHTTPResponse) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["details", "27205"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: answer).install(on: server) { $0.isDetails }

        // when
        let result = try await sandbox.run(["details", "27205"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("has no movie with id 27205"), "stderr: \(sentence)")
        try await probe.expectIntact()
    }

    /// Refusals of the request itself, and words the sentence must carry.
    static let refusals: [(answer: StubHTTPResponse, saying: String)] = [
        (.json(#"{"success":false,"status_code":22,"status_message":"Invalid page: Pages start at 1 and max at 500. They are expected to be an integer."}"#, status: 422), "Invalid page"),
        (.json(#"{"success":false,"errors":["query must be provided"]}"#, status: 400), "query must be provided"),
        (.text("<html><body>Bad Request</body></html>", status: 400, contentType: "text/html"), "HTTP 400"),
    ]

    @Test(arguments: refusals)
    func whenTheRequestIsRefused_itExits1NamingWhatTMDBFaultedAndKeepsTheCachedEntry(
        answer: StubHTTPResponse,
        saying expected: String
    ) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["search", "Inception"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: answer).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains(expected), "stderr: \(sentence)")
        try await probe.expectIntact()
    }

    @Test func whenTMDBEchoesTheKeyAndEscapesInItsMessage_theSentenceCarriesNeither() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let message = #"Invalid query for api_key=\#(Self.rightSecret)\u001b]0;owned\u0007 \u001b[2J"#
        FaultScript(always: .json(#"{"status_code":22,"status_message":"\#(message)"}"#, status: 422)).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server, apiKey: Self.rightSecret)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("Invalid query"), "stderr: \(sentence)")
        #expect(!result.mentions(Self.rightSecret))
        #expect(!result.mentions("owned\u{07}") && !result.standardError.contains(0x1B))
    }

    @Test func whenRateLimitedOnceWithRetryAfter1_itWaitsASecondAndSucceeds() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = FaultScript([Self.rateLimited(retryAfter: "1")], thereafter: nil)
        script.install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorOutput.isEmpty, "stderr: \(result.errorOutput)")
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception")
        #expect(script.requestCount == 2)
        #expect((script.gaps.first ?? .zero) >= .milliseconds(950), "retried after \(script.gaps)")
    }

    @Test func whenRateLimitedForever_itRetriesTwiceThenExits69() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = FaultScript(always: Self.rateLimited(retryAfter: "1"))
        script.install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("limiting requests"), "stderr: \(sentence)")
        #expect(script.requestCount == 3)
        #expect(script.gaps.allSatisfy { $0 >= .milliseconds(950) }, "retried after \(script.gaps)")
    }

    @Test func whenRateLimitedForeverWithACachedEntry_itShowsTheCachedEntryAndKeepsIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["search", "Inception"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: Self.rateLimited(retryAfter: "1")).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectCachedFallback(result, reason: "rate limited")
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception")
        try await probe.expectIntact()
    }

    @Test func whenRetryAfterIsBeyondTheTenSecondBudget_itDoesNotWaitAndExits69() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = FaultScript(always: Self.rateLimited(retryAfter: "60"))
        script.install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(script.requestCount == 1)
    }

    @Test func whenTheServerFailsOnce_itRetriesAfterABackoffAndSucceeds() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = FaultScript([Self.serverError], thereafter: nil)
        script.install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorOutput.isEmpty, "stderr: \(result.errorOutput)")
        #expect(script.requestCount == 2)
        #expect((script.gaps.first ?? .zero) >= .milliseconds(450), "retried after \(script.gaps)")
    }

    @Test(arguments: [
        StatusFaultEndToEndTests.serverError,
        StubHTTPResponse.text("<html><body>502 Bad Gateway</body></html>", status: 502, contentType: "text/html"),
        StubHTTPResponse.text("<html><body>Service Unavailable</body></html>", status: 503, contentType: "text/html"),
    ])
    func whenTheServerKeepsFailing_itRetriesOnceThenExits69NamingTheStatus(answer: StubHTTPResponse) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = FaultScript(always: answer)
        script.install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("HTTP \(answer.status)"), "stderr: \(sentence)")
        #expect(script.requestCount == 2)
    }

    @Test func whenTheServerKeepsFailingWithACachedEntry_itShowsTheCachedEntryAndKeepsIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["details", "27205"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: Self.serverError).install(on: server) { $0.isDetails }

        // when
        let result = try await sandbox.run(["details", "27205"], server: server)

        // then
        EndToEndExpectations.expectCachedFallback(result, reason: "server error 500")
        #expect(result.outputLines.first?.hasPrefix("Inception (2010)") == true, "stdout: \(result.output)")
        try await probe.expectIntact()
    }

    static func rateLimited(retryAfter: String) -> StubHTTPResponse {
        .json(
            #"{"success":false,"status_code":25,"status_message":"Your request count (41) is over the allowed limit of 40."}"#,
            status: 429,
            headers: ["Retry-After": retryAfter]
        )
    }

    static let serverError = StubHTTPResponse.json(
        #"{"success":false,"status_code":11,"status_message":"Internal error: Something went wrong, contact TMDb."}"#,
        status: 500
    )
}
