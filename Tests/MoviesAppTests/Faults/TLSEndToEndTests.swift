import Foundation
import Testing
import TMDBStubServer

/// The built binary against a real TLS server (`openssl s_server` with a
/// certificate made for the test), trusted through `SSL_CERT_FILE` or
/// `CURL_CA_BUNDLE` as curl's tool trusts it: an https answer that redirects
/// to plain http is refused, and nothing goes to the plain server.
@Suite(.enabled(if: TLSStubServer.isAvailable, "openssl is not on PATH: no TLS stub server"))
struct TLSEndToEndTests {
    static let searchPage = #"{"page":1,"results":[{"id":27205,"title":"Inception","release_date":"2010-07-15"}],"total_pages":1,"total_results":1}"#

    @Test(arguments: ["SSL_CERT_FILE", "CURL_CA_BUNDLE"])
    func whenTheCertificateIsTrustedThroughTheEnvironment_aSearchOverHTTPSWorks(variable: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let body = Self.searchPage
        let server = try TLSStubServer(response: Data(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8
        ))
        defer { server.stop() }
        let environment = sandbox.environment([
            "TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": "secret-key-123", variable: server.certificatePath,
        ])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.contains { $0.contains("1. Inception (2010)") && $0.hasSuffix("id 27205") }, "\(result.output)")
        #expect(server.receivedText.contains("api_key=secret-key-123"), "the request did not arrive over TLS")
    }

    @Test func whenNoVariableNamesTheCertificate_itIsRefusedAsUntrusted() async throws {
        // given: verification stays on; the test certificate is nobody's
        let sandbox = try EndToEndSandbox()
        let server = try TLSStubServer(response: Data("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}".utf8))
        defer { server.stop() }

        // when
        let result = try await sandbox.run(
            ["search", "Inception"],
            environment: sandbox.environment(["TMDB_BASE_URL": server.baseURL.absoluteString])
        )

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("certificate"), "\(sentence)")
    }

    @Test func whenAnHTTPSAnswerRedirectsToPlainHTTP_itIsRefusedAndThePlainServerHearsNothing() async throws {
        // given: the plain server would answer the search, if it were ever asked
        let sandbox = try EndToEndSandbox()
        let plain = try TMDBStubServer()
        let location = "http://127.0.0.1:\(plain.port)/3/search/movie?query=Inception"
        let server = try TLSStubServer(response: Data(
            "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n".utf8
        ))
        defer { server.stop() }
        let environment = sandbox.environment([
            "TMDB_BASE_URL": server.baseURL.absoluteString,
            "TMDB_ACCESS_TOKEN": "secret-token-123",
            "SSL_CERT_FILE": server.certificatePath,
        ])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.lowercased().contains("redirect"), "\(sentence)")
        #expect(server.receivedText.contains("GET /3/search/movie"), "the https request never arrived")
        #expect(plain.receivedRequests.isEmpty, "followed the redirect down to plain http")
        #expect(!result.mentions("secret-token-123"))
    }
}
