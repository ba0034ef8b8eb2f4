public import MoviesDomain
public import MoviesPresentation

/// Ages and times that do not depend on the clock or the time zone.
public struct FixedDataAgeFormatter: DataAgeFormatting {
    /// How the formatter words a timestamp.
    public enum Style: Sendable {
        /// The same words whatever the time (`5 min ago`, `2026-01-02 03:04`): for screens.
        case fixed
        /// The raw seconds (`42 s ago`, `t=42`): for assertions about which time was shown.
        case rawSeconds
    }

    private let style: Style

    public init(style: Style = .fixed) {
        self.style = style
    }

    public func relativeAge(of timestamp: Timestamp) -> String {
        switch style {
        case .fixed: return "5 min ago"
        case .rawSeconds: return "\(Int(timestamp.secondsSince1970)) s ago"
        }
    }

    public func absoluteTime(of timestamp: Timestamp) -> String {
        switch style {
        case .fixed: return "2026-01-02 03:04"
        case .rawSeconds: return "t=\(Int(timestamp.secondsSince1970))"
        }
    }
}
