import Foundation
import Networking
import TMDBStubServer
import Testing

@Suite struct CurlNetworkServiceTests {
    private let service = CurlNetworkService()

    @Test func whenServerAnswers_returnsStatusHeadersAndBody() async throws {
        // given
        let fixture = try StubServerFixture { _ in
            .json(MoviesPageFixture.json, headers: ["ETag": "\"v1\"", "X-Mixed-Case": "yes"])
        }
        defer { fixture.server.stop() }
        // when
        let response = try await service.request(fixture.request("/3/search/movie?query=x"))
        // then
        #expect(response.statusCode == 200)
        #expect(response.body == Data(MoviesPageFixture.json.utf8))
        #expect(response.headers["etag"] == "\"v1\"")
        #expect(response.headers["x-mixed-case"] == "yes")
        #expect(response.header("Content-Type") == "application/json;charset=utf-8")
    }

    @Test func whenRequestHasHeaders_sendsThemWithTheUserAgent() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json("{}") }
        defer { fixture.server.stop() }
        var request = try fixture.request("/3/configuration")
        request.headers = ["Authorization": "Bearer abc", "If-None-Match": "\"v1\"", "X-Empty": ""]
        // when
        _ = try await service.request(request)
        // then
        let received = try #require(fixture.server.receivedRequests.first)
        #expect(received.method == "GET")
        #expect(received.header("authorization") == "Bearer abc")
        #expect(received.header("if-none-match") == "\"v1\"")
        #expect(received.header("x-empty") == "")
        #expect(received.header("user-agent") == "movies/0.1")
    }

    @Test func whenHeaderValueContainsALineBreak_refusesToSendIt() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json("{}") }
        defer { fixture.server.stop() }
        var request = try fixture.request("/")
        request.headers = ["X-Injected": "a\r\nEvil: yes"]
        // when / then
        await #expect(throws: NetworkError.self) { try await service.request(request) }
        #expect(fixture.server.receivedRequests.isEmpty)
    }

    @Test(arguments: [404, 401, 500, 503])
    func whenStatusIsNotSuccess_returnsTheResponseInsteadOfThrowing(status: Int) async throws {
        // given
        let fixture = try StubServerFixture { _ in .text("nope", status: status) }
        defer { fixture.server.stop() }
        // when
        let response = try await service.request(fixture.request("/missing"))
        // then
        #expect(response.statusCode == status)
        #expect(response.body == Data("nope".utf8))
    }

    @Test func whenMethodIsHead_sendsHeadAndReturnsNoBody() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json(MoviesPageFixture.json, headers: ["ETag": "\"h\""]) }
        defer { fixture.server.stop() }
        var request = try fixture.request("/3/movie/1")
        request.method = .head
        // when
        let response = try await service.request(request)
        // then
        #expect(fixture.server.receivedRequests.first?.method == "HEAD")
        #expect(response.statusCode == 200)
        #expect(response.header("etag") == "\"h\"")
        #expect(response.body.isEmpty)
    }

    @Test func whenRedirected_followsAndKeepsOnlyTheFinalHeaders() async throws {
        // given
        let fixture = try StubServerFixture { request in
            request.path == "/old"
                ? StubHTTPResponse(status: 301, headers: ["Location": "/new", "X-Hop": "first"])
                : .json("{}", headers: ["X-Final": "yes"])
        }
        defer { fixture.server.stop() }
        // when
        let response = try await service.request(fixture.request("/old"))
        // then
        #expect(response.statusCode == 200)
        #expect(response.header("x-final") == "yes")
        #expect(response.header("x-hop") == nil)
        #expect(response.header("location") == nil)
        #expect(fixture.server.receivedRequests.map(\.path) == ["/old", "/new"])
    }

    @Test func whenRedirectsLoop_throwsBadRedirect() async throws {
        // given
        let fixture = try StubServerFixture { _ in .redirect(to: "/again") }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(fixture.request("/again")) }
        // then
        guard case .badRedirect = error else { Issue.record("expected badRedirect, got \(String(describing: error))"); return }
        #expect(fixture.server.receivedRequests.count == 6)
    }

    @Test func whenRedirectedToAnotherScheme_throwsBadRedirect() async throws {
        // given
        let fixture = try StubServerFixture { _ in .redirect(to: "file:///etc/passwd") }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(fixture.request("/")) }
        // then
        guard case .badRedirect = error else { Issue.record("expected badRedirect, got \(String(describing: error))"); return }
    }

    @Test func whenBodyIsCutShort_throwsTruncatedResponse() async throws {
        // given
        let fixture = try StubServerFixture { _ in
            StubHTTPResponse(body: Data(repeating: 0x41, count: 1000), delivery: .truncateBody(afterBytes: 100))
        }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(fixture.request("/")) }
        // then
        guard case .truncatedResponse = error else { Issue.record("expected truncatedResponse, got \(String(describing: error))"); return }
    }

    @Test func whenServerClosesWithoutAnswering_throwsTruncatedResponse() async throws {
        // given
        let fixture = try StubServerFixture { _ in .closeWithoutResponse }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(fixture.request("/")) }
        // then
        guard case .truncatedResponse = error else { Issue.record("expected truncatedResponse, got \(String(describing: error))"); return }
    }

    @Test func whenNothingListens_throwsNotConnected() async throws {
        // given
        let port = try StubHTTPServer.closedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/3/search/movie?api_key=\(TestSecrets.apiKey)"))
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(NetworkRequest(url: url)) }
        // then
        guard case .notConnected = error else { Issue.record("expected notConnected, got \(String(describing: error))"); return }
        #expect(!String(describing: error).contains(TestSecrets.apiKey))
    }

    @Test func whenTheServerStopped_itsPortRefusesAndNoServerMadeAfterCanTakeIt() async throws {
        // given: a server stopped, as a test of "the server is gone" stops it
        let stopped = try StubServerFixture { _ in .json("{}") }
        stopped.server.stop()
        // then: the kernel cannot hand the port to another test's server
        // (a bind to it fails), and a request there is refused
        #expect(Self.bindError(port: stopped.server.port) == EADDRINUSE)
        let error = await #expect(throws: NetworkError.self) { try await service.request(stopped.request("/3/configuration")) }
        guard case .notConnected = error else { Issue.record("expected notConnected, got \(String(describing: error))"); return }
    }

    /// `errno` of binding a new socket to `port` on 127.0.0.1; 0 when the bind succeeded.
    private static func bindError(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return result == 0 ? 0 : errno
    }

    @Test func whenServerHangsPastTheTotalLimit_throwsTimedOutWithThatLimit() async throws {
        // given
        let fixture = try StubServerFixture { _ in .hang }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) {
            try await service.request(fixture.request("/?api_key=\(TestSecrets.apiKey)", totalSeconds: 0.5))
        }
        // then
        #expect(error == .timedOut(seconds: 0.5))
        #expect(!String(describing: error).contains(TestSecrets.apiKey))
    }

    @Test func whenAnnouncedBodyIsOverTheLimit_throwsResponseTooLarge() async throws {
        // given
        let fixture = try StubServerFixture { _ in StubHTTPResponse(body: Data(repeating: 0x42, count: 5000)) }
        defer { fixture.server.stop() }
        let limited = CurlNetworkService(maximumBodyBytes: 1000)
        // when
        let error = await #expect(throws: NetworkError.self) { try await limited.request(fixture.request("/")) }
        // then
        #expect(error == .responseTooLarge(limitBytes: 1000))
    }

    @Test func whenUnannouncedBodyGrowsOverTheLimit_throwsResponseTooLarge() async throws {
        // given
        let fixture = try StubServerFixture { _ in
            StubHTTPResponse(body: Data(repeating: 0x42, count: 200_000), announcesLength: false)
        }
        defer { fixture.server.stop() }
        let limited = CurlNetworkService(maximumBodyBytes: 1000)
        // when
        let error = await #expect(throws: NetworkError.self) { try await limited.request(fixture.request("/")) }
        // then
        #expect(error == .responseTooLarge(limitBytes: 1000))
    }

    @Test func whenBodyIsExactlyAtTheLimit_returnsIt() async throws {
        // given
        let fixture = try StubServerFixture { _ in StubHTTPResponse(body: Data(repeating: 0x43, count: 1000)) }
        defer { fixture.server.stop() }
        let limited = CurlNetworkService(maximumBodyBytes: 1000)
        // when
        let response = try await limited.request(fixture.request("/"))
        // then
        #expect(response.body.count == 1000)
    }

    @Test func whenBodyArrivesSlowly_returnsAllOfIt() async throws {
        // given
        let body = Data((0..<64).map { UInt8($0) })
        let fixture = try StubServerFixture { _ in
            StubHTTPResponse(body: body, delivery: .slowBody(chunkBytes: 16, chunkDelay: .milliseconds(20)))
        }
        defer { fixture.server.stop() }
        // when
        let response = try await service.request(fixture.request("/"))
        // then
        #expect(response.body == body)
    }

    @Test func whenTaskIsCancelledMidRequest_throwsCancelledInsteadOfWaitingForTheTimeout() async throws {
        // given
        let fixture = try StubServerFixture { _ in .hang }
        defer { fixture.server.stop() }
        let request = try fixture.request("/", totalSeconds: 60)
        let service = service
        let task = Task { try await service.request(request) }
        try await fixture.waitForRequests(1)
        // when
        task.cancel()
        let result = await task.result
        // then
        #expect(throws: NetworkError.cancelled) { try result.get() }
    }

    @Test func whenTaskIsAlreadyCancelled_throwsCancelledWithoutSending() async throws {
        // given
        let fixture = try StubServerFixture { _ in .json("{}") }
        defer { fixture.server.stop() }
        let request = try fixture.request("/")
        let service = service
        // when
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.request(request)
        }
        let result = await task.result
        // then
        #expect(throws: NetworkError.cancelled) { try result.get() }
        #expect(fixture.server.receivedRequests.isEmpty)
    }

    @Test func whenSixteenRequestsRunAtOnce_eachGetsItsOwnAnswer() async throws {
        // given
        let fixture = try StubServerFixture { request in
            StubHTTPResponse(body: Data("page-\(request.queryValue("page") ?? "?")".utf8), delay: .milliseconds(50))
        }
        defer { fixture.server.stop() }
        let service = service
        let requests = try (1...16).map { try fixture.request("/3/search/movie?page=\($0)") }
        // when
        let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask { (index + 1, String(decoding: try await service.request(request).body, as: UTF8.self)) }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        // then
        #expect(bodies.count == 16)
        for page in 1...16 {
            #expect(bodies[page] == "page-\(page)")
        }
    }
}
