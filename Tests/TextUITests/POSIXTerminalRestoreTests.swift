import Testing
@testable import TextUI
#if canImport(Glibc)
import Glibc
#endif

/// The restore sequence of a real tty: modes joining it, and the backstop
/// that plays it when the program does not. In `POSIXTerminalTests`, which is
/// serialised, because the backstop is process-wide.
extension POSIXTerminalTests {
    private static let mouse = TerminalMode(name: "mouse", on: Array("\u{1B}[?1000h".utf8), off: Array("\u{1B}[?1000l".utf8))
    private static let paste = TerminalMode(name: "paste", on: Array("\u{1B}[?2004h".utf8), off: Array("\u{1B}[?2004l".utf8))

    private func expectSameSettings(_ actual: termios, _ expected: termios, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.c_lflag == expected.c_lflag, sourceLocation: sourceLocation)
        #expect(actual.c_iflag == expected.c_iflag, sourceLocation: sourceLocation)
        #expect(actual.c_oflag == expected.c_oflag, sourceLocation: sourceLocation)
    }

    @Test func modesSwitchedOn_areSwitchedOffNewestFirstWhenLeaving() throws {
        // given
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        _ = pty.readOutput()
        // when
        #expect(terminal.switchOn(Self.mouse))
        #expect(terminal.switchOn(Self.paste))
        let switchedOn = pty.readOutput()
        terminal.leaveFullScreen()
        // then
        #expect(switchedOn == Self.mouse.on + Self.paste.on)
        #expect(pty.readOutput() == Self.paste.off + Self.mouse.off + ControlSequence.leaveFullScreen)
        expectSameSettings(pty.attributes(), original)
    }

    @Test func aModeSwitchedOff_writesItsOffBytesAndLeavesTheSequence() throws {
        // given
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        terminal.switchOn(Self.mouse)
        _ = pty.readOutput()
        // when
        terminal.switchOff(Self.mouse)
        let switchedOff = pty.readOutput()
        terminal.leaveFullScreen()
        // then
        #expect(switchedOff == Self.mouse.off)
        #expect(pty.readOutput() == ControlSequence.leaveFullScreen)
    }

    @Test func outsideFullScreen_noModeIsSwitchedOn() throws {
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        #expect(!terminal.switchOn(Self.mouse))
        #expect(pty.readOutput().isEmpty)
    }

    @Test func theBackstop_playsTheSameSequenceWhenTheProgramExitsWithoutLeaving() throws {
        // given: full screen with a mode on
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        terminal.switchOn(Self.mouse)
        _ = pty.readOutput()
        #expect(terminalRestoreBackstop.isArmed)
        // when: what the atexit handler does
        terminalRestoreBackstop.restoreAtExit()
        // then
        #expect(pty.readOutput() == Self.mouse.off + ControlSequence.leaveFullScreen)
        expectSameSettings(pty.attributes(), original)
        #expect(!terminalRestoreBackstop.isArmed)
        terminal.leaveFullScreen()
    }

    @Test func leavingTheNormalWay_disarmsTheBackstop() throws {
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        #expect(terminalRestoreBackstop.isArmed)
        terminal.leaveFullScreen()
        #expect(!terminalRestoreBackstop.isArmed)
    }

    @Test func theSignalSafeRecord_playsWhatTheNormalWayPlays_once() throws {
        // given: a raw tty and the restore state of a full screen with two modes
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        var state = TerminalRestoreState(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, attributes: original)
        _ = state.modes.push(.fullScreen)
        _ = state.modes.push(Self.mouse)
        _ = state.modes.push(Self.paste)
        var raw = original
        cfmakeraw(&raw)
        _ = tcsetattr(pty.subordinate, TCSANOW, &raw)
        state.play()
        let normalWay = pty.readOutput()
        _ = tcsetattr(pty.subordinate, TCSANOW, &raw)
        let record = SignalSafeRestoreRecord()
        record.store(state)
        // when: what the crash handler does
        let played = record.takeAndPlay(whenToApply: TCSANOW)
        let playedAgain = record.takeAndPlay(whenToApply: TCSANOW)
        // then
        #expect(played)
        #expect(!playedAgain)
        #expect(pty.readOutput() == normalWay)
        #expect(normalWay == Self.paste.off + Self.mouse.off + ControlSequence.leaveFullScreen)
        expectSameSettings(pty.attributes(), original)
    }

    @Test func theSignalSafeRecord_playsTheLatestStateStored() throws {
        // given
        let pty = try PseudoTerminal()
        var state = TerminalRestoreState(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, attributes: pty.attributes())
        let record = SignalSafeRestoreRecord()
        for mode in [TerminalMode.fullScreen, Self.mouse, Self.paste] {
            _ = state.modes.push(mode)
            record.store(state)
        }
        _ = state.modes.remove(Self.mouse)
        record.store(state)
        // when
        record.takeAndPlay(whenToApply: TCSANOW)
        // then
        #expect(pty.readOutput() == Self.paste.off + ControlSequence.leaveFullScreen)
    }

    @Test(arguments: [
        (nil, false), ("", false), ("dumb", false),
        ("xterm-256color", true), ("screen", true), ("linux", true), ("tmux-256color", true),
    ] as [(String?, Bool)])
    func onlyANamedTerminalOtherThanDumb_canDraw(term: String?, canDraw: Bool) {
        #expect(POSIXTerminal.canDraw(term: term) == canDraw)
    }
}
