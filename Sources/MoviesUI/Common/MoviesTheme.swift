public import MoviesPresentation
public import TextUI

/// The styles screens draw with; without colour only attributes remain.
public struct MoviesTheme: Sendable {
    public let usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public var plain: Style { .plain }
    public var title: Style { .bold }
    public var secondary: Style { usesColor ? Style.plain.foreground(.brightBlack) : .plain }
    public var selected: Style { .reverse }
    public var header: Style { usesColor ? Style.bold.foreground(.cyan) : .bold }
    public var footer: Style { usesColor ? Style.plain.foreground(.brightBlack) : .plain }
    public var accent: Style { usesColor ? Style.plain.foreground(.yellow) : .plain }

    /// The status line's look for each kind of status.
    public func statusStyle(_ kind: StatusLineViewModel.Kind) -> Style {
        guard usesColor else { return .reverse }
        switch kind {
        case .live: return Style.reverse.foreground(.green)
        case .cached: return Style.reverse.foreground(.cyan)
        case .offline: return Style.reverse.foreground(.yellow)
        case .error: return Style.reverse.foreground(.red)
        case .loading, .neutral: return .reverse
        }
    }
}
