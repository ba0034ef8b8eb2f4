/// Where each setting of an `AppConfiguration` came from: flag, environment,
/// config file or default (precedence in that order).
struct SettingOrigins: Equatable, Sendable {
    var configFile: ConfigFile.Location?
    /// Whether the config file was found and read.
    var configFileRead = false
    var credential: SettingOrigin = .defaultValue
    var baseURL: SettingOrigin = .defaultValue
    var imageBaseURL: SettingOrigin = .defaultValue
    var language: SettingOrigin = .defaultValue
    var region: SettingOrigin = .defaultValue
    var images: SettingOrigin = .defaultValue
    var mouse: SettingOrigin = .defaultValue
    var timeout: SettingOrigin = .defaultValue
    var cacheDirectory: SettingOrigin = .defaultValue
    var dataDirectory: SettingOrigin = .defaultValue
    var cacheLimit: SettingOrigin = .defaultValue
}
