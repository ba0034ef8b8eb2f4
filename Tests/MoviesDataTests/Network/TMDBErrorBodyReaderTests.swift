import Foundation
import MoviesData
import Networking
import TMDBStubServer
import Testing

/// TMDB's error bodies, read by the service the app builds for TMDB.
@Suite struct TMDBErrorBodyReaderTests {
    /// The error `response` makes, answered once (no retries: those are `TMDBRetryPolicyTests`).
    private func httpStatusError(
        for response: StubHTTPResponse
    ) async throws -> (code: Int, tmdbStatusCode: Int?, message: String?, retryAfterSeconds: Double?, description: String)? {
        let fixture = try TMDBServiceFixture(answering: [response], retryPolicy: .none)
        defer { fixture.server.stop() }
        let error = await fixture.error()
        guard let error, case .httpStatus(let code, let serviceCode, let message, let retryAfterSeconds) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return nil
        }
        if let serviceCode { #expect(serviceCode.service == "TMDB") }
        return (code, serviceCode?.value, message, retryAfterSeconds, error.description)
    }

    @Test func whenServerRejectsTheKeyWithTMDBJSON_throwsHTTPStatusWithTMDBCodeAndMessage() async throws {
        // given
        let body = #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
        // when
        let error = try await httpStatusError(for: .json(body, status: 401))
        // then
        #expect(error?.code == 401)
        #expect(error?.tmdbStatusCode == 7)
        #expect(error?.message == "Invalid API key: You must be granted a valid key.")
        #expect(error?.retryAfterSeconds == nil)
        #expect(error?.description == "the server answered HTTP 401: Invalid API key: You must be granted a valid key. (TMDB status 7)")
    }

    @Test func whenResourceIsMissing_throwsHTTPStatus404() async throws {
        // given
        let body = #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
        // when
        let error = try await httpStatusError(for: .json(body, status: 404))
        // then
        #expect(error?.code == 404)
        #expect(error?.tmdbStatusCode == 34)
    }

    @Test func whenTMDBListsErrors_joinsThemAsTheMessage() async throws {
        // given
        let body = #"{"success":false,"errors":["page must be less than or equal to 500","", "page must be a number"]}"#
        // when
        let error = try await httpStatusError(for: .json(body, status: 422))
        // then
        #expect(error?.code == 422)
        #expect(error?.tmdbStatusCode == nil)
        #expect(error?.message == "page must be less than or equal to 500; page must be a number")
    }

    @Test func whenErrorBodyIsHTML_throwsHTTPStatusWithoutMessage() async throws {
        // given
        let html = "<html><body><h1>500 Internal Server Error</h1></body></html>"
        // when
        let error = try await httpStatusError(for: .text(html, status: 500, contentType: "text/html"))
        // then
        #expect(error?.code == 500)
        #expect(error?.tmdbStatusCode == nil)
        #expect(error?.message == nil)
        #expect(error?.description == "the server answered HTTP 500")
    }

    @Test(arguments: [#"{"success":false}"#, #"["status_code", 7]"#, #"{"status_code":"seven"}"#, ""])
    func whenTheBodyIsNotTMDBsErrorJSON_throwsHTTPStatusWithoutMessageOrCode(body: String) async throws {
        // when
        let error = try await httpStatusError(for: .json(body, status: 400))
        // then
        #expect(error?.code == 400)
        #expect(error?.tmdbStatusCode == nil)
        #expect(error?.message == nil)
    }

    @Test func whenRateLimited_readsTMDBsCodeAndRetryAfter() async throws {
        // given
        let body = #"{"status_code":25,"status_message":"Your request count (41) is over the allowed limit of 40."}"#
        // when
        let error = try await httpStatusError(for: .json(body, status: 429, headers: ["Retry-After": "120"]))
        // then
        #expect(error?.code == 429)
        #expect(error?.tmdbStatusCode == 25)
        #expect(error?.retryAfterSeconds == 120)
        #expect(error?.description.hasSuffix("(TMDB status 25); retry after 120 s") == true)
    }

    @Test func whenErrorMessageCarriesControlCharactersOrTheKey_cleansBoth() async throws {
        // given
        let body = #"{"status_code":7,"status_message":"bad key \#(TMDBServiceFixture.apiKey)\u001b[2J\u0007!"}"#
        // when
        let error = try await httpStatusError(for: .json(body, status: 401))
        // then
        let message = try #require(error?.message)
        #expect(!message.contains(TMDBServiceFixture.apiKey))
        #expect(message.contains("<redacted>"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}
