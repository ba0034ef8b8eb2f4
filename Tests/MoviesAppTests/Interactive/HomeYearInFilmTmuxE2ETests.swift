import Foundation
import Testing
import TestSupport

/// Bare `movies` at a terminal after `movies log`: home's "Your year in
/// film" shows this year's count and its chart of months; Enter on it opens
/// the stats of the year; a film logged elsewhere meanwhile is counted when
/// home is shown again.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct HomeYearInFilmTmuxE2ETests {
    @Test func homeShowsTheYearsCount_enterOpensItsStats_andBackHomeCountsAFilmLoggedMeanwhile() async throws {
        // given: The Dark Knight (152 min) logged today
        let sandbox = try EndToEndSandbox()
        let (_, logged) = try await ClockWindow.around { try await sandbox.succeed(["log", "155"]) }
        // The year the binary counts is the log's (a run across New Year would see the next one).
        let year = Calendar(identifier: .gregorian).component(.year, from: logged.end)

        // when: movies, at a terminal
        let run = try await MoviesUnderShell(arguments: [], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }

        // then: the section with the year's count, and its chart from January to December
        var screen = await run.expectScreen(contains: "\(year): 1 film, 2.5 hours")
        let row = try #require(screen.split(separator: "\n").first { $0.contains("9. Your year in film") }, "\(screen)")
        #expect(row.contains("Jan ") && row.hasSuffix(" Dec") && row.contains("█"), "\(screen)")

        // when: out of the field, down to the section, Enter
        try await run.session.sendKeys("Escape")
        #expect(await run.waitUntilScreen(contains: "›  1. Trending today"))
        for _ in 1...8 { try await run.session.sendKeys("Down") }
        #expect(await run.waitUntilScreen(contains: "›  9. Your year in film"))
        try await run.session.sendKeys("Enter")

        // then: the stats of the year
        screen = await run.expectScreen(contains: "Your \(year) in film: 1 viewing of 1 film")
        #expect(screen.contains("Home › Your \(year) in film"), "\(screen)")

        // when: Heat (170 min) logged by another process, then Esc
        _ = try await sandbox.succeed(["log", "949"])
        try await run.session.sendKeys("Escape")

        // then: home, counted again: 152 + 170 minutes
        screen = await run.expectScreen(contains: "\(year): 2 films, 5.4 hours")
        #expect(screen.contains("›  9. Your year in film"), "\(screen)")

        // when: q
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
        MoviesUnderShell.expectCookedTerminal(end.stty)
    }
}
