#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesData
import TextUI
import MoviesUI

/// Reads `AppConfiguration` from flags, the environment and `config.toml`,
/// in that order of precedence, then the defaults.
///
/// The locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) is a guess at the language,
/// not a choice made for movies: the file's `language` wins over it.
struct AppConfigurationLoader {
    /// Values given on the command line; `nil` leaves the environment's, the file's or the default.
    struct Overrides {
        var timeoutSeconds: Double?
        var language: String?
        var region: String?
        var verbose = false
    }

    static let defaultBaseURL = "https://api.themoviedb.org"
    static let defaultImageBaseURL = "https://image.tmdb.org"
    static let defaultCacheLimitBytes = 100 * 1024 * 1024
    static let defaultTimeoutSeconds = 15.0

    /// Looks one variable up. A closure rather than a dictionary so that a real
    /// start reads the dozen variables it needs instead of copying the whole
    /// environment (`ProcessInfo.environment` costs ~0.65 M instructions).
    private let variable: (String) -> String?

    /// Reads `environment` instead of the process's variables.
    init(environment: [String: String]) {
        variable = { environment[$0] }
    }

    private init(variable: @escaping (String) -> String?) {
        self.variable = variable
    }

    /// A loader that reads the process's own environment, one variable at a time.
    static func processEnvironment() -> AppConfigurationLoader {
        AppConfigurationLoader { name in getenv(name).map { String(cString: $0) } }
    }

    /// Where the config file is looked for (it need not exist).
    func configFileLocation() -> ConfigFile.Location {
        ConfigFile.location(home: home(), variable: value)
    }

    /// - Throws: `AppError.usage` for a value that cannot be used, such as a
    ///   credential bound for a non-loopback `http://` URL, or a config file
    ///   that cannot be used (`ConfigFile.load(at:)`).
    func load(_ overrides: Overrides = Overrides()) throws -> AppConfiguration {
        var origins = SettingOrigins()
        let location = configFileLocation()
        origins.configFile = location
        let file = try ConfigFile.load(at: location)
        origins.configFileRead = file != nil
        let shownPath = ConfigFile.printable(location.path)

        let credential = try self.credential(file: file, shownPath: shownPath, origin: &origins.credential)
        let dataSource = try dataSource(credential: credential, file: file, shownPath: shownPath, origin: &origins.baseURL)
        let imageBaseURL = try url(
            environment: "TMDB_IMAGE_BASE_URL", file: file?.imageBaseURL, fileKey: "image_base_url",
            shownPath: shownPath, default: Self.defaultImageBaseURL, origin: &origins.imageBaseURL
        )
        var configuration = AppConfiguration(
            dataSource: dataSource,
            credential: credential?.credential,
            imageBaseURL: imageBaseURL,
            cacheDirectory: xdgDirectory(explicit: "MOVIES_CACHE_DIR", base: "XDG_CACHE_HOME", fallback: ".cache", origin: &origins.cacheDirectory),
            dataDirectory: xdgDirectory(explicit: "MOVIES_DATA_DIR", base: "XDG_DATA_HOME", fallback: ".local/share", origin: &origins.dataDirectory),
            cacheLimitBytes: try cacheLimit(origin: &origins.cacheLimit),
            timeoutSeconds: try timeout(override: overrides.timeoutSeconds, origin: &origins.timeout),
            language: language(override: overrides.language, file: file, origin: &origins.language),
            useColor: useColor(),
            themeBackground: try themeBackground(),
            reportsMouse: mouse(file: file, origin: &origins.mouse),
            terminalType: value("TERM"),
            verbose: overrides.verbose || value("MOVIES_LOG")?.lowercased() == "debug"
        )
        configuration.credentialName = credential?.name
        configuration.region = region(override: overrides.region, file: file, origin: &origins.region)
        configuration.watchRegion = try WatchRegionSetting.resolve(flag: overrides.region, file: file?.region?.value, variable: value)
        configuration.imagesMode = try images(file: file, origin: &origins.images)
        configuration.terminalAnswerWait = try terminalAnswerWait() ?? configuration.terminalAnswerWait
        configuration.origins = origins
        return configuration
    }

    private func value(_ name: String) -> String? {
        guard let raw = variable(name)?.trimmingWhitespace, !raw.isEmpty else { return nil }
        return raw
    }

    private func home() -> String {
        value("HOME") ?? FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// A credential and how messages name where it came from.
    private struct NamedCredential {
        var credential: AppConfiguration.Credential
        var name: String
    }

    /// The environment's key or token, else the file's; a key before a token in each.
    private func credential(file: ConfigFile?, shownPath: String, origin: inout SettingOrigin) throws -> NamedCredential? {
        if let key = value("TMDB_API_KEY") {
            try requirePrintable(key, name: "TMDB_API_KEY")
            origin = .environment("TMDB_API_KEY")
            return NamedCredential(credential: .apiKey(key), name: "TMDB_API_KEY")
        }
        if let token = value("TMDB_ACCESS_TOKEN") {
            try requirePrintable(token, name: "TMDB_ACCESS_TOKEN")
            origin = .environment("TMDB_ACCESS_TOKEN")
            return NamedCredential(credential: .accessToken(token), name: "TMDB_ACCESS_TOKEN")
        }
        if let key = file?.apiKey {
            origin = .file(line: key.line)
            return NamedCredential(credential: .apiKey(key.value), name: "api_key of \(shownPath)")
        }
        if let token = file?.accessToken {
            origin = .file(line: token.line)
            return NamedCredential(credential: .accessToken(token.value), name: "access_token of \(shownPath)")
        }
        return nil
    }

    private func requirePrintable(_ secret: String, name: String) throws {
        guard ConfigFile.isPrintableSecret(secret) else {
            throw AppError.usage("\(name) contains spaces or control characters; set it to the key exactly as TMDB shows it.")
        }
    }

    private func dataSource(
        credential: NamedCredential?, file: ConfigFile?, shownPath: String, origin: inout SettingOrigin
    ) throws -> AppConfiguration.DataSource {
        guard value("TMDB_BASE_URL") != nil || file?.baseURL != nil else {
            if credential == nil { return .embeddedCatalogue }
            return .server(baseURL: try url(text: nil, name: "TMDB_BASE_URL", default: Self.defaultBaseURL))
        }
        let url = try self.url(
            environment: "TMDB_BASE_URL", file: file?.baseURL, fileKey: "base_url",
            shownPath: shownPath, default: Self.defaultBaseURL, origin: &origin
        )
        if credential != nil, !CredentialTransport.allows(url) {
            let setting = origin == .environment("TMDB_BASE_URL") ? "TMDB_BASE_URL" : "base_url"
            throw AppError.usage(
                "Refusing to send TMDB credentials over plain http:// to \(Self.printableHost(of: url)); use an https:// \(setting)."
            )
        }
        return .server(baseURL: url)
    }

    /// The URL in variable `environment`, else the file's, else `fallback`.
    private func url(
        environment name: String, file setting: ConfigFile.Setting?, fileKey: String,
        shownPath: String, default fallback: String, origin: inout SettingOrigin
    ) throws -> URL {
        if let text = value(name) {
            origin = .environment(name)
            return try url(text: text, name: name, default: fallback)
        }
        if let setting {
            origin = .file(line: setting.line)
            return try url(text: setting.value, name: "\(fileKey) (\(shownPath) line \(setting.line))", default: fallback)
        }
        return try url(text: nil, name: name, default: fallback)
    }

    /// `text` (or `fallback`) as a URL fit to have request paths
    /// appended: http or https, a host, no query or fragment (they would end up
    /// in the middle of every request), a port from 1 to 65535, and a user
    /// name or password only where credentials may travel.
    ///
    /// The example in a refusal is the default, never the value refused: that
    /// may hold control characters, or a credential pasted by mistake.
    /// `name` says where the text came from, in messages.
    private func url(text given: String?, name: String, default fallback: String) throws -> URL {
        let text = given ?? fallback
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else {
            throw AppError.usage("\(name) must be an http:// or https:// URL, such as \(fallback).")
        }
        if url.query != nil {
            throw AppError.usage("\(name) must not have a query (a part from ?); give the server's address only, such as \(fallback).")
        }
        if url.fragment != nil {
            throw AppError.usage("\(name) must not have a fragment (a part from #); give the server's address only, such as \(fallback).")
        }
        if let port = url.port, !(1...65535).contains(port) {
            throw AppError.usage("\(name) has a port outside 1 to 65535; give a valid port or none, such as \(fallback).")
        }
        // libcurl sends `user:pass@` as Basic authentication: a credential, under
        // the same rule as the key and the token, whichever variable holds it.
        if CredentialTransport.hasUserInfo(url), !CredentialTransport.allows(url) {
            throw AppError.usage(
                "Refusing to send the user name and password in \(name) over plain http:// to \(Self.printableHost(of: url)); use an https:// URL."
            )
        }
        return url
    }

    /// The host for a message: Foundation percent-decodes it, so `%1B` in the
    /// URL would be a raw escape character here.
    private static func printableHost(of url: URL) -> String {
        let host = TextSanitizer.sanitize(url.host ?? "", layoutWhitespace: .remove)
        return host.isEmpty ? "an unknown host" : host
    }

    /// `$explicit`, else `$base/movies` (an absolute `base` only, as the XDG
    /// specification asks), else `~/<fallback>/movies`.
    private func xdgDirectory(explicit: String, base: String, fallback: String, origin: inout SettingOrigin) -> URL {
        if let path = value(explicit) {
            origin = .environment(explicit)
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let xdg = value(base), xdg.hasPrefix("/") {
            origin = .environment(base)
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("movies", isDirectory: true)
        }
        return URL(fileURLWithPath: home(), isDirectory: true)
            .appendingPathComponent("\(fallback)/movies", isDirectory: true)
    }

    private func cacheLimit(origin: inout SettingOrigin) throws -> Int {
        guard let text = value("MOVIES_CACHE_LIMIT") else { return Self.defaultCacheLimitBytes }
        guard let bytes = ByteCountParser.bytes(from: text), bytes > 0 else {
            throw AppError.usage("MOVIES_CACHE_LIMIT must be a size in bytes, such as 104857600 or 50M.")
        }
        origin = .environment("MOVIES_CACHE_LIMIT")
        return bytes
    }

    private func timeout(override: Double?, origin: inout SettingOrigin) throws -> Double {
        if let override {
            origin = .flag("--timeout")
            return override
        }
        guard let text = value("MOVIES_TIMEOUT") else { return Self.defaultTimeoutSeconds }
        // The same range as --timeout, which the message promises.
        guard let seconds = Double(text), (0.1...600).contains(seconds) else {
            throw AppError.usage("MOVIES_TIMEOUT must be a number of seconds from 0.1 to 600.")
        }
        origin = .environment("MOVIES_TIMEOUT")
        return seconds
    }

    /// `--language`, else the file's, else the locale's.
    private func language(override: String?, file: ConfigFile?, origin: inout SettingOrigin) -> String? {
        if let override {
            origin = .flag("--language")
            return override
        }
        if let setting = file?.language {
            origin = .file(line: setting.line)
            return setting.value
        }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let raw = value(name) else { continue }
            let tag = Self.languageTag(locale: raw)
            if tag != nil { origin = .environment(name) }
            return tag
        }
        return nil
    }

    /// `ko_KR.UTF-8` → `ko-KR`; `C`, `POSIX` and unset give `nil` (the server's default).
    private static func languageTag(locale raw: String) -> String? {
        let tag = raw.split(separator: ".").first.map(String.init) ?? raw
        let parts = tag.split(separator: "_")
        guard let language = parts.first, language.count == 2 || language.count == 3,
              language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return nil }
        if parts.count > 1, let region = parts.last, region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLetter }) {
            return "\(language.lowercased())-\(region.uppercased())"
        }
        return language.lowercased()
    }

    /// `--region`, else the file's; TMDB's own default when neither.
    private func region(override: String?, file: ConfigFile?, origin: inout SettingOrigin) -> String? {
        if let override {
            origin = .flag("--region")
            return override.uppercased()
        }
        guard let setting = file?.region else { return nil }
        origin = .file(line: setting.line)
        return setting.value
    }

    /// `MOVIES_MOUSE` (`0`, `no`, `false` or `off` say no), else the file's `mouse`, else on.
    private func mouse(file: ConfigFile?, origin: inout SettingOrigin) -> Bool {
        if let text = value("MOVIES_MOUSE") {
            origin = .environment("MOVIES_MOUSE")
            return !["0", "no", "false", "off"].contains(text.lowercased())
        }
        guard let setting = file?.mouse else { return true }
        origin = .file(line: setting.line)
        return setting.value
    }

    /// `MOVIES_IMAGES`, else the file's `images`, else `auto`.
    private func images(file: ConfigFile?, origin: inout SettingOrigin) throws -> ImagesMode {
        if let text = value("MOVIES_IMAGES") {
            guard let mode = ImagesMode(rawValue: text.lowercased()) else {
                throw AppError.usage("MOVIES_IMAGES must be one of \(ImagesMode.choices).")
            }
            origin = .environment("MOVIES_IMAGES")
            return mode
        }
        guard let setting = file?.images else { return .auto }
        origin = .file(line: setting.line)
        return setting.value
    }

    /// `MOVIES_TERMINAL_TIMEOUT`, whole milliseconds from 1 to 60,000: a slow
    /// link (ssh far away) may need more than the usual 150 ms.
    private func terminalAnswerWait() throws -> Duration? {
        guard let text = value("MOVIES_TERMINAL_TIMEOUT") else { return nil }
        guard let milliseconds = Int(text), (1...60_000).contains(milliseconds) else {
            throw AppError.usage("MOVIES_TERMINAL_TIMEOUT must be a whole number of milliseconds from 1 to 60000.")
        }
        return .milliseconds(milliseconds)
    }

    /// `MOVIES_THEME=light|dark`; `nil` (the terminal's answer) when unset.
    private func themeBackground() throws -> MoviesTheme.Background? {
        guard let text = value("MOVIES_THEME") else { return nil }
        guard let background = MoviesTheme.Background(rawValue: text.lowercased()) else {
            throw AppError.usage("MOVIES_THEME must be light or dark.")
        }
        return background
    }

    private func useColor() -> Bool {
        if variable("NO_COLOR").map({ !$0.isEmpty }) == true { return false }
        return POSIXTerminal.canDraw(term: value("TERM"))
    }
}
