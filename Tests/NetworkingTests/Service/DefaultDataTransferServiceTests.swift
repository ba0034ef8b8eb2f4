import Foundation
import Networking
import TMDBStubServer
import Testing

@Suite struct DefaultDataTransferServiceTests {
    /// No retries: these tests are about how a single answer is read (retries: `DataTransferRetryTests`).
    private func makeService(
        _ fixture: StubServerFixture,
        totalSeconds: Double = 10,
        errorBodyReader: (any HTTPErrorBodyReader)? = nil
    ) -> DefaultDataTransferService {
        DefaultDataTransferService(
            networkService: CurlNetworkService(),
            config: fixture.config(totalSeconds: totalSeconds),
            errorBodyReader: errorBodyReader,
            retryPolicy: .none
        )
    }

    /// The error `response` makes, read with `reader` (TMDB's reader has its own tests in MoviesDataTests).
    private func httpStatusError(
        for response: StubHTTPResponse,
        reader: (any HTTPErrorBodyReader)? = PlainTextErrorBodyReader()
    ) async throws -> (code: Int, serviceCode: ServiceErrorCode?, message: String?, retryAfterSeconds: Double?, description: String)? {
        let fixture = try StubServerFixture { _ in response }
        defer { fixture.server.stop() }
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, errorBodyReader: reader).request(with: searchMoviesEndpoint(query: "x"))
        }
        guard let error, case .httpStatus(let code, let serviceCode, let message, let retryAfterSeconds) = error else {
            Issue.record("expected httpStatus, got \(String(describing: error))")
            return nil
        }
        return (code, serviceCode, message, retryAfterSeconds, error.description)
    }

    @Test func whenServerAnswersJSON_decodesItAndKeepsTheRawResponse() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json(MoviesPageFixture.json, headers: ["ETag": "\"e1\""]) }
        defer { fixture.server.stop() }
        // when
        let result = try await makeService(fixture).request(with: searchMoviesEndpoint(query: "Inception"))
        // then
        guard case .value(let page, let response) = result else { Issue.record("expected a value"); return }
        #expect(page == MoviesPageFixture(page: 1, results: [.init(id: 27205, title: "Inception")]))
        #expect(response.header("etag") == "\"e1\"")
        #expect(response.body == Data(MoviesPageFixture.json.utf8))
    }

    @Test func whenSending_addsConfigCredentialsAndEncodesTheQuery() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json(MoviesPageFixture.json) }
        defer { fixture.server.stop() }
        // when
        _ = try await makeService(fixture).request(with: searchMoviesEndpoint(query: "기생충 a+b & c=d"))
        // then
        let received = try #require(fixture.server.receivedRequests.first)
        #expect(received.path == "/3/search/movie")
        #expect(received.queryItems.map(\.name) == ["api_key", "query"])
        #expect(received.queryValue("api_key") == TestSecrets.apiKey)
        #expect(received.queryValue("query") == "기생충 a+b & c=d")
        #expect(received.header("authorization") == "Bearer \(TestSecrets.accessToken)")
    }

    @Test func whenExtraHeadersAreGiven_sendsThem() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json(MoviesPageFixture.json) }
        defer { fixture.server.stop() }
        // when
        _ = try await makeService(fixture).request(with: searchMoviesEndpoint(query: "x"), extraHeaders: ["If-None-Match": "\"e1\""])
        // then
        #expect(fixture.server.receivedRequests.first?.header("if-none-match") == "\"e1\"")
    }

    @Test func whenServerAnswers304_returnsNotModified() async throws {
        // given
        let fixture = try StubServerFixture { _ in StubHTTPResponse(status: 304, headers: ["ETag": "\"e1\""]) }
        defer { fixture.server.stop() }
        // when
        let result = try await makeService(fixture).request(with: searchMoviesEndpoint(query: "x"), extraHeaders: ["If-None-Match": "\"e1\""])
        // then
        guard case .notModified(let response) = result else { Issue.record("expected notModified"); return }
        #expect(response.statusCode == 304)
        #expect(response.header("etag") == "\"e1\"")
    }

    @Test func whenAReaderExplainsTheError_throwsHTTPStatusWithItsCodeAndMessage() async throws {
        // when
        let error = try await httpStatusError(for: .text("Invalid key.", status: 401, headers: ["X-Error-Code": "7"]))
        // then
        #expect(error?.code == 401)
        #expect(error?.serviceCode == ServiceErrorCode(service: "Stub", value: 7))
        #expect(error?.message == "Invalid key.")
        #expect(error?.retryAfterSeconds == nil)
        #expect(error?.description == "the server answered HTTP 401: Invalid key. (Stub status 7)")
    }

    @Test func whenNoReaderIsGiven_throwsHTTPStatusWithoutMessageOrCode() async throws {
        // given: a body any API's reader might understand
        let body = #"{"status_code":7,"status_message":"Invalid API key: You must be granted a valid key.","success":false}"#
        // when
        let error = try await httpStatusError(for: .json(body, status: 401, headers: ["X-Error-Code": "7"]), reader: nil)
        // then
        #expect(error?.code == 401)
        #expect(error?.serviceCode == nil)
        #expect(error?.message == nil)
        #expect(error?.description == "the server answered HTTP 401")
    }

    @Test func whenErrorBodyIsEmpty_throwsHTTPStatusWithoutMessage() async throws {
        // when
        let error = try await httpStatusError(for: StubHTTPResponse(status: 503))
        // then
        #expect(error?.code == 503)
        #expect(error?.message == nil)
    }

    @Test(arguments: [("120", 120.0), ("0", 0.0), ("soon", nil)])
    func whenRateLimited_readsRetryAfterSeconds(header: String, expected: Double?) async throws {
        // when
        let error = try await httpStatusError(
            for: .text("Too many requests.", status: 429, headers: ["Retry-After": header, "X-Error-Code": "25"])
        )
        // then
        #expect(error?.code == 429)
        #expect(error?.serviceCode?.value == 25)
        #expect(error?.retryAfterSeconds == expected)
    }

    @Test func whenRetryAfterIsAnHTTPDateInThePast_readsZeroSeconds() async throws {
        // when
        let error = try await httpStatusError(
            for: StubHTTPResponse(status: 429, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"])
        )
        // then
        #expect(error?.retryAfterSeconds == 0)
    }

    @Test func whenErrorMessageCarriesControlCharactersOrTheKey_cleansBoth() async throws {
        // given: what the reader hands over raw, the service cleans
        let body = "bad key \(TestSecrets.apiKey)\u{1B}[2J\u{07}!"
        // when
        let error = try await httpStatusError(for: .text(body, status: 401))
        // then
        let message = try #require(error?.message)
        #expect(!message.contains(TestSecrets.apiKey))
        #expect(message.contains("<redacted>"))
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func whenSuccessBodyIsMalformed_throwsUndecodableBodyWithAShortReason() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json(#"{"page":1,"results":[{"id":"not a number","title":"X"}]}"#) }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .undecodableBody(let detail) = error else { Issue.record("expected undecodableBody, got \(String(describing: error))"); return }
        #expect(detail.contains("results[0].id"))
        #expect(!detail.contains("not a number"))
    }

    @Test func whenSuccessBodyIsNotJSON_throwsUndecodableBody() async throws {
        // given
        let fixture = try StubServerFixture { _ in .text("<html>maintenance</html>", contentType: "text/html") }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        #expect(error == .undecodableBody(detail: "the body is not valid JSON"))
    }

    @Test func whenBodyIsTruncated_throwsNetworkFailureTruncatedResponse() async throws {
        // given
        let fixture = try StubServerFixture { _ in
            StubHTTPResponse(body: Data(MoviesPageFixture.json.utf8), delivery: .truncateBody(afterBytes: 10))
        }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .networkFailure(.truncatedResponse) = error else {
            Issue.record("expected networkFailure(truncatedResponse), got \(String(describing: error))")
            return
        }
    }

    @Test func whenServerHangs_throwsNetworkFailureTimedOutWithoutTheKeyInItsDescription() async throws {
        // given
        let fixture = try StubServerFixture { _ in .hang }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await makeService(fixture, totalSeconds: 0.5).request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        #expect(error == .networkFailure(.timedOut(seconds: 0.5)))
        #expect(!String(describing: error).contains(TestSecrets.apiKey))
        #expect(!String(reflecting: error).contains(TestSecrets.apiKey))
    }

    @Test func whenNothingListens_throwsNetworkFailureNotConnectedWithoutTheKey() async throws {
        // given
        let port = try StubHTTPServer.closedPort()
        let config = ApiDataNetworkConfig(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")),
            queryParameters: ["api_key": TestSecrets.apiKey],
            credentialNames: TestSecrets.credentialNames
        )
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await service.request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .networkFailure(.notConnected) = error else { Issue.record("expected notConnected, got \(String(describing: error))"); return }
        #expect(!String(describing: error).contains(TestSecrets.apiKey))
    }

    @Test func whenDecodingACachedBody_usesTheEndpointsDecoder() throws {
        // given
        let config = ApiDataNetworkConfig(baseURL: try #require(URL(string: "http://127.0.0.1:1")), credentialNames: TestSecrets.credentialNames)
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
        // when
        let page = try service.decode(Data(MoviesPageFixture.json.utf8), for: searchMoviesEndpoint(query: "x"))
        // then
        #expect(page.results.first?.title == "Inception")
        #expect(throws: DataTransferError.undecodableBody(detail: "missing key 'page' at the top level")) {
            try service.decode(Data("{}".utf8), for: searchMoviesEndpoint(query: "x"))
        }
    }

    @Test func whenAskedForTheRequest_buildsItFromTheConfig() throws {
        // given
        let config = ApiDataNetworkConfig(
            baseURL: try #require(URL(string: "https://api.themoviedb.org")),
            queryParameters: ["api_key": "K"],
            credentialNames: TestSecrets.credentialNames
        )
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
        // when
        let request = try service.networkRequest(for: searchMoviesEndpoint(query: "a b"))
        // then
        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/search/movie?api_key=K&query=a%20b")
    }
}

@Suite struct DefaultDataTransferServiceCredentialTransportTests {
    private func service(base: String) throws -> DefaultDataTransferService {
        let config = ApiDataNetworkConfig(
            baseURL: try #require(URL(string: base)),
            queryParameters: ["api_key": TestSecrets.apiKey],
            credentialNames: TestSecrets.credentialNames
        )
        return DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
    }

    @Test(arguments: ["https://api.themoviedb.org", "http://127.0.0.1:8080", "http://localhost:1", "http://[::1]:9"])
    func whenCredentialsGoOverHTTPSOrToThisMachine_buildsTheRequest(base: String) throws {
        // when
        let request = try service(base: base).networkRequest(for: searchMoviesEndpoint(query: "x"))
        // then
        #expect(request.url.query?.contains("api_key=") == true)
    }

    @Test func whenCredentialsWouldGoOverPlainHTTPToAnotherHost_refusesToBuildTheRequest() throws {
        // given
        let service = try service(base: "http://api.themoviedb.org")
        // when
        let error = #expect(throws: DataTransferError.self) {
            try service.networkRequest(for: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .invalidRequest(let detail) = error else { Issue.record("expected invalidRequest"); return }
        #expect(!detail.contains(TestSecrets.apiKey))
    }

    @Test(arguments: ["http://127.evil.example:80", "http://127.0.0.1.evil.example"])
    func whenTheHostOnlyLooksLikeLoopback_refusesToBuildTheRequest(base: String) throws {
        // when / then: a name is resolved by DNS, wherever it points
        #expect(throws: DataTransferError.self) {
            try service(base: base).networkRequest(for: searchMoviesEndpoint(query: "x"))
        }
    }

    @Test(arguments: ["http://user:pw-secret@example.com", "http://user@example.com"])
    func whenTheBaseURLHasUserInfoForPlainHTTPToAnotherHost_refusesToBuildTheRequestEvenWithoutAKey(base: String) throws {
        // given: libcurl would send the user information as Basic authentication
        let config = ApiDataNetworkConfig(baseURL: try #require(URL(string: base)), credentialNames: TestSecrets.credentialNames)
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
        // when
        let error = #expect(throws: DataTransferError.self) {
            try service.networkRequest(for: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .invalidRequest(let detail) = error else { Issue.record("expected invalidRequest"); return }
        #expect(!detail.contains("pw-secret"))
    }

    @Test(arguments: ["http://user:pw-secret@127.0.0.1:9", "https://user:pw-secret@example.com"])
    func whenTheBaseURLHasUserInfoForHTTPSOrThisMachine_buildsTheRequest(base: String) throws {
        // given
        let config = ApiDataNetworkConfig(baseURL: try #require(URL(string: base)), credentialNames: TestSecrets.credentialNames)
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
        // when
        let request = try service.networkRequest(for: searchMoviesEndpoint(query: "x"))
        // then
        #expect(request.url.absoluteString == base + "/3/search/movie?query=x")
    }

    @Test func whenThereAreNoCredentials_plainHTTPIsAllowedAnywhere() throws {
        // given
        let config = ApiDataNetworkConfig(baseURL: try #require(URL(string: "http://example.com")), credentialNames: TestSecrets.credentialNames)
        let service = DefaultDataTransferService(networkService: CurlNetworkService(), config: config)
        // when
        let request = try service.networkRequest(for: searchMoviesEndpoint(query: "x"))
        // then
        #expect(request.url.absoluteString == "http://example.com/3/search/movie?query=x")
    }
}
