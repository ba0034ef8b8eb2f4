import TextUITesting
import MoviesDomain
import MoviesPresentation
@testable import MoviesUI
import Testing
import TextUI

@MainActor
@Suite struct MoviesColorAndSpinnerTests {
    private func frameBytes(usesColor: Bool, colorMode: ColorMode) async -> [UInt8] {
        let scene = TestMoviesScene(usesColor: usesColor)
        scene.start()
        await scene.settle()
        return scene.terminal(showing: Size(width: 80, height: 24), colorMode: colorMode).output
    }

    /// The parameters of every SGR sequence (`ESC [ … m`) in `bytes`.
    private func sgrParameters(_ bytes: [UInt8]) -> [[Int]] {
        var result: [[Int]] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") else { index += 1; continue }
            var end = index + 2
            while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
                let text = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                result.append(text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
            }
            index = end
        }
        return result
    }

    private func containsColorCode(_ bytes: [UInt8]) -> Bool {
        sgrParameters(bytes).joined().contains { (30...49).contains($0) || (90...107).contains($0) }
    }

    private func containsReverse(_ bytes: [UInt8]) -> Bool {
        sgrParameters(bytes).joined().contains(7)
    }

    @Test func withAColourTerminal_theStatusLineIsColoured() async {
        // when
        let bytes = await frameBytes(usesColor: true, colorMode: .ansi16)
        // then
        #expect(containsColorCode(bytes))
    }

    @Test func withoutColour_noColourCodesAreSentButTheSelectionIsStillReversed() async {
        // when
        let bytes = await frameBytes(usesColor: true, colorMode: .none)
        // then
        #expect(!containsColorCode(bytes))
        #expect(containsReverse(bytes))
    }

    @Test func hostileTextFromData_neverReachesTheTerminalAsControls() async {
        // given: the fourth film carries BEL, C1 CSI, OSC and bidi override
        let bytes = await frameBytes(usesColor: false, colorMode: .none)
        // then
        #expect(!bytes.contains(0x07))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{9B}"))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{202E}"))
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}]"))
    }

    @Test func spinner_turnsOnlyWhileLoading() async {
        // given
        var ticks = 0
        let spinner = LoadingSpinner(interval: .milliseconds(2)) { ticks += 1 }
        let first = spinner.glyph
        // when
        spinner.update(isLoading: true)
        // A generous bound: under a loaded machine the main actor may wait its turn for a while.
        let deadline = ContinuousClock.now + .seconds(30)
        while ticks < 3, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(2))
        }
        spinner.update(isLoading: false)
        let ticksWhenStopped = ticks
        try? await Task.sleep(for: .milliseconds(30))
        // then
        #expect(ticksWhenStopped >= 3)
        #expect(ticks == ticksWhenStopped)
        #expect(!spinner.isSpinning)
        #expect(spinner.glyph != first || ticksWhenStopped % 10 == 0)
    }

    @Test func spinnerWithoutInterval_staysOnItsFirstFrame() async {
        // given
        var ticks = 0
        let spinner = LoadingSpinner(interval: nil) { ticks += 1 }
        // when
        spinner.update(isLoading: true)
        try? await Task.sleep(for: .milliseconds(10))
        // then
        #expect(ticks == 0)
        #expect(spinner.glyph == "⠋")
    }

    @Test func footerHints_thatDoNotFit_areLeftOutWhole() {
        // when
        let text = ScreenChrome.fittingHints(["↑↓ move", "Enter details", "q quit"], width: 25)
        // then
        #expect(text == " ↑↓ move  Enter details")
    }

    @Test func aLongTypedQuery_showsItsTailInTheField() {
        // when
        let tail = MoviesListScreen.tail(of: "a very long query typed▏", width: 10)
        // then
        #expect(tail == "…ry typed▏")
        #expect(DisplayWidth.of(tail) <= 10)
    }
}
