import MoviesDomain

/// Settles the region where-to-watch answers are for, one rule for every
/// command: `--region`, else `region` of the config file, else the country
/// of the locale, else the US (`WatchRegion.resolve`).
enum WatchRegionSetting {
    /// The locale variables a country is read from, in POSIX precedence:
    /// `LC_ALL` overrides everything, `LANG` is the default. The
    /// category variables say how to format, not where one lives.
    static let localeVariables = ["LC_ALL", "LANG"]

    /// - Parameters:
    ///   - flag: `--region` as typed.
    ///   - file: `region` of the config file.
    ///   - variable: Looks an environment variable up (empty counts as unset).
    /// - Throws: `AppError.usage` for a flag or file value that names no country.
    static func resolve(flag: String?, file: String?, variable: (String) -> String?) throws(AppError) -> WatchRegion {
        var locale: (variable: String, value: String)?
        for name in localeVariables {
            if let value = variable(name), !value.isEmpty {
                locale = (name, value)
                break
            }
        }
        do {
            return try WatchRegion.resolve(flag: flag, configuration: file, locale: locale)
        } catch {
            switch error {
            case .invalid(_, origin: .configuration):
                throw .usage("region in the config file must be a two-letter country code such as US or GB.")
            case .invalid:
                throw .usage("--region must be a two-letter country code such as US or GB.")
            }
        }
    }
}
