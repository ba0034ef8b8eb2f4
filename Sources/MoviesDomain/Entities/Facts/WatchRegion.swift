/// The country whose offers are shown, and where that choice came from, so
/// a screen can say which (`for GB, from LANG`).
public struct WatchRegion: Equatable, Hashable, Sendable {
    /// ISO 3166-1 alpha-2, upper case, such as `GB`.
    public let code: String
    public let origin: Origin

    /// Where the region came from, in the order they are looked at.
    public enum Origin: Equatable, Hashable, Sendable {
        /// `--region`.
        case flag
        /// `region` in the configuration file.
        case configuration
        /// The country of the locale, such as `GB` of `LANG=en_GB.UTF-8`.
        case locale(variable: String)
        /// None of them named one.
        case fallback
    }

    /// The region when nothing names one.
    public static let fallbackCode = "US"

    /// - Returns: `nil` unless `code` is two ASCII letters (any case).
    public init?(code: String, origin: Origin) {
        guard Self.isCountryCode(code) else { return nil }
        self.code = code.uppercased()
        self.origin = origin
    }

    /// The region's English name where known, such as `United Kingdom`.
    public var name: String? {
        RegionNames.englishName(of: code)
    }

    /// The region for the offers: `--region`, else `region` of the
    /// configuration file, else the country of the locale, else the US.
    /// - Parameters:
    ///   - flag: `--region`, as typed.
    ///   - configuration: The file's `region`.
    ///   - locale: The locale variable and its value, such as `("LANG", "en_GB.UTF-8")`.
    /// - Throws: `WatchRegionError` when the flag or the file names no country
    ///   code; a locale without a country is passed over.
    public static func resolve(
        flag: String?,
        configuration: String?,
        locale: (variable: String, value: String)?
    ) throws(WatchRegionError) -> WatchRegion {
        if let flag {
            guard let region = WatchRegion(code: flag, origin: .flag) else { throw .invalid(flag, origin: .flag) }
            return region
        }
        if let configuration {
            guard let region = WatchRegion(code: configuration, origin: .configuration) else {
                throw .invalid(configuration, origin: .configuration)
            }
            return region
        }
        if let locale, let country = country(ofLocale: locale.value),
           let region = WatchRegion(code: country, origin: .locale(variable: locale.variable)) {
            return region
        }
        return WatchRegion(uncheckedCode: fallbackCode, origin: .fallback)
    }

    /// The territory of a POSIX locale name, `language[_TERRITORY][.codeset][@modifier]`
    /// (`en_GB.UTF-8` → `GB`); `nil` for `C`, `POSIX`, a language alone or a
    /// territory that is no two-letter code (`es_419`).
    public static func country(ofLocale name: String) -> String? {
        let beforeModifier = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let tag = beforeModifier.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = tag.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard parts.count >= 2, let territory = parts.last.map(String.init), isCountryCode(territory) else { return nil }
        return territory.uppercased()
    }

    private init(uncheckedCode: String, origin: Origin) {
        code = uncheckedCode
        self.origin = origin
    }

    private static func isCountryCode(_ text: String) -> Bool {
        text.utf8.count == 2 && text.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        }
    }
}

/// A region that names no country.
public enum WatchRegionError: Error, Equatable, Sendable {
    /// `value` is not a two-letter country code.
    case invalid(String, origin: WatchRegion.Origin)
}
