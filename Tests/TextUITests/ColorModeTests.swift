import Testing
import TextUI

@Suite struct ColorModeTests {
    @Test func noColor_winsOverEverything() {
        let mode = ColorMode(environment: ["NO_COLOR": "1", "TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(mode == ColorMode.none)
    }

    @Test func anEmptyNoColor_isIgnored() {
        #expect(ColorMode(environment: ["NO_COLOR": "", "TERM": "xterm"]) == .ansi16)
    }

    @Test(arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.trueColor),
        (["TERM": "tmux-256color", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "xterm"], .ansi16),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        ([:], .none),
    ])
    func theTerminalType_decidesTheMode(environment: [String: String], expected: ColorMode) {
        #expect(ColorMode(environment: environment) == expected)
    }

    @Test func paletteColours_areApproximatedToTheBasicSixteen() {
        #expect(TerminalColor.indexed(196).approximated(for: .ansi16) == .ansi(9))
        #expect(TerminalColor.indexed(4).approximated(for: .ansi16) == .ansi(4))
        #expect(TerminalColor.rgb(red: 0, green: 0, blue: 0).approximated(for: .ansi16) == .ansi(0))
    }

    @Test func greys_useTheGreyRampOf256Colours() {
        #expect(TerminalColor.rgb(red: 128, green: 128, blue: 128).approximated(for: .ansi256) == .indexed(244))
    }

    @Test func noColourMode_dropsEveryColour() {
        #expect(TerminalColor.red.approximated(for: .none) == .default)
        #expect(TerminalColor.rgb(red: 1, green: 2, blue: 3).approximated(for: .none) == .default)
    }
}
