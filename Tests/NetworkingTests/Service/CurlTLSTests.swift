import Foundation
import Networking
import TMDBStubServer
import Testing

/// https against a real TLS server (`openssl s_server` with a certificate made
/// for the test): verification stays on, the trusted authorities can be named
/// as curl's tool names them, and a redirect never goes from https down to http.
@Suite(.enabled(if: TLSStubServer.isAvailable, "openssl is not on PATH: no TLS stub server"))
struct CurlTLSTests {
    @Test func whenTheServerCertificateIsTrustedThroughTheCABundle_theAnswerArrives() async throws {
        // given
        let server = try TLSStubServer(response: Data("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}".utf8))
        defer { server.stop() }
        let service = CurlNetworkService(caBundlePath: server.certificatePath)
        // when
        let response = try await service.request(NetworkRequest(url: server.baseURL.appendingPathComponent("3/configuration")))
        // then
        #expect(response.statusCode == 200)
        #expect(response.body == Data("{}".utf8))
        #expect(server.receivedText.contains("GET /3/configuration HTTP/1.1"))
    }

    @Test func whenTheCertificateIsNotTrusted_itIsATLSFailure() async throws {
        // given: the system's authorities do not know the test certificate
        let server = try TLSStubServer(response: Data("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}".utf8))
        defer { server.stop() }
        let service = CurlNetworkService(caBundlePath: nil)
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(NetworkRequest(url: server.baseURL)) }
        // then
        guard case .tlsFailure = error else { Issue.record("expected tlsFailure, got \(String(describing: error))"); return }
    }

    @Test func whenAnHTTPSAnswerRedirectsToPlainHTTP_theRedirectIsRefusedAndNothingIsSentInClear() async throws {
        // given: the plain server would answer, if it were ever asked
        let plain = try StubServerFixture { _ in .json("{}") }
        defer { plain.server.stop() }
        let location = "http://127.0.0.1:\(plain.server.port)/3/search/movie?query=x"
        let server = try TLSStubServer(response: Data("HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\n\r\n".utf8))
        defer { server.stop() }
        let service = CurlNetworkService(caBundlePath: server.certificatePath)
        let url = try #require(URL(string: "\(server.baseURL.absoluteString)/3/search/movie?query=x&api_key=\(TestSecrets.apiKey)"))
        var request = NetworkRequest(url: url)
        request.headers = ["Authorization": "Bearer \(TestSecrets.accessToken)"]
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(request) }
        // then
        guard case .badRedirect(let detail) = error else {
            Issue.record("expected badRedirect, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("redirect from https"), "\(detail)")
        #expect(plain.server.receivedRequests.isEmpty, "the redirect was followed to plain http")
        #expect(server.receivedText.contains("GET /3/search/movie"), "the https request never arrived: \(server.receivedText)")
        #expect(!detail.contains(TestSecrets.apiKey) && !detail.contains(TestSecrets.accessToken))
    }

    @Test func theCABundleComesFromCURL_CA_BUNDLEThenSSL_CERT_FILE() {
        #expect(CABundle.path(in: [:]) == nil)
        #expect(CABundle.path(in: ["SSL_CERT_FILE": "/b.pem"]) == "/b.pem")
        #expect(CABundle.path(in: ["CURL_CA_BUNDLE": "/a.pem", "SSL_CERT_FILE": "/b.pem"]) == "/a.pem")
        #expect(CABundle.path(in: ["CURL_CA_BUNDLE": "", "SSL_CERT_FILE": "/b.pem"]) == "/b.pem")
        #expect(CurlNetworkService(caBundlePath: "/a.pem").caBundlePath == "/a.pem")
    }

    @Test func whenTheCABundleFileIsMissing_itIsATLSFailureNamingIt() async throws {
        // given
        let server = try TLSStubServer(response: Data("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}".utf8))
        defer { server.stop() }
        let service = CurlNetworkService(caBundlePath: "/nonexistent/ca.pem")
        // when
        let error = await #expect(throws: NetworkError.self) { try await service.request(NetworkRequest(url: server.baseURL)) }
        // then
        guard case .tlsFailure(let detail) = error else { Issue.record("expected tlsFailure, got \(String(describing: error))"); return }
        #expect(detail.contains("/nonexistent/ca.pem"), "\(detail)")
    }
}
