public import MoviesDomain

/// How the outputs name the region offers are shown for, and why that one:
/// a viewer abroad, or with an unexpected `LANG`, sees at once which
/// country's services they are reading.
public enum WatchRegionWording {
    /// `GB (United Kingdom)`, or the code alone when its name is unknown.
    public static func name(of region: RegionName) -> String {
        region.name.map { "\(region.code) (\($0))" } ?? region.code
    }

    /// `in GB (United Kingdom, from LANG)`; the flag needs no reason.
    public static func phrase(_ region: WatchRegion) -> String {
        let reason: String? = switch region.origin {
        case .flag: nil
        case .configuration: "from config.toml"
        case .locale(let variable): "from \(variable)"
        case .fallback: "by default; --region or region in config.toml choose another"
        }
        let parts = [region.name, reason].compactMap { $0 }
        return parts.isEmpty ? "in \(region.code)" : "in \(region.code) (\(parts.joined(separator: ", ")))"
    }
}
