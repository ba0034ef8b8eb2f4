import TextUITesting
import MoviesDomain
import MoviesPresentation
@testable import MoviesUI
import Testing
import TestSupport
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
        // given: a spinner on a timer the test steps itself
        let sleeper = SteppedSleeper()
        var ticks = 0
        let spinner = LoadingSpinner(interval: .milliseconds(120), sleep: sleeper.sleep) { ticks += 1 }
        let first = spinner.glyph
        // when: loading, and three intervals pass
        spinner.update(isLoading: true)
        for _ in 0..<3 {
            #expect(await sleeper.advance())
        }
        // then: three frames drawn, and it waits for the fourth
        #expect(await sleeper.waitUntilSleeping())
        #expect(ticks == 3)
        #expect(spinner.glyph != first)
        #expect(spinner.isSpinning)
        // when: loading ends
        spinner.update(isLoading: false)
        // then: the waiting interval is cancelled and no frame follows
        #expect(await Polling.waitUntil { sleeper.cancellationCount == 1 })
        #expect(ticks == 3)
        #expect(!spinner.isSpinning)
        #expect(sleeper.requestedDurations == Array(repeating: .milliseconds(120), count: 4))
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

}
