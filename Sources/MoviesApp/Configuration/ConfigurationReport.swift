#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import TextUI

/// The text of `movies config show`: each effective setting, its value and
/// where it came from. Credentials are never printed, only `<redacted>`, and
/// so is the user name and password part of a URL.
enum ConfigurationReport {
    static let redacted = "<redacted>"

    /// One line per setting: name, value, origin, in aligned columns.
    static func text(for configuration: AppConfiguration) -> String {
        let origins = configuration.origins
        var rows: [(String, String, String)] = []
        if let location = origins.configFile {
            let state = origins.configFileRead ? "read" : (ConfigFile.exists(at: location.path) ? "exists, not read" : "not found")
            rows.append(("config file", "\(location.path) (\(state))", "chosen by \(location.chosenBy)"))
        }
        let credential: String
        switch configuration.credential {
        case .apiKey: credential = "api_key \(redacted)"
        case .accessToken: credential = "access_token \(redacted)"
        case nil: credential = "none"
        }
        rows.append(("credential", credential, origins.credential.description))
        switch configuration.dataSource {
        case .embeddedCatalogue:
            rows.append(("base_url", "none: the embedded catalogue answers", origins.baseURL.description))
        case .server(let url):
            rows.append(("base_url", redactingUserInfo(url), origins.baseURL.description))
        }
        rows.append(("image_base_url", redactingUserInfo(configuration.imageBaseURL), origins.imageBaseURL.description))
        rows.append(("language", configuration.language ?? "none: the server's default", origins.language.description))
        rows.append(("region", configuration.region ?? "none: the server's default", origins.region.description))
        if let watchRegion = configuration.watchRegion {
            // Where to watch and certifications always need a country, so
            // this one falls back to the locale's, then the US.
            let origin: String = switch watchRegion.origin {
            case .flag, .configuration: origins.region.description
            case .locale(variable: let name): SettingOrigin.environment(name).description
            case .fallback: SettingOrigin.defaultValue.description
            }
            rows.append(("watch_region", watchRegion.code, origin))
        }
        rows.append(("images", configuration.imagesMode.rawValue, origins.images.description))
        rows.append(("mouse", configuration.reportsMouse ? "true" : "false", origins.mouse.description))
        rows.append(("timeout", "\(seconds(configuration.timeoutSeconds)) s", origins.timeout.description))
        rows.append(("cache_dir", configuration.cacheDirectory.path, origins.cacheDirectory.description))
        rows.append(("cache_limit", "\(configuration.cacheLimitBytes) bytes", origins.cacheLimit.description))
        rows.append(("data_dir", configuration.dataDirectory.path, origins.dataDirectory.description))

        let nameWidth = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map { TextSanitizer.sanitize($0.1).count }.max() ?? 0
        return rows.map { name, value, origin in
            let shown = TextSanitizer.sanitize(value)
            return padded(name, to: nameWidth) + "  " + padded(shown, to: valueWidth) + "  " + origin
        }.joined(separator: "\n")
    }

    /// `https://user:pass@host/` → `https://<redacted>@host/`.
    static func redactingUserInfo(_ url: URL) -> String {
        let text = url.absoluteString
        guard url.user != nil || url.password != nil,
              let schemeEnd = text.firstRange(of: "://"),
              let at = text[schemeEnd.upperBound...].prefix(while: { $0 != "/" }).lastIndex(of: "@")
        else { return text }
        return String(text[..<schemeEnd.upperBound]) + redacted + String(text[at...])
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && value < 1e9 ? String(Int(value)) : String(value)
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
