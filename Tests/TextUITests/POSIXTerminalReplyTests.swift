import Foundation
import Testing
@testable import TextUI
#if canImport(Glibc)
import Glibc
#endif

/// Replies a real tty delivers: events of their own among the keys.
@Suite struct POSIXTerminalReplyTests {
    /// The first `count` events, or fewer if nothing comes for a long while.
    private func firstEvents(_ count: Int, from stream: TerminalEvents) async -> [TerminalEvent] {
        await stream.first(count)
    }

    @Test func repliesWrittenByTheTerminal_arriveAsReplyEventsBetweenTheKeys() async throws {
        // given
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        try terminal.enterFullScreen()
        defer { terminal.leaveFullScreen() }
        let stream = terminal.events()
        // when: a key, kitty's answer cut in two writes, the attributes, a key
        pty.type(Array("a\u{1B}_Gi=31;".utf8))
        try await Task.sleep(for: .milliseconds(120))
        pty.type(Array("OK\u{1B}\\\u{1B}[?62;4cb".utf8))
        let events = await firstEvents(4, from: stream)
        // then: the pause, longer than the Esc timeout, typed nothing
        #expect(events == [
            .key(.character("a")), .reply(.kittyGraphics(imageID: 31, message: "OK")), .reply(.deviceAttributes([62, 4])), .key(.character("b")),
        ])
    }

    @Test func thePixelSize_isTheTtysWhenItReportsOne() throws {
        let pty = try PseudoTerminal()
        let terminal = POSIXTerminal(inputDescriptor: pty.subordinate, outputDescriptor: pty.subordinate, handlesSignals: false)
        pty.setSize(columns: 100, rows: 30)
        #expect(terminal.pixelSize == nil)
        pty.setSize(columns: 100, rows: 30, pixelWidth: 1000, pixelHeight: 630)
        #expect(terminal.pixelSize == Size(width: 1000, height: 630))
    }
}
