import Testing
@testable import TextUI
#if canImport(Glibc)
import Glibc
#endif

/// Lending the terminal to another program (the user's editor) gives the
/// screen and the tty back as they were before full screen, reads none of
/// that program's keys, and taking it back switches every mode on again.
@Suite struct POSIXTerminalLendTests {
    @Test func lending_givesTheTtyAndScreenBack_readsNoKey_andTakingBackSwitchesEveryModeOnAgain() async throws {
        // given: full screen with the mouse reported, its events being read
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        defer { terminal.leaveFullScreen() }
        #expect(terminal.switchOn(.mouseReporting))
        let stream = terminal.events()
        let raw = pty.attributes()
        _ = pty.readOutput()

        // when: lent
        terminal.lend()
        // then: every mode off, newest first, and the tty's settings from before full screen
        #expect(pty.readOutput() == TerminalMode.mouseReporting.off + TerminalMode.fullScreen.off)
        let lent = pty.attributes()
        #expect(lent.c_lflag == original.c_lflag && lent.c_iflag == original.c_iflag && lent.c_oflag == original.c_oflag)

        // when: a line typed for the other program (the tty echoes it: it is there to read), then the terminal taken back, then a key
        pty.type(Array("x\r".utf8))
        #expect(await Self.output(of: pty, endsWith: Array("x\r\n".utf8)))
        terminal.takeBack()
        let retaken = pty.readOutput()
        let back = pty.attributes()
        pty.type(Array("y".utf8))

        // then: the modes on again in their order, raw again, and only the key typed after comes
        #expect(retaken == TerminalMode.fullScreen.on + TerminalMode.mouseReporting.on)
        #expect(back.c_lflag == raw.c_lflag && back.c_iflag == raw.c_iflag)
        #expect(await stream.first(1) == [.key(.character("y"))])
    }

    /// Waits (a bound against hanging, not a timing assertion) until what the tty wrote ends with `bytes`.
    private static func output(of pty: PseudoTerminal, endsWith bytes: [UInt8]) async -> Bool {
        var written: [UInt8] = []
        for _ in 0..<1000 {
            written += pty.readOutput()
            if written.suffix(bytes.count).elementsEqual(bytes) { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}
