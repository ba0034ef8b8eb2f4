#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import MoviesDomain
import Networking
import MoviesUI

/// Everything the app is configured with, from flags, the environment and `config.toml`.
struct AppConfiguration: Sendable {
    /// Where movie data comes from.
    enum DataSource: Equatable, Sendable {
        /// The catalogue compiled into the binary; no network at all.
        case embeddedCatalogue
        /// A TMDB-compatible server.
        case server(baseURL: URL)
    }

    /// How requests prove who we are.
    enum Credential: Equatable, Sendable {
        /// v3 key, sent as the `api_key` query parameter.
        case apiKey(String)
        /// v4 read access token, sent as `Authorization: Bearer`.
        case accessToken(String)

        /// The environment variable it came from, for messages.
        var variableName: String {
            switch self {
            case .apiKey: return "TMDB_API_KEY"
            case .accessToken: return "TMDB_ACCESS_TOKEN"
            }
        }
    }

    var dataSource: DataSource
    var credential: Credential?
    /// Where the credential came from, for messages: `TMDB_API_KEY`, or
    /// `api_key of ~/.config/movies/config.toml`; `nil` gives the variable's name.
    var credentialName: String?
    var imageBaseURL: URL
    var cacheDirectory: URL
    /// Where your library lives (`library.sqlite3`); never inside the cache.
    var dataDirectory: URL
    var cacheLimitBytes: Int
    var timeoutSeconds: Double
    var language: String?
    var useColor: Bool
    /// The palette for the terminal's background (`MOVIES_THEME`); `nil`
    /// follows the terminal's answer, dark until it comes.
    var themeBackground: MoviesTheme.Background?
    /// Whether the full-screen UI asks for clicks and the wheel (`MOVIES_MOUSE=0`
    /// or `mouse = false` say no).
    var reportsMouse = true
    /// The country TMDB's lists are for (`--region`, or `region` in the file), such as `GB`.
    var region: String?
    /// The country where-to-watch answers are for: `--region`, the file's
    /// `region`, the country of `LC_ALL` or `LANG`, else the US (`WatchRegionSetting`).
    var watchRegion: WatchRegion?
    /// How posters are drawn (`MOVIES_IMAGES`, `images` in the file).
    var imagesMode: ImagesMode = .auto
    /// How long the full-screen UI waits for the terminal's answers about
    /// pictures and its background (`MOVIES_TERMINAL_TIMEOUT`, milliseconds).
    var terminalAnswerWait: Duration = .milliseconds(150)
    /// Where each setting came from, for `movies config show`.
    var origins = SettingOrigins()
    /// `TERM`: whether the terminal can draw the full-screen interface.
    var terminalType: String?
    var verbose: Bool

    /// The network configuration for the data source, with credentials attached.
    func networkConfig(baseURL: URL) -> ApiDataNetworkConfig {
        var headers: [String: String] = ["Accept": "application/json"]
        var parameters: [String: String] = [:]
        switch credential {
        case .apiKey(let key): parameters[TMDBCredentialNames.apiKeyParameter] = key
        case .accessToken(let token): headers[TMDBCredentialNames.accessTokenHeader] = "Bearer \(token)"
        case nil: break
        }
        return ApiDataNetworkConfig(
            baseURL: baseURL,
            headers: headers,
            queryParameters: parameters,
            credentialNames: TMDBCredentialNames.all,
            // One limit for the whole request, connection set-up included (DESIGN §1).
            timeouts: NetworkTimeouts(totalSeconds: timeoutSeconds)
        )
    }
}
