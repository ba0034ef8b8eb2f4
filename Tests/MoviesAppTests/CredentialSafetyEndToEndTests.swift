import Foundation
import Testing
import TMDBStubServer

/// The API key reaches the server and nothing else: no file, no output, no trace.
@Suite struct CredentialSafetyEndToEndTests {
    static let key = "secret-key-123"

    @Test func whenRunsUseAnAPIKey_noFileUnderTheSandboxContainsIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.key))
        let runs: [[String]] = [
            ["search", "Inception"], ["search", "the", "--page", "2", "--json"], ["search", "Matrix", "--select", "1"],
            ["details", "27205"], ["details", "27205", "--refresh", "--verbose"], ["recent"], ["cache", "list"],
        ]

        // when
        for arguments in runs {
            let result = try await sandbox.run(arguments, server: server, apiKey: Self.key)
            EndToEndExpectations.expectSuccess(result)
            #expect(!result.mentions(Self.key), "\(arguments) printed the key")
        }

        // then
        #expect(server.receivedRequests.allSatisfy { $0.queryValue("api_key") == Self.key })
        let files = sandbox.allFiles()
        let cachePath = sandbox.cacheDirectory.resolvingSymlinksInPath().path
        #expect(files.contains { $0.resolvingSymlinksInPath().path.hasPrefix(cachePath) }, "the runs wrote no cache file")
        let needle = Data(Self.key.utf8)
        for file in files {
            let contents = try Data(contentsOf: file)
            #expect(contents.range(of: needle) == nil, "\(file.path) contains the API key")
        }
    }

    @Test func whenVerbose_theTraceShowsTheRequestWithTheKeyRedacted() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.key))

        // when
        let result = try await sandbox.run(["search", "Inception", "--verbose"], server: server, apiKey: Self.key)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorOutput.contains("<redacted>"), "stderr: \(result.errorOutput)")
        #expect(result.errorOutput.contains("search/movie"))
        #expect(!result.mentions(Self.key))
        #expect(!result.output.contains("<redacted>"), "the trace belongs on stderr only")
    }

    @Test func whenTheAccessTokenIsRejected_itExits77NamingTheVariableButNotTheToken() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: "right-token"))
        let environment = sandbox.environment(server: server, ["TMDB_ACCESS_TOKEN": "wrong-token-456"])

        // when
        let result = try await sandbox.run(["details", "27205", "--verbose"], environment: environment)

        // then
        #expect(result.exitCode == 77, "stderr: \(result.errorOutput)")
        #expect(result.errorLines.last?.contains("TMDB_ACCESS_TOKEN") == true)
        #expect(!result.mentions("wrong-token-456"))
    }
}
