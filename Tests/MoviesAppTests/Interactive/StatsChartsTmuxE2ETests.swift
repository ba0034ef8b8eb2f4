import Foundation
import Testing
import TestSupport

/// `movies stats` at a terminal opens its screen: the same tables with a bar
/// of block characters after each count, the longest for the largest; `G`
/// scrolls to the end, `q` leaves the terminal as it was.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct StatsChartsTmuxE2ETests {
    @Test func onATerminal_theStatsScreenDrawsABarOfBlocksPerCount_theLongestForTheLargest() async throws {
        // given: The Dark Knight twice in March 2024, Heat once in January
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-01"])
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-20"])
        _ = try await sandbox.succeed(["log", "949", "--date", "2024-01-05"])

        // when
        let run = try await MoviesUnderShell(arguments: ["stats", "--year", "2024"], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }

        // then: 40 cells for March's 2, 20 for January's 1, none for February's 0
        var screen = await run.expectScreen(contains: "Your 2024 in film: 3 viewings of 2 films")
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Mar  2 " + String(repeating: "█", count: 40)), "\(screen)")
        #expect(lines.contains("Jan  1 " + String(repeating: "█", count: 20)), "\(screen)")
        #expect(lines.contains("Feb  0"), "\(screen)")

        // when: G
        try await run.session.sendKeys("G")
        // then: the last section, the top actors
        screen = await run.expectScreen(contains: "Val Kilmer")

        // when: q
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
        MoviesUnderShell.expectCookedTerminal(end.stty)
    }
}
