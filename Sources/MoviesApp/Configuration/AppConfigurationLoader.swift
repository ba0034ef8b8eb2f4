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

/// Reads `AppConfiguration` from environment variables, with flags overriding.
struct AppConfigurationLoader {
    /// Values given on the command line; `nil` leaves the environment's or the default.
    struct Overrides {
        var timeoutSeconds: Double?
        var language: String?
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

    /// - Throws: `AppError.usage` for a value that cannot be used, such as a
    ///   credential bound for a non-loopback `http://` URL.
    func load(_ overrides: Overrides = Overrides()) throws -> AppConfiguration {
        let credential = try credentialFromEnvironment()
        let dataSource = try dataSource(credential: credential)
        return AppConfiguration(
            dataSource: dataSource,
            credential: credential,
            imageBaseURL: try url(named: "TMDB_IMAGE_BASE_URL", default: Self.defaultImageBaseURL),
            cacheDirectory: cacheDirectory(),
            dataDirectory: dataDirectory(),
            cacheLimitBytes: try cacheLimit(),
            timeoutSeconds: try overrides.timeoutSeconds ?? timeoutFromEnvironment(),
            language: overrides.language ?? languageFromLocale(),
            useColor: useColor(),
            themeBackground: try themeBackground(),
            reportsMouse: !["0", "no", "false", "off"].contains(value("MOVIES_MOUSE")?.lowercased() ?? ""),
            terminalType: value("TERM"),
            verbose: overrides.verbose || value("MOVIES_LOG")?.lowercased() == "debug"
        )
    }

    private func value(_ name: String) -> String? {
        guard let raw = variable(name)?.trimmingWhitespace, !raw.isEmpty else { return nil }
        return raw
    }

    private func credentialFromEnvironment() throws -> AppConfiguration.Credential? {
        if let key = value("TMDB_API_KEY") {
            try requirePrintable(key, name: "TMDB_API_KEY")
            return .apiKey(key)
        }
        if let token = value("TMDB_ACCESS_TOKEN") {
            try requirePrintable(token, name: "TMDB_ACCESS_TOKEN")
            return .accessToken(token)
        }
        return nil
    }

    private func requirePrintable(_ secret: String, name: String) throws {
        let printable = secret.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
        guard printable else {
            throw AppError.usage("\(name) contains spaces or control characters; set it to the key exactly as TMDB shows it.")
        }
    }

    private func dataSource(credential: AppConfiguration.Credential?) throws -> AppConfiguration.DataSource {
        guard value("TMDB_BASE_URL") != nil else {
            if credential == nil { return .embeddedCatalogue }
            return .server(baseURL: try url(named: "TMDB_BASE_URL", default: Self.defaultBaseURL))
        }
        let url = try url(named: "TMDB_BASE_URL", default: Self.defaultBaseURL)
        if credential != nil, !CredentialTransport.allows(url) {
            throw AppError.usage(
                "Refusing to send TMDB credentials over plain http:// to \(Self.printableHost(of: url)); use an https:// TMDB_BASE_URL."
            )
        }
        return .server(baseURL: url)
    }

    /// The URL in variable `name` (or `fallback`), fit to have request paths
    /// appended: http or https, a host, no query or fragment (they would end up
    /// in the middle of every request), a port from 1 to 65535, and a user
    /// name or password only where credentials may travel.
    ///
    /// The example in a refusal is the default, never the value refused: that
    /// may hold control characters, or a credential pasted by mistake.
    private func url(named name: String, default fallback: String) throws -> URL {
        let text = value(name) ?? fallback
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

    private func cacheDirectory() -> URL {
        xdgDirectory(explicit: "MOVIES_CACHE_DIR", base: "XDG_CACHE_HOME", fallback: ".cache")
    }

    private func dataDirectory() -> URL {
        xdgDirectory(explicit: "MOVIES_DATA_DIR", base: "XDG_DATA_HOME", fallback: ".local/share")
    }

    /// `$explicit`, else `$base/movies` (an absolute `base` only, as the XDG
    /// specification asks), else `~/<fallback>/movies`.
    private func xdgDirectory(explicit: String, base: String, fallback: String) -> URL {
        if let path = value(explicit) {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let xdg = value(base), xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("movies", isDirectory: true)
        }
        let home = value("HOME") ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent("\(fallback)/movies", isDirectory: true)
    }

    private func cacheLimit() throws -> Int {
        guard let text = value("MOVIES_CACHE_LIMIT") else { return Self.defaultCacheLimitBytes }
        guard let bytes = ByteCountParser.bytes(from: text), bytes > 0 else {
            throw AppError.usage("MOVIES_CACHE_LIMIT must be a size in bytes, such as 104857600 or 50M.")
        }
        return bytes
    }

    private func timeoutFromEnvironment() throws -> Double {
        guard let text = value("MOVIES_TIMEOUT") else { return Self.defaultTimeoutSeconds }
        // The same range as --timeout, which the message promises.
        guard let seconds = Double(text), (0.1...600).contains(seconds) else {
            throw AppError.usage("MOVIES_TIMEOUT must be a number of seconds from 0.1 to 600.")
        }
        return seconds
    }

    /// `ko_KR.UTF-8` → `ko-KR`; `C`, `POSIX` and unset give `nil` (the server's default).
    private func languageFromLocale() -> String? {
        guard let raw = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG") else { return nil }
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

    /// `MOVIES_THEME=light|dark`; dark when unset.
    private func themeBackground() throws -> MoviesTheme.Background {
        guard let text = value("MOVIES_THEME") else { return .dark }
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
