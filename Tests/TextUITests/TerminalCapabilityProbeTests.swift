import Testing
@testable import TextUI
import TextUITesting

@Suite struct TerminalCapabilityProbeTests {
    private func probe(_ replies: [TerminalReply], environment: [String: String] = [:]) -> TerminalCapabilityProbe {
        var probe = TerminalCapabilityProbe(environment: environment)
        replies.forEach { probe.receive($0) }
        return probe
    }

    static let kittyReplies: [TerminalReply] = [
        .kittyGraphics(imageID: 31, message: "OK"), .terminalVersion("kitty(0.26.5)"), .cellPixelSize(Size(width: 10, height: 21)),
        .backgroundColor(RGBColor(red: 0x1E / 255.0, green: 0x1E / 255.0, blue: 0x2E / 255.0)), .deviceAttributes([62, 22]),
    ]

    @Test func kittysAnswers_giveKittyGraphicsTheCellSizeADarkBackgroundAndTheName() {
        // when
        let probe = probe(Self.kittyReplies)
        let capabilities = probe.capabilities(timedOut: false)
        // then
        #expect(probe.isComplete)
        #expect(!probe.mayHaveShownQueries)
        #expect(capabilities.graphicsProtocols == [.kitty])
        #expect(capabilities.preferredGraphicsProtocol == .kitty)
        #expect(capabilities.cellPixelSize == Size(width: 10, height: 21))
        #expect(capabilities.hasLightBackground == false)
        #expect(capabilities.terminalName == "kitty" && capabilities.terminalVersion == "0.26.5")
        #expect(capabilities.source == .answered)
        #expect(capabilities.summary == "graphics kitty, cell 10×21 px, background #1e1e2e (dark), terminal kitty 0.26.5, not in tmux, answered")
    }

    @Test func aSixelTerminal_isKnownByAttribute4() {
        let capabilities = probe([
            .terminalVersion("XTerm(388)"), .backgroundColor(RGBColor(red: 1, green: 1, blue: 0.9)),
            .deviceAttributes([63, 1, 2, 4, 6, 9, 15, 22]),
        ]).capabilities(timedOut: false)
        #expect(capabilities.graphicsProtocols == [.sixel])
        #expect(capabilities.hasLightBackground == true)
        #expect(capabilities.terminalName == "XTerm" && capabilities.terminalVersion == "388")
        #expect(capabilities.cellPixelSize == nil)
    }

    @Test func aTerminalAnsweringOnlyDeviceAttributes_hasNoGraphics_andMayHaveShownTheQueries() {
        let probe = probe([.deviceAttributes([62, 22])])
        let capabilities = probe.capabilities(timedOut: false)
        #expect(probe.isComplete)
        #expect(probe.mayHaveShownQueries)
        #expect(capabilities.graphicsProtocols.isEmpty && capabilities.preferredGraphicsProtocol == nil)
        #expect(capabilities.hasLightBackground == nil && capabilities.terminalName == nil)
        #expect(capabilities.summary == "graphics none, cell size unknown, background unknown, terminal unnamed, not in tmux, answered")
    }

    @Test func repliesBeforeTheBudgetRanOut_countWithoutDeviceAttributes() {
        let probe = probe([.kittyGraphics(imageID: 31, message: "OK")])
        #expect(!probe.isComplete)
        #expect(!probe.mayHaveShownQueries)
        let capabilities = probe.capabilities(timedOut: true)
        #expect(capabilities.source == .timedOut)
        #expect(capabilities.graphicsProtocols == [.kitty])
    }

    @Test func kittyErrors_andAnswersAboutOtherImages_giveNoKitty() {
        let refused = probe([.kittyGraphics(imageID: 31, message: "EINVAL:bad"), .deviceAttributes([1])]).capabilities(timedOut: false)
        let other = probe([.kittyGraphics(imageID: 7, message: "OK"), .deviceAttributes([1])])
        #expect(refused.graphicsProtocols.isEmpty)
        #expect(other.capabilities(timedOut: false).graphicsProtocols.isEmpty)
        #expect(other.mayHaveShownQueries, "an answer about another image says nothing of this batch")
    }

    @Test(arguments: [["TERM_PROGRAM": "iTerm.app"], ["LC_TERMINAL": "iTerm2"], ["TERM_PROGRAM": "WezTerm"]])
    func iTerm2AndWezTerm_showITerm2ImagesByTheirEnvironment(environment: [String: String]) {
        var probe = TerminalCapabilityProbe(environment: environment)
        #expect(probe.environmentCapabilities().graphicsProtocols == [.iTerm2])
        probe.receive(.deviceAttributes([62, 4]))
        // iTerm2's images beat sixel: full colour, no palette.
        #expect(probe.capabilities(timedOut: false).preferredGraphicsProtocol == .iTerm2)
    }

    @Test(arguments: ["iTerm2 3.5.0", "WezTerm 20230408-112425-69ae8472"])
    func iTerm2AndWezTerm_showITerm2ImagesByTheirVersionAnswer(version: String) {
        let capabilities = probe([.terminalVersion(version), .deviceAttributes([62])]).capabilities(timedOut: false)
        #expect(capabilities.graphicsProtocols == [.iTerm2])
    }

    @Test func wezTermWithKittyGraphics_prefersKitty() {
        let capabilities = probe([
            .kittyGraphics(imageID: 31, message: "OK"), .terminalVersion("WezTerm 20240203"), .deviceAttributes([65, 4]),
        ]).capabilities(timedOut: false)
        #expect(capabilities.graphicsProtocols == [.kitty, .iTerm2, .sixel])
        #expect(capabilities.preferredGraphicsProtocol == .kitty)
        #expect(capabilities.summary.hasPrefix("graphics kitty (kitty, sixel, iTerm2), "))
    }

    @Test func insideTmux_theKittyQueryGoesThroughPassthrough() {
        let probe = TerminalCapabilityProbe(environment: ["TMUX": "/tmp/tmux-0/default,123,0"])
        #expect(probe.isInsideTmux)
        #expect(probe.queries == TerminalCapabilityQuery.batch(insideTmux: true))
        #expect(probe.environmentCapabilities().isInsideTmux)
        #expect(!TerminalCapabilityProbe(environment: ["TMUX": ""]).isInsideTmux)
    }

    @Test func theCellSize_comesFromTheWindowsPixels_unlessTheTerminalSaysIt() {
        var probe = TerminalCapabilityProbe(environment: [:])
        probe.noteWindow(pixels: Size(width: 1000, height: 630), cells: Size(width: 100, height: 30))
        #expect(probe.environmentCapabilities().cellPixelSize == Size(width: 10, height: 21))
        probe.receive(.cellPixelSize(Size(width: 9, height: 20)))
        #expect(probe.capabilities(timedOut: true).cellPixelSize == Size(width: 9, height: 20))
        var unknown = TerminalCapabilityProbe(environment: [:])
        unknown.noteWindow(pixels: nil, cells: Size(width: 80, height: 24))
        unknown.noteWindow(pixels: Size(width: 10, height: 10), cells: Size(width: 80, height: 24))
        #expect(unknown.environmentCapabilities().cellPixelSize == nil)
    }

    @Test(arguments: [
        ("kitty(0.26.5)", "kitty", "0.26.5"), ("XTerm(388)", "XTerm", "388"), ("tmux 3.3a", "tmux", "3.3a"),
        ("WezTerm 20230408-112425-69ae8472", "WezTerm", "20230408-112425-69ae8472"), ("foot", "foot", nil),
        ("  ghostty 1.0.1 ", "ghostty", "1.0.1"), ("(x)", "(x)", nil),
    ] as [(String, String?, String?)])
    func versionAnswers_splitIntoNameAndVersion(text: String, name: String?, version: String?) {
        let (parsedName, parsedVersion) = TerminalCapabilityProbe.nameAndVersion(text)
        #expect(parsedName == name && parsedVersion == version)
    }

    @Test func anEmptyVersionAnswer_namesNothing() {
        #expect(TerminalCapabilityProbe.nameAndVersion("  ") == (nil, nil))
    }
}

@Suite struct TerminalCapabilityQueryTests {
    @Test func theBatch_asksKittyXTVersionCellSizeBackgroundAndLastTheDeviceAttributes() {
        let expected = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[>0q" + "\u{1B}[16t" + "\u{1B}]11;?\u{1B}\\" + "\u{1B}[c"
        #expect(TerminalCapabilityQuery.batch(insideTmux: false) == Array(expected.utf8))
    }

    @Test func insideTmux_theKittyQueryIsWrappedWithItsEscsDoubled() {
        let wrapped = "\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\u{1B}\\\u{1B}\\"
        #expect(TerminalCapabilityQuery.tmuxPassthrough(TerminalCapabilityQuery.kittyGraphics) == Array(wrapped.utf8))
        #expect(TerminalCapabilityQuery.batch(insideTmux: true) == Array((wrapped + "\u{1B}[>0q\u{1B}[16t\u{1B}]11;?\u{1B}\\\u{1B}[c").utf8))
    }

    @Test func aTerminalThatParsesButIgnoresTheBatch_showsNothingOfIt() {
        // The tests' emulator, like such a terminal, consumes string sequences unseen.
        var screen = VirtualScreen(size: Size(width: 20, height: 2))
        screen.feed(TerminalCapabilityQuery.batch(insideTmux: false) + TerminalCapabilityQuery.batch(insideTmux: true) + Array("ok".utf8))
        #expect(screen.lines.first == "ok")
    }
}
