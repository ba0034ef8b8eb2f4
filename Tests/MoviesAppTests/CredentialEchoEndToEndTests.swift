import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// #11 item 16: a server that echoes the credential it was sent — the key, the
/// token, or the password of `TMDB_BASE_URL` — into bodies, `ETag` and
/// `Last-Modified` gets none of it stored: the cache file, read afterwards
/// with the `sqlite3` shell, holds `<redacted>` where the server put the secret,
/// and the run shows and replays the same.
@Suite struct CredentialEchoEndToEndTests {
    /// One way of sending a credential, with the secret the server sees.
    struct Credential: Sendable, CustomTestStringConvertible {
        let variables: @Sendable (TMDBStubServer) -> [String: String]
        let secret: String
        let testDescription: String
    }

    static let credentials: [Credential] = [
        Credential(variables: { _ in ["TMDB_API_KEY": "echo-key-5e1f0a"] }, secret: "echo-key-5e1f0a", testDescription: "API key"),
        Credential(variables: { _ in ["TMDB_ACCESS_TOKEN": "eyJ.echo-token.77aa"] }, secret: "eyJ.echo-token.77aa", testDescription: "access token"),
        Credential(
            variables: { ["TMDB_BASE_URL": "http://alice:pa55%2Fword-echo@127.0.0.1:\($0.port)"] },
            secret: "pa55/word-echo",
            testDescription: "password in TMDB_BASE_URL"
        ),
    ]

    @Test(arguments: credentials)
    func whenTheServerEchoesTheCredential_noColumnOfTheCacheFileHoldsIt(credential: Credential) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(echoesCredential: true))
        let environment = sandbox.environment(server: server, credential.variables(server))
        let runs: [[String]] = [
            ["search", "Inception"], ["search", "Inception"], ["search", "Inception", "--json"],
            ["details", "27205"], ["details", "27205", "--refresh", "--verbose"], ["trending"],
        ]

        // when
        var results: [MoviesProcessResult] = []
        for arguments in runs {
            let result = try await sandbox.run(arguments, environment: environment)
            EndToEndExpectations.expectSuccess(result)
            #expect(!result.mentions(credential.secret), "\(arguments) printed the secret")
            results.append(result)
        }
        let offline = try await sandbox.run(["search", "Inception", "--offline"], environment: environment)

        // then the server did echo, and saw the conditional requests the scrubbed tags made
        #expect(server.receivedRequests.contains { TMDBStubServer.echoedCredential(in: $0) == credential.secret })
        #expect(server.receivedRequests.contains { $0.header("If-None-Match")?.hasPrefix("\"<redacted>-") == true })
        #expect(results[0].output.contains("<redacted> Inception"), "what is shown is the scrubbed title: \(results[0].output)")
        EndToEndExpectations.expectSuccess(offline)
        #expect(offline.output.contains("<redacted> Inception"), "the stored body still decodes: \(offline.output)")
        // and the cache file, every table and column, holds the placeholder and never the secret
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        let dump = try SQLiteShell.query(".dump", database: database, readOnly: true)
        #expect(dump.contains("INSERT INTO responses"), "nothing was cached")
        #expect(dump.lowercased().contains(Self.hex("<redacted>")), "the echoed body was not stored scrubbed")
        #expect(dump.contains("<redacted>-"), "the echoed ETag was not stored scrubbed")
        for form in [credential.secret, "pa55%2Fword-echo", "pa55\\/word-echo"] {
            #expect(!dump.contains(form), "a column holds \(form)")
            #expect(!dump.lowercased().contains(Self.hex(form)), "a blob holds \(form)")
        }
        for file in sandbox.allFiles() {
            #expect(try Data(contentsOf: file).range(of: Data(credential.secret.utf8)) == nil, "\(file.path) holds the secret")
        }
    }

    private static func hex(_ text: String) -> String {
        text.utf8.map { String(format: "%02x", $0) }.joined()
    }
}
