@testable import MoviesApp
import Testing

@Suite struct MoviesSceneOptionsTests {
    @Test func oneShotScreens_turnNoSpinner_fullScreenOnesTurnItEvery120Milliseconds() {
        // given: what a one-shot command (search, details, …) asks of its screens
        var options = MoviesSceneOptions()

        // when / then: it prints once, when everything has loaded: no timer
        #expect(options.spinnerInterval == nil)

        // when / then: the full-screen UI shows loading as it happens
        options.isInteractive = true
        #expect(options.spinnerInterval == .milliseconds(120))
    }
}
