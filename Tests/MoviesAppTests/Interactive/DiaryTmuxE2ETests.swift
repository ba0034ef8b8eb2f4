import Foundation
import Testing
import TestSupport
import TextUI

/// The library commands in the built binary under tmux, on the embedded
/// catalogue and a library in a temporary folder: `movies diary` opens its
/// screen, by month; `s` on a row logs a viewing the screen shows, `u` takes
/// it back; Enter opens the film, Esc comes back. `watchlist` and `seen`
/// open their screens too.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct DiaryTmuxE2ETests {
    /// Whether `text` came on screen (waiting for it), and the screen then.
    private static func screen(of run: MoviesUnderShell, once text: String) async -> (shown: Bool, screen: String) {
        let shown = await run.waitUntilScreen(contains: text)
        return (shown, await run.screenText())
    }

    /// A library with The Dark Knight on the watchlist (after the command
    /// `before`, when given), and `movies watchlist` open on it at a terminal.
    private static func watchlistOfTheDarkKnight(
        before: [String]? = nil, environment: [String: String] = [:]
    ) async throws -> (EndToEndSandbox, MoviesUnderShell) {
        let sandbox = try EndToEndSandbox()
        if let before { _ = try await sandbox.succeed(before) }
        _ = try await sandbox.succeed(["watchlist", "add", "155"])
        let run = try await MoviesUnderShell(
            arguments: ["watchlist"], environment: environment.merging(["MOVIES_DATA_DIR": sandbox.dataDirectory.path]) { $1 }
        )
        let (opened, shown) = await screen(of: run, once: "The Dark Knight (2008)")
        #expect(opened, "\(shown)")
        return (sandbox, run)
    }

    @Test func diary_showsTheViewingsByMonth_sAddsOne_uTakesItBack_enterOpensTheFilm() async throws {
        // given: two viewings logged with movies log
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-02-29", "--rating", "4.5", "--tag", "cinema"])
        _ = try await sandbox.succeed(["log", "27205", "--date", "2024-03-01"])

        // when: movies diary at a terminal
        let run = try await MoviesUnderShell(arguments: ["diary"], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }

        // then: its screen, March above February, Inception focused
        var screen = await run.expectScreen(contains: "Diary · 2 viewings, newest first")
        let march = try #require(screen.range(of: " March 2024"), "\(screen)")
        let february = try #require(screen.range(of: " February 2024"), "\(screen)")
        #expect(march.lowerBound < february.lowerBound)
        #expect(screen.contains("› 1. Fri 01  Inception (2010)"), "\(screen)")
        #expect(screen.contains("2. Thu 29  The Dark Knight (2008)") && screen.contains("♥♥♥♥½") && screen.contains("#cinema"), "\(screen)")

        // when: s on Inception's row
        try await run.session.sendKeys("s")
        // then: a viewing today, the newest row; the selection stays on the row it was on
        screen = await run.expectScreen(contains: "Diary · 3 viewings")
        #expect(screen.contains("1. ") && screen.contains("› 2. Fri 01  Inception (2010)"), "\(screen)")
        // Two rows of Inception (the day, two spaces, the film), and the status line says what s did.
        #expect(screen.components(separatedBy: "  Inception (2010)").count == 3, "\(screen)")
        #expect(screen.contains("Marked Inception (2010) seen on "), "\(screen)")

        // when: u
        try await run.session.sendKeys("u")
        // then
        screen = await run.expectScreen(contains: "Diary · 2 viewings")
        #expect(screen.contains("› 1. Fri 01  Inception (2010)"), "\(screen)")

        // when: Enter
        try await run.session.sendKeys("Enter")
        // then: the film's details, the diary in the breadcrumb
        screen = await run.expectScreen(contains: "Diary › Inception")

        // when: Esc, q
        try await run.session.sendKeys("Escape")
        #expect(await run.waitUntilScreen(contains: "Diary · 2 viewings"))
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }

    @Test(arguments: [("watchlist", "Your watchlist · 1 film"), ("seen", "Seen · 1 film")])
    func atATerminal_watchlistAndSeen_openTheirScreens(command: String, heading: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-02-29"])

        // when
        let run = try await MoviesUnderShell(arguments: [command], environment: ["MOVIES_DATA_DIR": sandbox.dataDirectory.path])
        defer { run.session.kill() }

        // then
        let shown = await run.waitUntilScreen(contains: heading)
        let screen = await run.screenText()
        #expect(shown, "\(screen)")
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }

    @Test func a_putsTheFilmOnAPickedList_andOnANewOne_uTakesItOffAndDeletesTheNewList() async throws {
        // given: a list, and The Dark Knight on the watchlist
        let (sandbox, run) = try await Self.watchlistOfTheDarkKnight(before: ["list", "create", "Heists"])
        defer { run.session.kill() }

        // when: a, Enter on the first list
        try await run.session.sendKeys("a")
        let picker = await run.waitUntilScreen(contains: "› Heists")
        var screen = await run.screenText()
        #expect(picker && screen.contains("Put The Dark Knight on a list") && screen.contains("New list…"), "\(screen)")
        try await run.session.sendKeys("Enter")
        // then
        screen = await run.expectScreen(contains: "Added The Dark Knight (2008) to the list \"Heists\".")

        // when: a, the new list's row, a name, Enter
        try await run.session.sendKeys("a", "G", "Enter")
        #expect(await run.waitUntilScreen(contains: "New list: "))
        try await run.session.sendLiteral("Nolan")
        try await run.session.sendKeys("Enter")
        screen = await run.expectScreen(contains: "Made the list \"Nolan\" and added The Dark Knight (2008) to it.")

        // when: u
        try await run.session.sendKeys("u")
        // then: off the new list, which is gone; the first list keeps the film
        screen = await run.expectScreen(contains: "Undid: The Dark Knight (2008) added to the list \"Nolan\"")
        try await run.session.sendKeys("q")
        #expect(try await run.waitForTheEnd().status == 0)
        let lists = try await sandbox.succeed(["lists"])
        #expect(lists.output.contains("Heists") && !lists.output.contains("Nolan"), "\(lists.output)")
        let heists = try await sandbox.succeed(["list", "Heists"])
        #expect(heists.output.contains("The Dark Knight (2008)"), "\(heists.output)")
    }

    @Test func L_logsTheFilmWithARatingAndATag_offTheWatchlist_andOneUPutsBothBack() async throws {
        // given: The Dark Knight on the watchlist, its screen open
        let (sandbox, run) = try await Self.watchlistOfTheDarkKnight()
        defer { run.session.kill() }

        // when: L, then the rating, the tags, Enter
        try await run.session.sendKeys("L")
        var (shown, screen) = await Self.screen(of: run, once: "Log The Dark Knight")
        #expect(shown && screen.contains("› Date     20") && screen.contains("Rewatch  no"), "\(screen)")
        try await run.session.sendKeys("Tab")
        try await run.session.sendLiteral("4.5")
        try await run.session.sendKeys("Tab", "Tab")
        try await run.session.sendLiteral("heist")
        try await run.session.sendKeys("Enter")
        // then: the status line says it was logged and left the watchlist; the library has it so
        (shown, screen) = await Self.screen(of: run, once: "Logged The Dark Knight (2008) on ")
        #expect(shown && screen.contains("(rated ♥ 4.5; tagged heist) — taken off the"), "\(screen)")
        var diary = try await sandbox.succeed(["diary", "--json"])
        #expect(diary.output.contains("\"heist\"") && diary.output.contains("155"), "\(diary.output)")
        var watchlist = try await sandbox.succeed(["watchlist"])
        #expect(!watchlist.output.contains("The Dark Knight"), "\(watchlist.output)")

        // when: u
        try await run.session.sendKeys("u")
        // then: one undo puts back both the watchlist and the diary as they were
        (shown, screen) = await Self.screen(of: run, once: "Undid: The Dark Knight (2008) removed from the watchlist and marked seen on ")
        #expect(shown, "\(screen)")
        try await run.session.sendKeys("q")
        #expect(try await run.waitForTheEnd().status == 0)
        diary = try await sandbox.succeed(["diary", "--json"])
        #expect(!diary.output.contains("155"), "\(diary.output)")
        watchlist = try await sandbox.succeed(["watchlist"])
        #expect(watchlist.output.contains("The Dark Knight (2008)"), "\(watchlist.output)")
    }

    @Test func L_ctrlO_writesTheReviewInEDITOR_onTheTerminalGivenBack_thenTheUIComesBackWhole_andEnterLogsIt() async throws {
        // given: an editor (a script /bin/sh runs) that asks for a line on the terminal and
        // writes it into the review; The Dark Knight on the watchlist, its screen open
        let scripts = try EndToEndSandbox()
        defer { withExtendedLifetime(scripts) {} }
        let editor = try scripts.write("""
            printf 'Editing the review. Type a line: '
            read line
            printf 'Written in the editor: %s\\n\\n' "$line" > "$1"

            """, to: "editor.sh")
        let (sandbox, run) = try await Self.watchlistOfTheDarkKnight(environment: ["EDITOR": "/bin/sh '\(editor.path)'"])
        defer { run.session.kill() }

        // when: L, the rating, Ctrl-O
        try await run.session.sendKeys("L")
        var (shown, screen) = await Self.screen(of: run, once: "Log The Dark Knight")
        #expect(shown, "\(screen)")
        try await run.session.sendKeys("Tab")
        try await run.session.sendLiteral("4")
        try await run.session.sendKeys("C-o")
        // then: the editor has the terminal, in the shell's modes (it reads a line, echoed)
        (shown, screen) = await Self.screen(of: run, once: "Editing the review. Type a line:")
        #expect(shown && !screen.contains("Log The Dark Knight"), "\(screen)")

        // when: a line typed for the editor
        try await run.session.sendLiteral("the diner scene")
        try await run.session.sendKeys("Enter")
        // then: the UI is back whole, the review in the form
        (shown, screen) = await Self.screen(of: run, once: "Review   Written in the editor: the diner scene")
        #expect(shown && screen.contains("Your watchlist") && screen.contains("Rating   4"), "\(screen)")

        // when: Enter saves, q quits
        try await run.session.sendKeys("Enter")
        (shown, screen) = await Self.screen(of: run, once: "Logged The Dark Knight (2008) on ")
        #expect(shown, "\(screen)")
        try await run.session.sendKeys("q")
        // then: the terminal is given back as the shell had it; full screen and the mouse were
        // switched on again after the editor, as many times as they were switched off
        let (status, stty) = try await run.waitForTheEnd()
        #expect(status == 0)
        MoviesUnderShell.expectCookedTerminal(stty)
        let bytes = run.recordedBytes
        for mode in [TerminalMode.fullScreen, .mouseReporting] {
            #expect(bytes.occurrences(of: mode.on) == 2 && bytes.occurrences(of: mode.off) == 2, "\(mode.name)")
        }
        // and the diary holds the review as the editor wrote it, the final line breaks taken off
        let diary = try await sandbox.succeed(["diary", "--json"])
        #expect(diary.output.contains(#""review" : "Written in the editor: the diner scene""#), "\(diary.output)")
    }
}

private extension Array where Element == UInt8 {
    /// How many times `part` occurs, not overlapping.
    func occurrences(of part: [UInt8]) -> Int {
        guard !part.isEmpty, part.count <= count else { return 0 }
        var found = 0
        var index = 0
        while index <= count - part.count {
            if self[index..<index + part.count].elementsEqual(part) {
                found += 1
                index += part.count
            } else {
                index += 1
            }
        }
        return found
    }
}
