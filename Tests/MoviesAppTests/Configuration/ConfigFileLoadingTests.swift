import Foundation
import MoviesDomain
import MoviesPresentation
import Testing
@testable import MoviesApp

/// `config.toml` on a real file in a temporary directory: what it may set, the
/// precedence flag > environment > file > default, and each refusal as one
/// sentence with exit 64 that never shows the credential.
@Suite struct ConfigFileLoadingTests {
    static let key = "FILEKEY0123456789abcdef"

    /// A temporary `XDG_CONFIG_HOME` with `movies/config.toml`.
    final class ConfigHome {
        let directory: URL
        var file: URL { directory.appendingPathComponent("movies/config.toml") }

        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("movies-config-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("movies"), withIntermediateDirectories: true
            )
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        func write(_ text: String, mode: Int = 0o600) throws {
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        }

        func load(_ environment: [String: String] = [:], _ overrides: AppConfigurationLoader.Overrides = .init()) throws -> AppConfiguration {
            let base = ["HOME": directory.path, "XDG_CONFIG_HOME": directory.path]
            return try AppConfigurationLoader(environment: base.merging(environment) { _, new in new }).load(overrides)
        }

        /// The refusal of `load`, which must be a usage error.
        func refusal(_ environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> String {
            do {
                _ = try load(environment)
                Issue.record("the configuration loaded", sourceLocation: sourceLocation)
                return ""
            } catch let error as AppError {
                #expect(error.exitCode == 64, sourceLocation: sourceLocation)
                #expect(error.message.hasSuffix("."), "\(error.message)", sourceLocation: sourceLocation)
                return error.message
            } catch {
                Issue.record("\(error)", sourceLocation: sourceLocation)
                return ""
            }
        }
    }

    @Test func noFileLeavesTheDefaults() throws {
        let home = try ConfigHome()
        let configuration = try home.load()
        #expect(configuration.credential == nil && configuration.dataSource == .embeddedCatalogue)
        #expect(configuration.region == nil && configuration.imagesMode == .auto && configuration.reportsMouse)
        #expect(configuration.origins.configFile?.path == home.file.path && !configuration.origins.configFileRead)
    }

    @Test func theFileSetsEachSetting() throws {
        let home = try ConfigHome()
        try home.write("""
            api_key = "\(Self.key)"
            base_url = "https://tmdb.example.org"
            image_base_url = "https://images.example.org"
            language = "ko-KR"
            region = "gb"
            images = "sixel"
            mouse = false
            """)
        let configuration = try home.load()
        #expect(configuration.credential == .apiKey(Self.key))
        #expect(configuration.credentialName == "api_key of \(home.file.path)")
        #expect(configuration.dataSource == .server(baseURL: try #require(URL(string: "https://tmdb.example.org"))))
        #expect(configuration.imageBaseURL.absoluteString == "https://images.example.org")
        #expect(configuration.language == "ko-KR" && configuration.region == "GB")
        #expect(configuration.imagesMode == .sixel && !configuration.reportsMouse)
        #expect(configuration.origins.credential == .file(line: 1) && configuration.origins.mouse == .file(line: 7))
    }

    @Test func aTokenInTheFileIsSentAsABearer() throws {
        let home = try ConfigHome()
        try home.write("access_token = \"tok.en-123\"\n")
        let configuration = try home.load()
        #expect(configuration.credential == .accessToken("tok.en-123"))
        #expect(configuration.dataSource == .server(baseURL: try #require(URL(string: AppConfigurationLoader.defaultBaseURL))))
    }

    @Test func environmentOverridesTheFileAndFlagsOverrideBoth() throws {
        let home = try ConfigHome()
        try home.write("api_key = \"\(Self.key)\"\nlanguage = \"ko-KR\"\nregion = \"GB\"\nmouse = false\nimages = \"kitty\"\n")
        let environment = [
            "TMDB_ACCESS_TOKEN": "envtoken", "MOVIES_MOUSE": "1", "MOVIES_IMAGES": "blocks", "LANG": "fr_FR.UTF-8",
        ]
        let fromEnvironment = try home.load(environment)
        #expect(fromEnvironment.credential == .accessToken("envtoken"))
        #expect(fromEnvironment.origins.credential == .environment("TMDB_ACCESS_TOKEN"))
        #expect(fromEnvironment.reportsMouse && fromEnvironment.imagesMode == .blocks)
        // The locale is a guess; the file's language is a choice.
        #expect(fromEnvironment.language == "ko-KR" && fromEnvironment.origins.language == .file(line: 2))

        let fromFlags = try home.load(environment, .init(language: "de", region: "us"))
        #expect(fromFlags.language == "de" && fromFlags.origins.language == .flag("--language"))
        #expect(fromFlags.region == "US" && fromFlags.origins.region == .flag("--region"))
    }

    /// The two addresses the file may set, each beaten by its variable: the
    /// precedence test above covers the other settings only.
    @Test func theEnvironmentsBaseURLs_beatTheFiles() throws {
        // given: a file naming one server and image host, the environment others
        let home = try ConfigHome()
        try home.write("api_key = \"\(Self.key)\"\nbase_url = \"https://file.example.org\"\nimage_base_url = \"https://file-images.example.org\"\n")
        let environment = ["TMDB_BASE_URL": "https://env.example.org", "TMDB_IMAGE_BASE_URL": "https://env-images.example.org"]

        // when
        let fromFile = try home.load()
        let fromEnvironment = try home.load(environment)

        // then
        #expect(fromFile.dataSource == .server(baseURL: try #require(URL(string: "https://file.example.org"))))
        #expect(fromFile.imageBaseURL.absoluteString == "https://file-images.example.org")
        #expect(fromFile.origins.baseURL == .file(line: 2) && fromFile.origins.imageBaseURL == .file(line: 3))
        #expect(fromEnvironment.dataSource == .server(baseURL: try #require(URL(string: "https://env.example.org"))))
        #expect(fromEnvironment.imageBaseURL.absoluteString == "https://env-images.example.org")
        #expect(fromEnvironment.origins.baseURL == .environment("TMDB_BASE_URL"))
        #expect(fromEnvironment.origins.imageBaseURL == .environment("TMDB_IMAGE_BASE_URL"))
    }

    @Test func oneBaseURLFromTheEnvironment_leavesTheOtherToTheFile() throws {
        let home = try ConfigHome()
        try home.write("api_key = \"\(Self.key)\"\nbase_url = \"https://file.example.org\"\nimage_base_url = \"https://file-images.example.org\"\n")
        let configuration = try home.load(["TMDB_IMAGE_BASE_URL": "https://env-images.example.org"])
        #expect(configuration.dataSource == .server(baseURL: try #require(URL(string: "https://file.example.org"))))
        #expect(configuration.imageBaseURL.absoluteString == "https://env-images.example.org")
    }

    @Test func theFileRegionReachesTMDBListsThatNameNone() {
        #expect(AppDestination.moviesList(.popular(region: nil), page: 2).inRegion("GB") == .moviesList(.popular(region: "GB"), page: 2))
        #expect(AppDestination.moviesList(.upcoming(region: "US"), page: 1).inRegion("GB") == .moviesList(.upcoming(region: "US"), page: 1))
        #expect(AppDestination.moviesList(.trending(.day), page: 1).inRegion("GB") == .moviesList(.trending(.day), page: 1))
        #expect(AppDestination.home.inRegion("GB") == .home)
    }

    @Test(arguments: [0o644, 0o640, 0o604, 0o620, 0o601])
    func aSharedFileWithACredentialIsRefused(mode: Int) throws {
        let home = try ConfigHome()
        try home.write("api_key = \"\(Self.key)\"\n", mode: mode)
        let message = home.refusal()
        #expect(message.contains("chmod 600 \(home.file.path)") && message.contains("other users"), "\(message)")
        #expect(!message.contains(Self.key))
    }

    @Test func aSharedFileWithoutACredentialIsRead() throws {
        let home = try ConfigHome()
        try home.write("region = \"GB\"\n", mode: 0o644)
        #expect(try home.load().region == "GB")
    }

    @Test func aSymbolicLinkIsRefusedEvenToAPrivateFile() throws {
        let home = try ConfigHome()
        let target = home.directory.appendingPathComponent("real.toml")
        try Data("region = \"GB\"\n".utf8).write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(at: home.file, withDestinationURL: target)
        #expect(home.refusal().contains("is a symbolic link"))
    }

    @Test func aDirectoryOrAFIFOIsRefusedWithoutWaiting() throws {
        let home = try ConfigHome()
        try FileManager.default.createDirectory(at: home.file, withIntermediateDirectories: false)
        #expect(home.refusal().contains("is not a regular file"))
        try FileManager.default.removeItem(at: home.file)
        #expect(mkfifo(home.file.path, 0o600) == 0)
        #expect(home.refusal().contains("is not a regular file"))
    }

    @Test func aMalformedFileIsRefusedWithItsLineNumber() throws {
        let home = try ConfigHome()
        try home.write("# mine\nregion = \"GB\"\n[tmdb]\n")
        #expect(home.refusal() == "\(home.file.path) line 3: [section] headers are not supported; write top-level key = value lines only.")
    }

    @Test func anUnknownKeyIsNotQuotedButTheKnownOnesAreListed() throws {
        let home = try ConfigHome()
        try home.write("regoin = \"GB\"\n")
        #expect(home.refusal() == "\(home.file.path) line 1: the key is not one movies knows; the known keys are "
            + "api_key, access_token, base_url, image_base_url, language, region, images, mouse.")
    }

    /// The 32-hex key pasted alone, or as a key name: the line is named, the key never.
    @Test(arguments: ["\(Self.hexKey)\n", "\(Self.hexKey) = \"x\"\n", "# mine\n\(Self.hexKey)=1\n"])
    func aKeyPastedWhereAKeyNameGoesIsNeverQuoted(text: String) throws {
        let home = try ConfigHome()
        try home.write(text)
        let message = home.refusal()
        #expect(!message.contains("0123456789abcdef"), "\(message)")
        #expect(message.contains(" line \(text.hasPrefix("#") ? 2 : 1): "), "\(message)")
    }

    static let hexKey = "0123456789abcdef0123456789abcdef"

    @Test(arguments: [("base_url = \"http://127.0.0.1:9\"\n", "base_url"), ("image_base_url = \"https://images.example.org\"\n", "image_base_url")])
    func aSharedFileThatDecidesWhereCredentialsGoIsRefused(text: String, key: String) throws {
        for mode in [0o666, 0o644, 0o620, 0o602] {
            let home = try ConfigHome()
            try home.write(text, mode: mode)
            let message = home.refusal(["TMDB_API_KEY": Self.key])
            #expect(message == "\(home.file.path) sets \(key), which decides where credentials are sent, and other users can read or change it; "
                + "run chmod 600 \(home.file.path).", "mode \(String(mode, radix: 8))")
        }
        let home = try ConfigHome()
        try home.write(text, mode: 0o600)
        #expect(throws: Never.self) { try home.load(["TMDB_API_KEY": Self.key]) }
    }

    @Test(arguments: [
        ("mouse = \"no\"", "mouse must be true or false"),
        ("images = \"ascii\"", "images must be one of auto, kitty, sixel, iterm, blocks or none"),
        ("language = \"Korean\"", "language must be a language tag"),
        ("region = \"GBR\"", "region must be a two-letter country code"),
        ("api_key = 42", "api_key must be a \"quoted string\""),
        ("api_key = \"has space\"", "api_key contains spaces or control characters"),
        ("base_url = \"ftp://x\"", "base_url ("),
    ])
    func aValueOfTheWrongFormIsRefused(line: String, reason: String) throws {
        let home = try ConfigHome()
        try home.write("\n" + line + "\n")
        let message = home.refusal()
        #expect(message.contains(reason) && message.contains("line 2"), "\(message)")
        #expect(!message.contains("has space"))
    }

    @Test func aCredentialGoesOverPlainHTTPOnlyToLoopback() throws {
        let home = try ConfigHome()
        try home.write("api_key = \"\(Self.key)\"\nbase_url = \"http://example.com\"\n")
        #expect(home.refusal().contains("use an https:// base_url"))
        try home.write("api_key = \"\(Self.key)\"\nbase_url = \"http://127.0.0.1:9\"\n")
        #expect(try home.load().dataSource == .server(baseURL: try #require(URL(string: "http://127.0.0.1:9"))))
    }

    @Test func moviesConfigNamesAnotherFileAndMustExist() throws {
        let home = try ConfigHome()
        let other = home.directory.appendingPathComponent("other.toml")
        try Data("region = \"JP\"\n".utf8).write(to: other)
        #expect(try home.load(["MOVIES_CONFIG": other.path]).region == "JP")
        let missing = home.directory.appendingPathComponent("missing.toml").path
        #expect(home.refusal(["MOVIES_CONFIG": missing]).contains("MOVIES_CONFIG names \(missing), which does not exist"))
    }

    @Test func theFileIsFoundUnderHomeWithoutXDGConfigHome() throws {
        let home = try ConfigHome()
        let dotConfig = home.directory.appendingPathComponent(".config/movies", isDirectory: true)
        try FileManager.default.createDirectory(at: dotConfig, withIntermediateDirectories: true)
        try Data("region = \"FR\"\n".utf8).write(to: dotConfig.appendingPathComponent("config.toml"))
        let loader = AppConfigurationLoader(environment: ["HOME": home.directory.path, "XDG_CONFIG_HOME": "relative/ignored"])
        #expect(try loader.load().region == "FR")
        #expect(loader.configFileLocation().chosenBy == "HOME")
    }

    @Test func theReportRedactsCredentialsAndNamesEachOrigin() throws {
        let home = try ConfigHome()
        try home.write("api_key = \"\(Self.key)\"\nregion = \"GB\"\n")
        let text = ConfigurationReport.text(for: try home.load(
            ["TMDB_BASE_URL": "https://user:hunter2@tmdb.example.org", "MOVIES_MOUSE": "0"], .init(language: "en")
        ))
        #expect(!text.contains(Self.key) && !text.contains("hunter2"), "\(text)")
        #expect(text.contains("api_key <redacted>") && text.contains("https://<redacted>@tmdb.example.org"), "\(text)")
        #expect(text.contains("file line 1") && text.contains("file line 2"))
        #expect(text.contains("flag --language") && text.contains("environment MOVIES_MOUSE") && text.contains("default"))
    }
}
