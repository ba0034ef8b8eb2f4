import Foundation
import Testing

/// The built `movies` binary under a real pseudo-terminal (tmux), driven by
/// keys and read back from the pane, on the embedded catalogue.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct InteractiveTmuxE2ETests {
    private func startShell(width: Int = 100, height: Int = 30) throws -> TmuxSession {
        let probe = FileManager.default.temporaryDirectory.path
        let session = try TmuxSession(width: width, height: height, environment: [
            "PATH": "/usr/bin:/bin",
            "TERM": "xterm-256color",
            "HOME": probe,
            "PS1": "$ ",
            "LANG": "C.UTF-8",
        ])
        return session
    }

    private func launchMovies(in session: TmuxSession) async throws {
        guard let binary = MoviesBinaryLocator.moviesBinary else { return }
        let cache = session.workDirectory.appendingPathComponent("cache").path
        try await session.sendLiteral("MOVIES_CACHE_DIR='\(cache)' '\(binary.path)' search the; echo \"DONE-$?\"")
        try await session.sendKeys("Enter")
    }

    private func isSane(_ lines: [String]) -> Bool {
        let tokens = Set(lines.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == ";" }).map(String.init))
        return tokens.contains("icanon") && tokens.contains("echo") && !tokens.contains("-icanon") && !tokens.contains("-echo")
    }

    private func expectShellIsSaneAfterQuitting(_ session: TmuxSession) async throws {
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-") } })
        try await session.sendLiteral("stty -a; echo STTY-END")
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntil { $0.contains("STTY-END") })
        #expect(isSane(try await session.capture()))
    }

    @Test func listDetailsBackPagingResizeRecentAndQuit_underARealTerminal() async throws {
        // given
        let session = try startShell()
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("$"))
        // when
        try await launchMovies(in: session)
        // then: the list appears
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)"))

        // when: Down, Enter
        try await session.sendKeys("Down")
        try await session.sendKeys("Enter")
        // then: the second movie's details
        #expect(try await session.waitUntilScreenContains("Directed by Frank Darabont"))
        #expect(try await session.capture().first?.contains("The Shawshank Redemption") == true)

        // when: Escape
        try await session.sendKeys("Escape")
        // then: back on the list
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        #expect(try await session.capture().joined().contains("Directed by") == false)

        // when: past the last row
        try await session.sendKeys("End")
        try await session.sendKeys("Down")
        // then: page 2 loaded and shown
        #expect(try await session.waitUntilScreenContains("21. "))
        #expect(try await session.waitUntilScreenContains("page 2 of 6"))

        // when: the window shrinks to 50×15
        try await session.resize(width: 50, height: 15)
        // then: the screen is laid out again for it
        #expect(try await session.waitUntil { lines in
            lines.count >= 15 && lines.allSatisfy { $0.count <= 50 }
                && lines[0].hasSuffix("movies") && lines[0].contains("Search: the")
                && lines.contains { $0.hasPrefix(" Enter open") }
        })

        // when: a new query from `/`
        try await session.sendKeys("/")
        try await session.sendKeys("C-u")
        try await session.sendLiteral("inception")
        try await session.sendKeys("Enter")
        // then: the list is replaced
        #expect(try await session.waitUntilScreenContains("1. Inception (2010)"))
        #expect(try await session.capture().joined().contains("Dark Knight") == false)

        // when: q
        try await session.sendKeys("q")
        // then: the shell prompt is back with a sane terminal
        try await expectShellIsSaneAfterQuitting(session)
    }

    @Test func ctrlC_endsLikeAnyProgramCtrlCEnds_andLeavesTheShellPromptAndASaneTerminal() async throws {
        // given
        let session = try startShell(width: 80, height: 24)
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("$"))
        try await launchMovies(in: session)
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // when
        try await session.sendKeys("C-c")
        // then: the process ended by SIGINT, so bash drops the rest of the
        // command line (no DONE-) and gives the prompt back, status 130
        #expect(try await session.waitUntil { $0.last { !$0.isEmpty } == "$" })
        try await session.sendLiteral("echo \"STATUS-$?\"")
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("STATUS-130"))
        #expect(try await session.capture().contains { $0.hasPrefix("DONE-") } == false)
        try await session.sendLiteral("stty -a; echo STTY-END")
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntil { $0.contains("STTY-END") })
        #expect(isSane(try await session.capture()))
    }
}
