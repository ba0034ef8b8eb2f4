/// Where one setting's value came from, for `movies config show`.
enum SettingOrigin: Equatable, Sendable {
    /// A command-line option, such as `--language`.
    case flag(String)
    /// An environment variable, such as `TMDB_API_KEY`.
    case environment(String)
    /// `config.toml`, on this line.
    case file(line: Int)
    /// Nothing set it.
    case defaultValue

    /// "flag --language", "environment TMDB_API_KEY", "file line 3", "default".
    var description: String {
        switch self {
        case .flag(let name): return "flag \(name)"
        case .environment(let name): return "environment \(name)"
        case .file(let line): return "file line \(line)"
        case .defaultValue: return "default"
        }
    }
}
