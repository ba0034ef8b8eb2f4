import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// #11 items 15 and 17: a base URL is an address, and a user name or password
/// in it is a credential. What cannot be used is refused before any request:
/// exit 64, one sentence, no secret repeated.
///
/// "No request" is observed, not assumed: `http_proxy` points libcurl at the
/// stub, so a request to any host, even one that does not exist, would reach
/// the stub and be counted.
@Suite struct CredentialURLEndToEndTests {
    static let password = "s3cret-pw-4711"

    private func proxied(_ sandbox: EndToEndSandbox, _ server: TMDBStubServer, _ variables: [String: String]) -> [String: String] {
        sandbox.environment(["http_proxy": server.baseURL.absoluteString, "HTTP_PROXY": server.baseURL.absoluteString].merging(variables) { _, new in new })
    }

    @Test func whenAPasswordInTMDB_BASE_URLWouldGoOverPlainHTTPToAnotherHost_itIsRefusedAndNothingIsSent() async throws {
        // given no key or token: the user information alone is the credential
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        for base in ["http://alice:\(Self.password)@films.example", "http://alice:\(Self.password)@127.0.0.1.nip.example:80"] {
            let environment = proxied(sandbox, server, ["TMDB_BASE_URL": base])

            // when
            let result = try await sandbox.run(["search", "Inception", "--verbose"], environment: environment)

            // then
            let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
            #expect(sentence.hasPrefix("movies: Refusing to send the user name and password in TMDB_BASE_URL over plain http:// to "), "\(sentence)")
            #expect(!result.mentions(Self.password) && !result.mentions("alice"))
        }
        #expect(server.receivedRequests.isEmpty, "a request went out: \(server.receivedRequests.map(\.target))")
    }

    @Test func whenAPasswordInTMDB_IMAGE_BASE_URLWouldGoOverPlainHTTPToAnotherHost_itIsRefusedAndNothingIsSent() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let environment = proxied(sandbox, server, [
            "TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": "key-0123456",
            "TMDB_IMAGE_BASE_URL": "http://alice:\(Self.password)@images.example",
        ])

        // when
        let result = try await sandbox.run(["details", "27205"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("TMDB_IMAGE_BASE_URL"), "\(sentence)")
        #expect(!result.mentions(Self.password))
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func whenTheKeyWouldGoToAHostThatOnlyLooksLikeLoopback_itIsRefusedAndNothingIsSent() async throws {
        // given: a name beginning with 127. is resolved by DNS, and may be anywhere
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let environment = proxied(sandbox, server, ["TMDB_BASE_URL": "http://127.0.0.1.films.example", "TMDB_API_KEY": "key-0123456"])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.hasPrefix("movies: Refusing to send TMDB credentials over plain http://"), "\(sentence)")
        #expect(!result.mentions("key-0123456"))
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func whenThePasswordGoesToThisMachine_itArrivesAsBasicAuthAndIsNeverShownOrStored() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: "key-0123456"))
        let base = "http://alice:\(Self.password)@127.0.0.1:\(server.port)"
        let environment = sandbox.environment(["TMDB_BASE_URL": base, "TMDB_API_KEY": "key-0123456"])

        // when
        var results: [MoviesProcessResult] = []
        for arguments in [["search", "Inception", "--verbose"], ["details", "27205", "--verbose"], ["cache", "list"]] {
            let result = try await sandbox.run(arguments, environment: environment)
            EndToEndExpectations.expectSuccess(result)
            results.append(result)
        }

        // then
        let basic = "Basic " + Data("alice:\(Self.password)".utf8).base64EncodedString()
        #expect(!server.receivedRequests.isEmpty)
        #expect(server.receivedRequests.allSatisfy { $0.header("Authorization") == basic })
        #expect(results[0].errorOutput.contains("search/movie"), "the trace is there: \(results[0].errorOutput)")
        for result in results {
            #expect(!result.mentions(Self.password) && !result.mentions("alice:"), "\(result.errorOutput)")
        }
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        let keys = try SQLiteShell.query("SELECT key FROM responses", database: database, readOnly: true)
        #expect(keys.contains("GET http://127.0.0.1:\(server.port)/3/search/movie?"), "\(keys)")
        #expect(!keys.contains("alice") && !keys.contains(Self.password))
        for file in sandbox.allFiles() {
            #expect(try Data(contentsOf: file).range(of: Data(Self.password.utf8)) == nil, "\(file.path) holds the password")
        }
    }

    @Test(arguments: [
        ("TMDB_BASE_URL", "?x=1", "must not have a query"), ("TMDB_BASE_URL", "/?", "must not have a query"),
        ("TMDB_BASE_URL", "#top", "must not have a fragment"), ("TMDB_IMAGE_BASE_URL", "?api_key=x", "must not have a query"),
        ("TMDB_IMAGE_BASE_URL", "/t/#p", "must not have a fragment"),
    ])
    func whenABaseURLHasAQueryOrFragment_itExits64WithOneSentenceAndNoRequest(name: String, suffix: String, reason: String) async throws {
        // given a URL that reaches the stub but for the part that makes no sense
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        var variables = ["TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": "key-0123456"]
        variables[name] = server.baseURL.absoluteString + suffix
        let environment = proxied(sandbox, server, variables)

        // when
        let result = try await sandbox.run(["details", "27205"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.hasPrefix("movies: \(name) \(reason)"), "\(sentence)")
        #expect(server.receivedRequests.isEmpty, "\(server.receivedRequests.map(\.target))")
    }

    @Test(arguments: ["0", "99999", "65536"])
    func whenABaseURLHasAPortOutside1To65535_itExits64WithOneSentenceAndNoRequest(port: String) async throws {
        // given: through the proxy, even such a port would be asked for
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        for name in ["TMDB_BASE_URL", "TMDB_IMAGE_BASE_URL"] {
            var variables = ["TMDB_BASE_URL": server.baseURL.absoluteString, "TMDB_API_KEY": "key-0123456"]
            variables[name] = "http://films.example:\(port)"
            let environment = proxied(sandbox, server, variables)

            // when
            let result = try await sandbox.run(["search", "Inception"], environment: environment)

            // then
            let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
            #expect(sentence.hasPrefix("movies: \(name) has a port outside 1 to 65535;"), "\(sentence)")
        }
        #expect(server.receivedRequests.isEmpty)
    }
}
