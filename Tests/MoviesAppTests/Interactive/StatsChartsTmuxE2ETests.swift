import Foundation
import Testing
import TestSupport

/// `movies stats` with stdout a terminal (until the stats screen exists):
/// the same tables with bars of block characters, coloured where the
/// terminal has colour, and the terminal left as it was.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct StatsChartsTmuxE2ETests {
    @Test func onATerminal_eachCountHasABarOfBlocks_theLongestForTheLargest() async throws {
        // given: The Dark Knight twice in March 2024, Heat once in January
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-01"])
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-20"])
        _ = try await sandbox.succeed(["log", "949", "--date", "2024-01-05"])

        // when
        let run = try await MoviesUnderShell(arguments: ["stats", "--year", "2024"], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }
        let end = try await run.waitForTheEnd()

        // then: 40 cells for March's 2, 20 for January's 1, in colour
        let text = String(decoding: run.recordedBytes, as: UTF8.self)
        #expect(end.status == 0, "\(text)")
        #expect(text.contains("Mar  2 \u{1B}[36m" + String(repeating: "█", count: 40) + "\u{1B}[0m"), "\(text)")
        #expect(text.contains("Jan  1 \u{1B}[36m" + String(repeating: "█", count: 20) + "\u{1B}[0m"), "\(text)")
        #expect(text.contains("Feb  0\r\n"), "no bar for none: \(text)")
        MoviesUnderShell.expectCookedTerminal(end.stty)
    }
}
