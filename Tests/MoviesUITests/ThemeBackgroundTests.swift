import MoviesUI
import Testing
import TextUI

/// The terminal's background answer comes after the first frame: every copy
/// of the theme follows it, unless the user chose.
struct ThemeBackgroundTests {
    @Test func theTerminalsAnswer_changesEveryCopyOfTheTheme() {
        let setting = ThemeBackground(chosen: nil)
        let list = MoviesTheme(usesColor: true, backgroundSetting: setting)
        let details = MoviesTheme(usesColor: true, backgroundSetting: setting)
        #expect(list.background == .dark)
        let darkHeader = list.header

        #expect(setting.adopt(.light))

        #expect(list.background == .light)
        #expect(details.background == .light)
        #expect(details.header != darkHeader)
        #expect(!setting.adopt(.light), "the same answer again changes nothing")
    }

    @Test func aBackgroundTheUserChose_ignoresTheTerminal() {
        let setting = ThemeBackground(chosen: .dark)
        let theme = MoviesTheme(usesColor: true, backgroundSetting: setting)

        #expect(!setting.adopt(.light))

        #expect(theme.background == .dark)
        #expect(setting.isChosen)
    }
}
