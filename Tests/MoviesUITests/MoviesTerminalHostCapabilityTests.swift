import MoviesUI
import Testing
import TestSupport
import TextUI
import TextUITesting

/// The capability queries: sent once after the first frame, answered (or not)
/// while keys go on being handled, and never waited for longer than the budget.
/// Tests that script answers give a budget of a minute, so that a machine busy
/// with other tests cannot end the wait before the script has played.
@MainActor
@Suite struct MoviesTerminalHostCapabilityTests {
    private let size = Size(width: 60, height: 16)
    private static let batch = TerminalCapabilityQuery.batch(insideTmux: false)

    private final class Run {
        let terminal: InMemoryTerminal
        let host: MoviesTerminalHost
        let scene: TestMoviesScene
        var detected: [TerminalCapabilities] = []
        var task: Task<TerminalSignal?, any Error>?

        init(terminal: InMemoryTerminal, host: MoviesTerminalHost, scene: TestMoviesScene) {
            self.terminal = terminal
            self.host = host
            self.scene = scene
        }
    }

    private static let generousBudget = Polling.defaultTimeout

    private func start(
        queriesTerminal: Bool = true, budget: Duration = generousBudget, environment: [String: String] = [:]
    ) async -> Run {
        let scene = TestMoviesScene()
        scene.start()
        await scene.settle()
        let terminal = InMemoryTerminal(size: size)
        let host = MoviesTerminalHost(
            terminal: terminal, navigator: scene.navigator, colorMode: .none, queriesTerminal: queriesTerminal,
            capabilityBudget: budget, answerWaitOnQuit: budget, environment: environment
        )
        let run = Run(terminal: terminal, host: host, scene: scene)
        host.onCapabilitiesDetected = { [run] in run.detected.append($0) }
        run.task = Task { try await host.run() }
        _ = await Polling.waitUntil { terminal.lines.joined().contains("1. Inception") }
        return run
    }

    private func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> Int {
        guard !needle.isEmpty, bytes.count >= needle.count else { return 0 }
        return (0...(bytes.count - needle.count)).filter { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }.count
    }

    @Test func theBatch_isWrittenOnceAfterTheFirstFrame() async throws {
        // given / when
        let run = await start()
        defer { run.terminal.finishEvents() }
        // then
        let output = run.terminal.output
        let batchStart = try #require(output.firstRange(of: Self.batch)?.lowerBound)
        let frameText = try #require(output.firstRange(of: Array("Inception".utf8))?.lowerBound)
        #expect(frameText < batchStart, "the first frame goes out before the queries")
        #expect(occurrences(of: Self.batch, in: output) == 1)
        #expect(!run.terminal.lines.joined().contains("Gi=31"), "nothing of the queries shows")
    }

    @Test func theDeviceAttributes_endTheWait_andLaterRepliesAreSwallowed() async throws {
        // given
        let run = await start()
        // when: kitty's answers, then one more after the end of the batch
        for reply: TerminalReply in [
            .kittyGraphics(imageID: 31, message: "OK"), .terminalVersion("kitty(0.26.5)"),
            .backgroundColor(RGBColor(red: 1, green: 1, blue: 1)), .deviceAttributes([62]),
        ] {
            run.terminal.send(.reply(reply))
        }
        #expect(await Polling.waitUntil { run.host.capabilities != nil })
        run.terminal.send(.reply(.deviceAttributes([62, 4])))
        run.terminal.send(.key(.down))
        #expect(await Polling.waitUntil { run.scene.listScreen?.selectedIndex == 1 })
        run.terminal.send(.signal(.terminate))
        _ = try await run.task?.value
        // then
        let capabilities = try #require(run.host.capabilities)
        #expect(run.detected == [capabilities])
        #expect(capabilities.source == .answered)
        #expect(capabilities.graphicsProtocols == [.kitty], "the late attributes changed nothing")
        #expect(capabilities.hasLightBackground == true)
        #expect(try #require(run.host.capabilityProbeDuration) < Self.generousBudget)
    }

    @Test func keysTypedWhileWaiting_areHandledAtOnce() async throws {
        // given
        let run = await start()
        // when
        run.terminal.send(keys: [.down, .down])
        // then: moved before any answer or the end of the budget
        #expect(await Polling.waitUntil { run.scene.listScreen?.selectedIndex == 2 })
        #expect(run.host.capabilities == nil)
        run.terminal.send(.reply(.deviceAttributes([1])))
        #expect(await Polling.waitUntil { run.host.capabilities != nil })
        run.terminal.finishEvents()
        _ = try await run.task?.value
    }

    @Test func aTerminalThatNeverAnswers_isGivenUpOnAfterTheBudget() async throws {
        // given
        let clock = ContinuousClock()
        let started = clock.now
        let run = await start(budget: MoviesTerminalHost.defaultCapabilityBudget)
        // when
        #expect(await Polling.waitUntil { run.host.capabilities != nil })
        let waited = clock.now - started
        // then
        let capabilities = try #require(run.host.capabilities)
        #expect(capabilities.source == .timedOut)
        #expect(capabilities.preferredGraphicsProtocol == nil)
        #expect(try #require(run.host.capabilityProbeDuration) >= MoviesTerminalHost.defaultCapabilityBudget)
        #expect(waited >= MoviesTerminalHost.defaultCapabilityBudget)
        // and the UI goes on
        run.terminal.send(.key(.down))
        #expect(await Polling.waitUntil { run.scene.listScreen?.selectedIndex == 1 })
        run.terminal.finishEvents()
        _ = try await run.task?.value
        #expect(run.detected.count == 1)
    }

    @Test func aTerminalThatAnswersOnlyTheAttributes_getsTheScreenRepaintedInFull() async throws {
        // given
        let run = await start()
        run.terminal.clearOutput()
        // when: it may have printed the string queries it did not parse
        run.terminal.send(.reply(.deviceAttributes([6])))
        #expect(await Polling.waitUntil { run.host.capabilities != nil })
        #expect(await Polling.waitUntil { run.terminal.output.firstRange(of: ControlSequence.eraseScreen) != nil })
        run.terminal.finishEvents()
        _ = try await run.task?.value
        // then
        #expect(run.terminal.lines.joined().contains("1. Inception"))
    }

    @Test func aTerminalThatAnswersTheStrings_isNotRepainted() async throws {
        let run = await start()
        run.terminal.clearOutput()
        run.terminal.send(.reply(.backgroundColor(RGBColor(red: 0, green: 0, blue: 0))))
        run.terminal.send(.reply(.deviceAttributes([62])))
        #expect(await Polling.waitUntil { run.host.capabilities != nil })
        run.terminal.finishEvents()
        _ = try await run.task?.value
        #expect(run.terminal.output.firstRange(of: ControlSequence.eraseScreen) == nil)
    }

    @Test func quittingWhileRepliesAreOnTheirWay_waitsForThemWithinTheBudget() async throws {
        // given
        let run = await start()
        // when: the user quits (a signal goes ahead of all input), then the answers come
        run.terminal.send(.signal(.terminate))
        run.terminal.send(.reply(.deviceAttributes([62, 4])))
        let ending = try await run.task?.value
        // then
        #expect(ending == .terminate)
        #expect(run.host.capabilities?.graphicsProtocols == [.sixel])
        #expect(!run.terminal.isFullScreen)
    }

    @Test func withoutQueries_nothingIsWritten_andTheEnvironmentAloneAnswers() async throws {
        // given / when
        let run = await start(queriesTerminal: false, environment: ["TMUX": "/tmp/tmux-0/default,1,0", "LC_TERMINAL": "iTerm2"])
        // then
        #expect(await Polling.waitUntil { run.host.capabilities != nil })
        let capabilities = try #require(run.host.capabilities)
        #expect(capabilities.source == .environment)
        #expect(capabilities.isInsideTmux)
        #expect(capabilities.graphicsProtocols == [.iTerm2])
        #expect(run.terminal.output.firstRange(of: TerminalCapabilityQuery.deviceAttributes) == nil)
        #expect(run.host.capabilityProbeDuration == .zero)
        run.terminal.send(.signal(.terminate))
        _ = try await run.task?.value
    }
}
