import Foundation
import Testing
import TMDBStubServer

/// Answers that arrive but cannot be read — broken HTTP, numbers out of range —
/// from the command line (#11 item 20): the server answered, so it is an
/// unreadable answer, exit 1 and a sentence saying what was wrong with it,
/// never "Cannot reach … check the network connection" with exit 69.
@Suite struct MalformedAnswerEndToEndTests {
    /// Raw answers that break HTTP, with words the sentence must contain.
    static let brokenAnswers: [(label: String, answer: StubHTTPResponse, says: String)] = [
        ("a garbage status line", .raw("GARBAGE\r\n\r\nhello"), "no HTTP status line"),
        (
            "a bad chunk size",
            .raw("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n"),
            "chunked-encoding"
        ),
        ("status 102 and nothing after it", .raw("HTTP/1.1 102 Processing\r\n\r\n"), "status 102"),
        ("status 102 and a body", .raw("HTTP/1.1 102 Processing\r\nContent-Length: 2\r\n\r\n{}"), "status 102"),
        (
            "a 200 KB header",
            .raw("HTTP/1.1 200 OK\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\nContent-Length: 2\r\n\r\n{}"),
            "header is too large"
        ),
        ("a status past 599", .raw("HTTP/1.1 999 Odd\r\nContent-Length: 2\r\n\r\n{}"), "status 999"),
        ("a four-digit status", .raw("HTTP/1.1 1000 Odd\r\nContent-Length: 2\r\n\r\n{}"), "not valid HTTP"),
    ]

    @Test(arguments: brokenAnswers)
    func whenTheAnswerBreaksHTTP_itExits1SayingWhatWasWrong(label: String, answer: StubHTTPResponse, says: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        FaultScript(always: answer).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server, apiKey: "secret-key-123")

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("could not be read") && sentence.contains(says), "\(label): \(sentence)")
        #expect(!sentence.contains("Cannot reach") && !sentence.contains("network connection"), "\(label): \(sentence)")
        #expect(!result.mentions("secret-key-123"))
    }

    @Test func whenTheAnswerBreaksHTTPWithACachedEntry_itShowsTheCachedEntryAsAnUnreadableAnswer() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["search", "Inception"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: .raw("GARBAGE\r\n\r\n")).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectCachedFallback(result, reason: "unreadable answer")
        try await probe.expectIntact()
    }

    @Test func whenASearchPageHasTotalPagesOf2To63_thePageIsShown() async throws {
        // given: valid JSON, one number out of range
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let body = #"{"page":1,"total_pages":9223372036854775808,"total_results":1,"results":[{"id":27205,"title":"Inception","release_date":"2010-07-15"}]}"#
        FaultScript(always: .json(body)).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.contains { $0.contains("1. Inception (2010)") && $0.hasSuffix("id 27205") }, "\(result.output)")
        #expect(!result.errorOutput.contains("not valid JSON"))
    }

    @Test func whenDetailsHaveAnIdOf2To63_itExits1NamingTheNumberNotCallingItInvalidJSON() async throws {
        // given: valid JSON whose one essential number is out of range
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            request.path == "/3/movie/27205" ? .json(#"{"id":9223372036854775808,"title":"Inception"}"#) : nil
        }

        // when
        let result = try await sandbox.run(["details", "27205"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("could not be read") && sentence.contains("out of range"), "\(sentence)")
        #expect(!sentence.contains("not valid JSON"), "\(sentence)")
    }

    @Test(arguments: [500, 503, 429])
    func whenTheServerSaysItFailedOrIsBusy_itStillExits69(status: Int) async throws {
        // given: these answers are read fine; they say "not now", as DESIGN §1 has it
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        FaultScript(always: .json(#"{"status_code":11,"status_message":"Busy."}"#, status: status, headers: ["Retry-After": "0"]))
            .install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
    }
}
