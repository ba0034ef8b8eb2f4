public import MoviesPresentation
public import TextUI

/// The one definition of how screens look: every style a screen draws with
/// comes from here. Without colour (`NO_COLOR`, `TERM=dumb`) only bold and
/// reverse video remain; on a light background the colours that would fade
/// on white give way to darker ones.
public struct MoviesTheme: Sendable {
    /// The terminal's background, which decides the palette.
    public enum Background: String, Sendable, CaseIterable {
        case dark, light
    }

    public let usesColor: Bool
    /// Shared with every copy of the theme (see `ThemeBackground`).
    public let backgroundSetting: ThemeBackground

    /// The background drawn for now.
    public var background: Background { backgroundSetting.current }

    /// How pictures are drawn; shared like the background.
    public let pictures: PictureSetting

    /// A theme for a fixed background, with pictures in character cells when
    /// there is colour.
    public init(usesColor: Bool, background: Background = .dark) {
        self.init(usesColor: usesColor, backgroundSetting: ThemeBackground(chosen: background))
    }

    /// A theme whose background and pictures follow shared settings.
    /// - Parameter pictures: By default, character cells when there is colour.
    public init(usesColor: Bool, backgroundSetting: ThemeBackground, pictures: PictureSetting? = nil) {
        self.usesColor = usesColor
        self.backgroundSetting = backgroundSetting
        self.pictures = pictures ?? PictureSetting(usesColor ? .cells(.quadrant) : .none)
    }

    public var plain: Style { .plain }
    public var title: Style { .bold }
    public var secondary: Style { colored(.plain, dark: .brightBlack, light: .black) }
    public var selected: Style { .reverse }
    public var header: Style { colored(.bold, dark: .cyan, light: .blue) }
    public var footer: Style { colored(.plain, dark: .brightBlack, light: .black) }
    public var accent: Style { colored(.plain, dark: .yellow, light: .magenta) }

    /// The status line's look for each kind of status.
    public func statusStyle(_ kind: StatusLineViewModel.Kind) -> Style {
        guard usesColor else { return .reverse }
        switch kind {
        case .live: return colored(.reverse, dark: .green, light: .green)
        case .cached: return colored(.reverse, dark: .cyan, light: .blue)
        case .offline: return colored(.reverse, dark: .yellow, light: .magenta)
        case .error: return colored(.reverse, dark: .red, light: .red)
        case .loading, .neutral: return .reverse
        }
    }

    private func colored(_ base: Style, dark: TerminalColor, light: TerminalColor) -> Style {
        guard usesColor else { return base }
        return base.foreground(background == .dark ? dark : light)
    }
}
