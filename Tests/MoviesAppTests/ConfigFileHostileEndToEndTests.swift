import Foundation
import Testing
import TMDBStubServer

/// Config files that would misdirect or show a credential, with the built
/// binary: a file others can change that sets where credentials go is refused
/// before any request (the environment's key never reaches its server), and
/// a key pasted where a key name goes is never quoted back.
@Suite struct ConfigFileHostileEndToEndTests {
    static let environmentKey = "environment-key-5c1e77"
    static let hexKey = "0123456789abcdef0123456789abcdef"

    @Test func aFileOthersCanChange_thatSetsBaseURL_neverGetsTheEnvironmentsKey() async throws {
        // given: a 0666 file pointing base_url at a server, and the key in the environment
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.environmentKey))
        defer { server.stop() }
        let file = try ConfigFileEndToEndTests.writeConfig("base_url = \"\(server.baseURL.absoluteString)\"\n", in: sandbox, mode: 0o666)

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: sandbox.environment(["TMDB_API_KEY": Self.environmentKey]))

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence == "movies: \(file.path) sets base_url, which decides where credentials are sent, "
            + "and other users can read or change it; run chmod 600 \(file.path).")
        #expect(server.receivedRequests.isEmpty, "the file's server got \(server.receivedRequests.map(\.path))")
        #expect(!result.mentions(Self.environmentKey))
    }

    @Test func theSameFileMadePrivate_isRead() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.environmentKey))
        defer { server.stop() }
        try ConfigFileEndToEndTests.writeConfig("base_url = \"\(server.baseURL.absoluteString)\"\n", in: sandbox, mode: 0o600)

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: sandbox.environment(["TMDB_API_KEY": Self.environmentKey]))

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(!server.receivedRequests.isEmpty)
    }

    @Test(arguments: [
        ("\(hexKey)\n", "line 1: expected a line of the form key = value."),
        ("\(hexKey) = \"x\"\n", "line 1: the key is not one movies knows; the known keys are "
            + "api_key, access_token, base_url, image_base_url, language, region, images, mouse."),
    ])
    func aKeyPastedWhereAKeyNameGoes_isNeverQuoted(text: String, reason: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let file = try ConfigFileEndToEndTests.writeConfig(text, in: sandbox)

        // when
        let result = try await sandbox.run(["popular"])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence == "movies: \(file.path) \(reason)")
        #expect(!result.mentions(Self.hexKey) && !result.mentions("0123456789"))
    }
}
