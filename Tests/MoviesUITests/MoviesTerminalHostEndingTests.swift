import MoviesUI
import Testing
import TextUI
import TextUITesting

/// How the UI ends, and what it reports so the app can end the process with
/// the right status: a signal (or Ctrl-C) is returned, `q` and the end of
/// input are not; and a signal does not wait for input already queued.
@MainActor
@Suite struct MoviesTerminalHostEndingTests {
    private let size = Size(width: 60, height: 16)

    private func run(_ events: [TerminalEvent]) async throws -> (ending: TerminalSignal?, scene: TestMoviesScene, terminal: InMemoryTerminal) {
        let scene = TestMoviesScene()
        scene.start()
        await scene.settle()
        let terminal = InMemoryTerminal(size: size, events: events)
        let host = MoviesTerminalHost(terminal: terminal, navigator: scene.navigator, colorMode: .none)
        let ending = try await host.run()
        return (ending, scene, terminal)
    }

    @Test(arguments: [
        ([TerminalEvent.signal(.terminate)], TerminalSignal.terminate),
        ([.signal(.hangup)], .hangup),
        ([.signal(.interrupt)], .interrupt),
        ([.key(.ctrl("c"))], .interrupt),
        ([.key(.character("q"))], nil),
        ([.endOfInput], nil),
    ] as [([TerminalEvent], TerminalSignal?)])
    func eachWayOut_reportsTheSignalThatEndedTheUI(events: [TerminalEvent], expected: TerminalSignal?) async throws {
        // when
        let (ending, _, terminal) = try await run([.key(.down)] + events)
        // then
        #expect(ending == expected)
        #expect(!terminal.isFullScreen)
        #expect(terminal.output.suffix(ControlSequence.leaveFullScreen.count).elementsEqual(ControlSequence.leaveFullScreen))
    }

    @Test func aSignal_endsTheUIAheadOfABacklogOfKeys() async throws {
        // given: ten thousand keys waiting, then SIGTERM
        let backlog = Array(repeating: TerminalEvent.key(.down), count: 10_000)
        // when
        let (ending, scene, _) = try await run(backlog + [.signal(.terminate)])
        // then: it ended by the signal without moving through the backlog
        #expect(ending == .terminate)
        #expect(scene.listScreen?.selectedIndex == 0)
    }

    @Test func modesSwitchedOnWhileRunning_areSwitchedOffOnTheWayOut() async throws {
        // given: a mode switched on while the UI runs
        let scene = TestMoviesScene()
        scene.start()
        await scene.settle()
        let harness = HostHarness(scene: scene, size: size)
        harness.start()
        #expect(await harness.waitUntilScreenContains("1. Inception"))
        let keypad = TerminalMode(name: "application keypad", on: Array("\u{1B}=".utf8), off: Array("\u{1B}>".utf8))
        #expect(harness.terminal.switchOn(keypad))
        harness.terminal.clearOutput()
        // when
        harness.terminal.send(.signal(.hangup))
        // then: newest first: this one, the host's own (mouse, paste), full screen last
        #expect(await harness.waitUntilFinished())
        #expect(harness.terminal.output == keypad.off + TerminalMode.mouseReporting.off + TerminalMode.bracketedPaste.off + ControlSequence.leaveFullScreen)
        #expect(harness.terminal.activeModes.isEmpty)
    }
}
