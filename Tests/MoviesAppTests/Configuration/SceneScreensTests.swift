@testable import MoviesApp
import MoviesUI
import Testing

@MainActor
@Suite struct SceneScreensTests {
    @Test func oneShotScreens_turnNoSpinner_fullScreenOnesTurnItEvery120Milliseconds() {
        // given: what a one-shot command (search, details, …) and the full-screen UI give their screens
        let oneShot = SceneScreens(theme: MoviesTheme(usesColor: false), isInteractive: false) { nil }
        let fullScreen = SceneScreens(theme: MoviesTheme(usesColor: false), isInteractive: true) { nil }

        // when / then: a one-shot command prints once, when everything has loaded: no timer
        #expect(oneShot.spinnerInterval == nil)
        // when / then: the full-screen UI shows loading as it happens
        #expect(fullScreen.spinnerInterval == .milliseconds(120))
    }
}
