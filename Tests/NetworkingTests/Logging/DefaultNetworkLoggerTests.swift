import Foundation
import Logging
import Networking
import TMDBStubServer
import Testing

@Suite struct DefaultNetworkLoggerTests {
    private func makeLogger(_ store: CapturingLogHandler.Store, config: any NetworkConfigurable) -> DefaultNetworkLogger {
        var logger = Logger(label: "movies.network.test") { _ in CapturingLogHandler(store: store) }
        logger.logLevel = .debug
        return DefaultNetworkLogger(logger: logger, redactor: CredentialRedactor(config: config))
    }

    /// A service over libcurl logging into `store`; retries never really wait.
    private func makeService(
        _ store: CapturingLogHandler.Store, config: any NetworkConfigurable, retryPolicy: RetryPolicy = .none
    ) -> DefaultDataTransferService {
        DefaultDataTransferService(
            networkService: CurlNetworkService(), config: config, logger: makeLogger(store, config: config),
            retryPolicy: retryPolicy, sleep: { _ in }
        )
    }

    /// Neither the API key nor the access token is in any logged line.
    private func expectNoSecrets(in lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            #expect(!line.contains(TestSecrets.apiKey), sourceLocation: sourceLocation)
            #expect(!line.contains(TestSecrets.accessToken), sourceLocation: sourceLocation)
        }
    }

    @Test func whenARequestSucceeds_logsMethodRedactedURLStatusAndSize() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json(MoviesPageFixture.json) }
        defer { fixture.server.stop() }
        let store = CapturingLogHandler.Store()
        let config = fixture.config()
        let service = makeService(store, config: config)
        // when
        _ = try await service.request(with: searchMoviesEndpoint(query: "Inception"))
        // then
        let lines = store.messages
        #expect(lines.count == 2)
        #expect(lines.first?.contains("GET http://127.0.0.1:\(fixture.server.port)/3/search/movie?api_key=<redacted>&query=Inception") == true)
        #expect(lines.first?.contains("Authorization: <redacted>") == true)
        #expect(lines.last?.contains("200") == true)
        #expect(lines.last?.contains("\(MoviesPageFixture.json.utf8.count) bytes") == true)
        expectNoSecrets(in: lines)
    }

    @Test func whenARequestFails_logsTheFailureWithoutSecrets() async throws {
        // given
        let port = try StubHTTPServer.closedPort()
        let config = ApiDataNetworkConfig(
            baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")),
            headers: ["Authorization": "Bearer \(TestSecrets.accessToken)"],
            queryParameters: ["api_key": TestSecrets.apiKey],
            credentialNames: TestSecrets.credentialNames
        )
        let store = CapturingLogHandler.Store()
        let service = makeService(store, config: config)
        // when
        _ = try? await service.request(with: searchMoviesEndpoint(query: "x"))
        // then
        let lines = store.messages
        #expect(lines.count == 2)
        #expect(lines.last?.contains("failed") == true)
        expectNoSecrets(in: lines)
    }

    @Test func whenARequestIsRetried_logsTheRetryWithItsReasonAndWaitWithoutSecrets() async throws {
        // given
        let sequence = StubResponseSequence([StubHTTPResponse(status: 429), StubHTTPResponse(status: 503), .json(MoviesPageFixture.json)])
        let fixture = try StubServerFixture { sequence.next($0) }
        defer { fixture.server.stop() }
        let store = CapturingLogHandler.Store()
        let config = fixture.config()
        let service = makeService(store, config: config, retryPolicy: .testing)
        // when
        _ = try await service.request(with: searchMoviesEndpoint(query: "x"))
        // then
        let retries = store.messages.filter { $0.hasPrefix("↻") }
        #expect(retries.count == 2)
        #expect(retries.first?.contains("retry 1 of GET http://127.0.0.1:\(fixture.server.port)/3/search/movie?api_key=<redacted>") == true)
        #expect(retries.first?.hasSuffix("after 429, waiting 1 s") == true)
        #expect(retries.last?.hasSuffix("after 503, waiting 500 ms") == true)
        for line in store.messages {
            #expect(!line.contains(TestSecrets.apiKey))
            #expect(!line.contains(TestSecrets.accessToken))
        }
    }
}
