import Foundation
import Testing
import TestSupport

/// `movies lists` and `movies list NAME` at a terminal, in the built binary
/// under tmux on the embedded catalogue: your lists by name, Enter opens a
/// list with its films in order and your notes, Enter opens a film, Esc comes
/// back; a name you have no list for is its sentence and exit 64, no screen.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct FilmListsTmuxE2ETests {
    @Test func lists_opensYourLists_enterOpensAList_andEnterItsFilm() async throws {
        // given: a ranked list of two films, one with a note, and an empty list
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Heists", "--ranked", "--description", "Best heist films"])
        _ = try await sandbox.succeed(["list", "add", "Heists", "949", "--note", "the diner scene"])
        _ = try await sandbox.succeed(["list", "add", "Heists", "155"])
        _ = try await sandbox.succeed(["list", "create", "Empty"])

        // when: movies lists at a terminal
        let run = try await MoviesUnderShell(arguments: ["lists"], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }

        // then: the lists by name, with their counts and descriptions
        var screen = await run.expectScreen(contains: "Your lists · 2 lists")
        #expect(screen.contains("› 1. Empty") && screen.contains("2. Heists") && screen.contains("2 films, ranked"), "\(screen)")
        #expect(screen.contains("Best heist films"), "\(screen)")

        // when: j, Enter
        try await run.session.sendKeys("j", "Enter")
        // then: the list's films in order, the note below its film
        screen = await run.expectScreen(contains: "Your lists › Heists")
        #expect(screen.contains("› 1. Heat (1995)") && screen.contains("the diner scene") && screen.contains("2. The Dark Knight (2008)"), "\(screen)")

        // when: j, Enter
        try await run.session.sendKeys("j", "Enter")
        // then: the film's details under the list in the breadcrumb
        screen = await run.expectScreen(contains: "Heists › The Dark Knight")

        // when: Esc twice, q
        try await run.session.sendKeys("Escape")
        #expect(await run.waitUntilScreen(contains: "› 2. The Dark Knight (2008)"))
        try await run.session.sendKeys("Escape")
        #expect(await run.waitUntilScreen(contains: "Your lists · 2 lists"))
        try await run.session.sendKeys("q")
        #expect(try await run.waitForTheEnd().status == 0)
    }

    @Test func listOfANameYouHaveNoListFor_isItsSentenceAndExit64_withNoScreen() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Heists"])

        // when
        let run = try await MoviesUnderShell(arguments: ["list", "Hiests"], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }

        // then
        let end = try await run.waitForTheEnd()
        let screen = await run.screenText()
        #expect(end.status == 64, "\(screen)")
        #expect(screen.contains("You have no list called \"Hiests\"; 'movies lists' shows your lists."), "\(screen)")
    }
}
