import Foundation
import Testing
@testable import TextUI
#if canImport(Glibc)
import Glibc
#endif

/// Serialised: one test changes the process's signal dispositions.
@Suite(.serialized) struct POSIXTerminalTests {
    /// The first `count` events, or fewer if the stream ends or nothing comes
    /// for a long while (a guard against hanging, not a timing assertion).
    private func firstEvents(_ count: Int, from stream: TerminalEvents) async -> [TerminalEvent] {
        await stream.first(count)
    }

    @Test func enteringFullScreen_makesTheTtyRawAndLeavingRestoresIt() throws {
        // given
        let pty = try PseudoTerminal()
        let original = pty.attributes()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        // when
        try terminal.enterFullScreen()
        let raw = pty.attributes()
        let enterOutput = pty.readOutput()
        terminal.leaveFullScreen()
        let restored = pty.attributes()
        let leaveOutput = pty.readOutput()
        // then
        #expect(original.c_lflag & tcflag_t(ICANON | ECHO) != 0)
        #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
        #expect(restored.c_lflag == original.c_lflag)
        #expect(restored.c_iflag == original.c_iflag)
        #expect(restored.c_oflag == original.c_oflag)
        #expect(enterOutput.starts(with: ControlSequence.enterAlternateScreen))
        #expect(leaveOutput.suffix(ControlSequence.leaveAlternateScreen.count).elementsEqual(ControlSequence.leaveAlternateScreen))
    }

    @Test func leavingTwice_writesTheRestoreSequenceOnce() throws {
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        _ = pty.readOutput()
        terminal.leaveFullScreen()
        terminal.leaveFullScreen()
        #expect(pty.readOutput() == ControlSequence.leaveFullScreen)
    }

    @Test func size_isTheWindowSizeOfTheTty() throws {
        let pty = try PseudoTerminal()
        pty.setSize(columns: 132, rows: 43)
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        #expect(terminal.size == Size(width: 132, height: 43))
    }

    @Test func aPipe_isNotATerminal() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { descriptors.forEach { close($0) } }
        let terminal = POSIXTerminal(inputDescriptor: descriptors[0], outputDescriptor: descriptors[1], handlesSignals: false)
        #expect(throws: TerminalError.notATerminal) { try terminal.enterFullScreen() }
    }

    @Test func typedBytes_arriveAsKeyEvents() async throws {
        // given
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        defer { terminal.leaveFullScreen() }
        let stream = terminal.events()
        // when: an arrow key, a Korean letter, then a lone Esc
        pty.type(Array("\u{1B}[A기".utf8))
        pty.type([0x1B])
        let events = await firstEvents(3, from: stream)
        // then
        #expect(events == [.key(.up), .key(.character("기")), .key(.escape)])
    }

    @Test func closingTheTerminal_endsTheInput() async throws {
        // given
        var pty: PseudoTerminal? = try PseudoTerminal()
        let subordinate = try #require(pty?.subordinate)
        let duplicate = dup(subordinate)
        defer { close(duplicate) }
        let terminal = POSIXTerminal(inputDescriptor: duplicate, outputDescriptor: duplicate, handlesSignals: false)
        let stream = terminal.events()
        // when: the emulator side goes away
        pty = nil
        let events = await firstEvents(1, from: stream)
        // then
        #expect(events == [.endOfInput])
    }

    @Test func windowChangeSignal_arrivesAsAResizeWithTheNewSize() async throws {
        // given: a terminal that catches only SIGWINCH, which is harmless to the test process
        let pty = try PseudoTerminal()
        pty.setSize(columns: 100, rows: 30)
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, caughtSignals: [SIGWINCH])
        let stream = terminal.events()
        // when: the window shrinks and the signal is sent until the source,
        // which registers asynchronously, has seen it
        pty.setSize(columns: 90, rows: 20)
        let sender = Task {
            while !Task.isCancelled {
                kill(getpid(), SIGWINCH)
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        let events = await firstEvents(1, from: stream)
        sender.cancel()
        // then
        #expect(events == [.resize(Size(width: 90, height: 20))])
    }
}
