import Foundation
import Testing
import TestSupport
import TextUI
import TextUITesting

/// The built binary on a pseudo-terminal whose other side is a scripted fake
/// terminal (`FakeTerminalProcess`): the batch of capability queries goes out
/// once after the first frame, the mode the answers imply is chosen — within
/// the budget, or at its end when nothing answers — and neither the queries
/// nor the answers ever show on screen or act as keys. The detected mode is
/// read where a user reads it: the debug log (`MOVIES_LOG=debug`, stderr).
@Suite(.enabled(if: MoviesBinaryLocator.moviesBinary != nil, "needs the built movies binary"))
struct TerminalCapabilityProbeE2ETests {
    private static let size = Size(width: 100, height: 30)
    /// 9×20-pixel cells by the tty's window size; kitty says 10×20 itself.
    private static let pixels = Size(width: 900, height: 600)

    private struct Outcome {
        let status: Int32?
        let logLine: String?
        let waitedMilliseconds: Int?
        let terminal: FakeTerminalProcess
    }

    /// Runs bare `movies` against `script` and quits (Esc, then `q`) once
    /// the first frame is drawn and the log says what the terminal can do.
    private func run(_ script: FakeTerminalProcess.Script) async throws -> Outcome {
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        let sandbox = try EndToEndSandbox()
        let stderrPath = sandbox.directory.appendingPathComponent("stderr.log").path
        var extra = ["TERM": "xterm-256color", "MOVIES_LOG": "debug", "LANG": "C.UTF-8"]
        if script == .tmux { extra["TMUX"] = "/tmp/tmux-0/default,4242,0" }
        // A terminal that answers is waited for as long as a busy machine
        // needs, so its answer, not the clock, ends the wait; a silent one
        // meets the usual 150 ms.
        if script != .silent { extra["MOVIES_TERMINAL_TIMEOUT"] = "60000" }
        let terminal = try FakeTerminalProcess(
            executable: binary.path, arguments: [], environment: sandbox.environment(extra),
            script: script, size: Self.size, pixels: Self.pixels, stderrPath: stderrPath
        )
        let ready = await terminal.run { $0.batchReadAt != nil && $0.shows("Trending today") }
        #expect(ready, "first frame and batch: \(terminal.screen.lines.prefix(3))")
        // The log line comes once the wait is over, however it ended.
        #expect(await terminal.run { _ in Self.log(at: stderrPath).contains("terminal capabilities") })
        // The home screen opens with the search field focused: a reply byte
        // taken for a key would be typed into it.
        #expect(terminal.screen.lines.contains(" Search: ▏"), "nothing typed into the field: \(terminal.screen.lines.prefix(3))")
        // Esc leaves the field (alone in its read: the Esc timeout), q quits.
        terminal.type([0x1B])
        // q only once the Esc has been taken alone (together they would be Alt-q).
        #expect(await terminal.run { $0.shows("›  1. Trending today") })
        terminal.type(Array("q".utf8))
        let status = await terminal.waitForExit()
        let log = Self.log(at: stderrPath)
        let line = log.split(separator: "\n").first { $0.contains("terminal capabilities") }.map(String.init)
        let waited = line?.firstMatch(of: /after (\d+) ms/).flatMap { Int($0.1) }
        return Outcome(status: status, logLine: line, waitedMilliseconds: waited, terminal: terminal)
    }

    private static func log(at path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    private func expectCleanRun(_ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 0, sourceLocation: sourceLocation)
        #expect(outcome.terminal.strayLines.isEmpty, "stray text on screen: \(outcome.terminal.strayLines)", sourceLocation: sourceLocation)
        let queries = outcome.terminal.occurrences(of: TerminalCapabilityQuery.kittyGraphics)
            + outcome.terminal.occurrences(of: TerminalCapabilityQuery.tmuxPassthrough(TerminalCapabilityQuery.kittyGraphics))
        #expect(queries == 1, "the batch goes out once", sourceLocation: sourceLocation)
        #expect(outcome.terminal.occurrences(of: TerminalCapabilityQuery.deviceAttributes) == 1, sourceLocation: sourceLocation)
    }

    @Test func kitty_isDetectedWithinTheBudget() async throws {
        let outcome = try await run(.kitty)
        expectCleanRun(outcome)
        let line = try #require(outcome.logLine)
        #expect(line.contains(": graphics kitty, cell 10×20 px, background #1e1e2e (dark), terminal kitty 0.26.5, not in tmux, answered"), "\(line)")
    }

    @Test func sixel_isDetectedByTheDeviceAttributes_withTheCellSizeFromTheTty() async throws {
        let outcome = try await run(.sixel)
        expectCleanRun(outcome)
        let line = try #require(outcome.logLine)
        #expect(line.contains(": graphics sixel, cell 9×20 px, background #ffffff (light), terminal XTerm 388, not in tmux, answered"), "\(line)")
    }

    @Test func aTerminalAnsweringOnlyTheAttributes_endsTheWaitAtOnce_withNoGraphics() async throws {
        let outcome = try await run(.attributesOnly)
        expectCleanRun(outcome)
        let line = try #require(outcome.logLine)
        #expect(line.contains(": graphics none, cell 9×20 px, background unknown, terminal unnamed, not in tmux, answered"), "\(line)")
    }

    @Test func aSilentTerminal_isGivenUpOnAtTheBudget_andTheUIKeepsResponding() async throws {
        let outcome = try await run(.silent)
        expectCleanRun(outcome)
        let line = try #require(outcome.logLine)
        #expect(line.contains(": graphics none, cell 9×20 px, background unknown, terminal unnamed, not in tmux, timedOut"), "\(line)")
        let waited = try #require(outcome.waitedMilliseconds)
        #expect(waited >= 150, "waited \(waited) ms")
    }

    @Test func insideTmux_theKittyQueryGoesThroughPassthrough_andTmuxAnswersTheRest() async throws {
        let outcome = try await run(.tmux)
        expectCleanRun(outcome)
        #expect(outcome.terminal.occurrences(of: TerminalCapabilityQuery.tmuxPassthrough(TerminalCapabilityQuery.kittyGraphics)) == 1)
        let line = try #require(outcome.logLine)
        #expect(line.contains(": graphics sixel, cell 9×20 px, background unknown, terminal tmux 3.3a, in tmux, answered"), "\(line)")
    }
}
