import MoviesPresentation
import MoviesUI
import Testing
import TextUI

/// One theme definition: without colour only bold and reverse remain; a light
/// background gets colours that stay readable on white.
@Suite struct MoviesThemeTests {
    static func everyStyle(of theme: MoviesTheme) -> [Style] {
        [theme.plain, theme.title, theme.secondary, theme.selected, theme.header, theme.footer, theme.accent]
            + [StatusLineViewModel.Kind.neutral, .loading, .live, .cached, .offline, .error].map(theme.statusStyle)
    }

    @Test(arguments: MoviesTheme.Background.allCases)
    func withoutColour_onlyBoldAndReverseRemain(background: MoviesTheme.Background) {
        for style in Self.everyStyle(of: MoviesTheme(usesColor: false, background: background)) {
            #expect(style.foreground == .default && style.background == .default, "\(style)")
        }
    }

    @Test func onALightBackground_noTextIsDrawnInColoursThatFadeOnWhite() {
        let faint: Set<TerminalColor> = [.brightBlack, .cyan, .yellow, .white, .brightWhite, .brightYellow, .brightCyan]
        let light = MoviesTheme(usesColor: true, background: .light)
        for style in Self.everyStyle(of: light) where !style.attributes.contains(.reverse) {
            #expect(!faint.contains(style.foreground), "\(style)")
        }
        #expect(MoviesTheme(usesColor: true, background: .dark).secondary.foreground == .brightBlack)
    }
}
