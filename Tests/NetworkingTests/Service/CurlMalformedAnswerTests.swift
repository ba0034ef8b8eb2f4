import Foundation
import Networking
import TMDBStubServer
import Testing

/// Answers that arrive but break HTTP: the server was reached, so each is a
/// `malformedResponse` that says what was wrong — never `notConnected`.
@Suite struct CurlMalformedAnswerTests {
    private let service = CurlNetworkService()

    /// Raw answers, with a word the error's detail must contain.
    static let malformedAnswers: [(label: String, bytes: Data, detailMentions: String)] = [
        ("a garbage status line", Data("GARBAGE\r\n\r\nhello".utf8), "no HTTP status line"),
        ("a status out of range", Data("HTTP/1.1 1000 Odd\r\nContent-Length: 2\r\n\r\n{}".utf8), "response code"),
        (
            "a bad chunk size",
            Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n".utf8),
            "chunk"
        ),
        ("status 102 and nothing after it", Data("HTTP/1.1 102 Processing\r\n\r\n".utf8), "status 102"),
        ("status 102 and a body", Data("HTTP/1.1 102 Processing\r\nContent-Length: 2\r\n\r\n{}".utf8), "status 102"),
        (
            "a 200 KB header",
            Data("HTTP/1.1 200 OK\r\nX-Big: \(String(repeating: "a", count: 200_000))\r\nContent-Length: 2\r\n\r\n{}".utf8),
            "header"
        ),
    ]

    @Test(arguments: malformedAnswers)
    func whenTheAnswerBreaksHTTP_throwsMalformedResponseSayingHow(label: String, bytes: Data, detailMentions: String) async throws {
        // given
        let fixture = try StubServerFixture { _ in .raw(bytes) }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) {
            try await service.request(fixture.request("/3/search/movie?api_key=\(TestSecrets.apiKey)"))
        }
        // then
        guard case .malformedResponse(let detail) = error else {
            Issue.record("\(label): expected malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(detail.contains(detailMentions), "\(label): \(detail)")
        #expect(!detail.contains(TestSecrets.apiKey))
    }

    @Test func whenTheConnectionResetsAfterTheHeaders_throwsTruncatedResponseNotNotConnected() async throws {
        // given: headers promise 1000 bytes, 10 arrive, then the connection closes
        let fixture = try StubServerFixture { _ in
            .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n0123456789".utf8))
        }
        defer { fixture.server.stop() }
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(fixture.request("/")) }
        // then
        guard case .truncatedResponse = error else {
            Issue.record("expected truncatedResponse, got \(String(describing: error))")
            return
        }
    }

    @Test func whenAWellFormedRawAnswerArrives_itIsReadLikeAnyOther() async throws {
        // given: the raw mode itself does not break what it sends
        let fixture = try StubServerFixture { _ in
            .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}".utf8))
        }
        defer { fixture.server.stop() }
        // when
        let response = try await service.request(fixture.request("/"))
        // then
        #expect(response.statusCode == 200)
        #expect(response.body == Data("{}".utf8))
    }

    @Test(arguments: [199, 999])
    func whenTheFinalStatusIsNotAFinalHTTPStatus_theTransferServiceCallsItMalformed(status: Int) async throws {
        // given: libcurl hands over any 3-digit status as it came
        let fixture = try StubServerFixture { _ in
            .raw(Data("HTTP/1.1 \(status) Odd\r\nContent-Length: 2\r\n\r\n{}".utf8))
        }
        defer { fixture.server.stop() }
        let transfer = DefaultDataTransferService(networkService: service, config: fixture.config(), retryPolicy: .none)
        // when
        let error = await #expect(throws: DataTransferError.self) {
            try await transfer.request(with: searchMoviesEndpoint(query: "x"))
        }
        // then
        guard case .networkFailure(.malformedResponse(let detail)) = error else {
            Issue.record("expected malformedResponse, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("status \(status)"), "\(detail)")
    }

    @Test func whenMalformed_theDescriptionSaysTheAnswerIsNotValidHTTP() {
        #expect(NetworkError.malformedResponse(detail: "it has no HTTP status line").description
            == "the server's answer is not valid HTTP (it has no HTTP status line)")
    }
}
