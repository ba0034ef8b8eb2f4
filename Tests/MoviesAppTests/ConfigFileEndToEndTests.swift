import Foundation
import Testing
import TMDBStubServer

/// `~/.config/movies/config.toml` with the built binary: its key reaches the
/// server, the environment overrides it, a shared file with a key and a
/// malformed file are refused in one sentence (exit 64), and `config show`
/// never prints the key.
@Suite struct ConfigFileEndToEndTests {
    static let fileKey = "file-key-7f3a9c"
    static let environmentKey = "environment-key-42b1"

    /// Writes `text` as the sandbox's config file (under `$HOME/.config`) with `mode`.
    @discardableResult
    static func writeConfig(_ text: String, in sandbox: EndToEndSandbox, mode: Int = 0o600) throws -> URL {
        let directory = sandbox.home.appendingPathComponent(".config/movies", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("config.toml")
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file
    }

    @Test func theKeyInTheFileIsSentAndTheRegionReachesTheList() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.fileKey))
        try Self.writeConfig("# mine\napi_key = \"\(Self.fileKey)\"\nregion = \"GB\"\n", in: sandbox)
        let environment = sandbox.environment(["TMDB_BASE_URL": server.baseURL.absoluteString])

        // when
        let search = try await sandbox.run(["search", "Inception"], environment: environment)
        let popular = try await sandbox.run(["popular"], environment: environment)

        // then
        EndToEndExpectations.expectSuccess(search)
        EndToEndExpectations.expectSuccess(popular)
        #expect(!search.mentions(Self.fileKey) && !popular.mentions(Self.fileKey))
        let requests = server.receivedRequests
        #expect(!requests.isEmpty && requests.allSatisfy { $0.queryValue("api_key") == Self.fileKey })
        let popularRequest = requests.first { $0.path.hasSuffix("/movie/popular") }
        #expect(popularRequest?.queryValue("region") == "GB", "\(requests.map(\.path))")
    }

    @Test func theEnvironmentOverridesTheFile() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.environmentKey))
        try Self.writeConfig("api_key = \"\(Self.fileKey)\"\nregion = \"GB\"\n", in: sandbox)

        // when
        let result = try await sandbox.run(["popular", "--region", "JP"], server: server, apiKey: Self.environmentKey)

        // then
        EndToEndExpectations.expectSuccess(result)
        let requests = server.receivedRequests
        #expect(!requests.isEmpty && requests.allSatisfy { $0.queryValue("api_key") == Self.environmentKey })
        #expect(requests.first { $0.path.hasSuffix("/movie/popular") }?.queryValue("region") == "JP")
    }

    @Test func aFileOthersCanReadIsRefusedWhenItHoldsAKey() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: Self.fileKey))
        let file = try Self.writeConfig("api_key = \"\(Self.fileKey)\"\n", in: sandbox, mode: 0o644)

        // when
        let result = try await sandbox.run(
            ["search", "Inception"], environment: sandbox.environment(["TMDB_BASE_URL": server.baseURL.absoluteString])
        )

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("chmod 600 \(file.path)"), "\(sentence)")
        #expect(!result.mentions(Self.fileKey))
        #expect(server.receivedRequests.isEmpty, "a refused file must not lead to a request")
    }

    @Test func aMalformedFileIsOneSentenceWithTheLineNumber() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let file = try Self.writeConfig("region = \"GB\"\n\nlanguage = en-US\n", in: sandbox)

        // when
        let result = try await sandbox.run(["search", "Inception"])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence == "movies: \(file.path) line 3: a value must be a \"quoted string\", a whole number, true or false.")
    }

    @Test func configShowRedactsTheKeyAndSaysWhereEachSettingCameFrom() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let file = try Self.writeConfig("api_key = \"\(Self.fileKey)\"\nmouse = false\n", in: sandbox)

        // when
        let show = try await sandbox.run(["config", "show", "--language", "ko-KR"], environment: sandbox.environment(["MOVIES_IMAGES": "none", "LANG": "en_GB.UTF-8"]))
        let path = try await sandbox.run(["config", "path"])

        // then
        EndToEndExpectations.expectSuccess(show)
        #expect(!show.mentions(Self.fileKey))
        let lines = show.outputLines
        #expect(lines.contains { $0.hasPrefix("credential") && $0.contains("api_key <redacted>") && $0.hasSuffix("file line 1") }, "\(show.output)")
        #expect(lines.contains { $0.hasPrefix("mouse") && $0.contains("false") && $0.hasSuffix("file line 2") })
        #expect(lines.contains { $0.hasPrefix("language") && $0.hasSuffix("flag --language") })
        #expect(lines.contains { $0.hasPrefix("images") && $0.hasSuffix("environment MOVIES_IMAGES") })
        #expect(lines.contains { $0.hasPrefix("region") && $0.hasSuffix("default") })
        #expect(lines.contains { $0.hasPrefix("watch_region") && $0.contains(" GB ") && $0.hasSuffix("environment LANG") }, "\(show.output)")
        EndToEndExpectations.expectSuccess(path)
        #expect(path.output == file.path + "\n")
        #expect(path.errorOutput.contains("the config file exists"))
    }
}
