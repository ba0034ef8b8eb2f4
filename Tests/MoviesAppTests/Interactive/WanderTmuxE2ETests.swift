import Foundation
import TestSupport
import Testing

/// The wander of #13 in the built binary under tmux, on the embedded
/// catalogue: home → trending → a film → a cast member → one of their films,
/// back to home screen by screen, the selection restored on each.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct WanderTmuxE2ETests {
    /// A shell in tmux whose own cache and library live in the session's folder.
    private func shell(height: Int) async throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: height, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": FileManager.default.temporaryDirectory.path, "PS1": "$ ", "LANG": "C.UTF-8",
        ])
        #expect(try await session.waitUntilScreenContains("$"))
        return session
    }

    /// `movies ARGUMENTS` (with `extra` variables) typed into `session`, its
    /// exit status echoed after it as `DONE-N`.
    private func run(_ arguments: String, in session: TmuxSession, extra: String = "") async throws {
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        try await session.sendLiteral("\(environment(of: session)) \(extra) '\(binary.path)' \(arguments); echo \"DONE-$?\"")
        try await session.sendKeys("Enter")
    }

    private func environment(of session: TmuxSession) -> String {
        let directory = session.workDirectory.path
        return "MOVIES_CACHE_DIR='\(directory)/cache' MOVIES_DATA_DIR='\(directory)/data'"
    }

    @Test func homeToAnActorsFilmAndBack() async throws {
        // given: bare movies, the home screen
        let session = try await shell(height: 40)
        defer { session.kill() }
        try await run("", in: session)
        #expect(try await session.waitUntilScreenContains("Trending today"))

        // when: into the sections (↓ leaves the field), open Trending today
        try await session.sendKeys("Down")
        #expect(try await session.waitUntilScreenContains("›  1. Trending today"))
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("2. Oppenheimer (2023)"))
        // a film, its first cast member, that person's second film
        try await session.sendKeys("Down", "Enter")
        // (details and a person open with their first link focused)
        #expect(try await session.waitUntilScreenContains("› Matt Damon as Leslie Groves"))
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("True Grit · as LaBoeuf"))
        try await session.sendKeys("Down")
        #expect(try await session.waitUntilScreenContains("› 2010  True Grit"))
        try await session.sendKeys("Enter")

        // then: the film, the whole path in the breadcrumb
        #expect(try await session.waitUntil { $0.first?.contains("Home › Trending today › Oppenheimer › Matt Damon › True Grit") == true })
        #expect(try await session.waitUntilScreenContains("2010 · "))

        // when / then: back screen by screen, each as it was left
        try await session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("› 2010  True Grit"))
        try await session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("› Matt Damon as Leslie Groves"))
        try await session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("›  2. Oppenheimer (2023)"))
        try await session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("›  1. Trending today"))

        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
    }

    @Test func theLibraryKeys_changeTheLibrary_andTheRowsShowIt() async throws {
        // given: a search in the built binary
        let session = try await shell(height: 30)
        defer { session.kill() }
        try await run("search inception", in: session)
        #expect(try await session.waitUntilScreenContains("1. Inception (2010)"))

        // when: w, s, 4, +
        try await session.sendKeys("w")
        #expect(try await session.waitUntilScreenContains("Added Inception (2010) to your watchlist."))
        try await session.sendKeys("s")
        #expect(try await session.waitUntilScreenContains("— taken off the watchlist."))
        try await session.sendKeys("4", "+")
        // then: the row carries the marks (seen took it off the watchlist), your rating as ♥ beside TMDB's ★
        #expect(try await session.waitUntilScreenContains("1. Inception (2010)"))
        #expect(try await session.waitUntilScreenContains("seen · ♥ 4.5  ★ 8.4"))
        #expect(try await session.waitUntil { !$0.joined().contains("watchlist · seen") })
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })

        // and the library has it, for the command line too: printed when piped,
        // and on the terminal in the seen list's screen
        try await run("watchlist | cat", in: session)
        try await run("seen | cat", in: session)
        #expect(try await session.waitUntil { lines in lines.contains { $0.contains("Inception (2010)") && $0.contains("seen") } })
        try await run("seen", in: session)
        #expect(try await session.waitUntilScreenContains("Seen · 1 film"))
        #expect(try await session.waitUntil { lines in lines.contains { $0.contains("1. Inception (2010)") && $0.contains("seen · ♥ 4.5") } })
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.filter { $0.hasPrefix("DONE-0") }.count == 4 })
    }

    @Test func oOpensThePageWithBROWSER_andYSendsTheLinkToTheClipboard() async throws {
        // given: a $BROWSER that writes down what it was given, and a tmux that takes OSC 52
        let session = try await shell(height: 30)
        defer { session.kill() }
        let directory = session.workDirectory
        let opened = directory.appendingPathComponent("opened.txt")
        let browser = directory.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".write(to: browser, atomically: true, encoding: .utf8)
        // Run through /bin/sh: exec of a file just written may fail as "text
        // file busy" while another test's child still holds it open.
        try await session.setOption("set-clipboard", "on")
        try await run("search inception", in: session, extra: "BROWSER='/bin/sh \(browser.path)'")
        #expect(try await session.waitUntilScreenContains("1. Inception (2010)"))

        // when: o
        try await session.sendKeys("o")
        // then: the browser got the film's page, and the status line says so
        #expect(try await session.waitUntilScreenContains("Opened https://www.themoviedb.org/movie/27205"))
        // (started detached: it writes when it runs)
        #expect(await Polling.waitUntil { (try? String(contentsOf: opened, encoding: .utf8)) == "https://www.themoviedb.org/movie/27205" })

        // when: y
        try await session.sendKeys("y")
        // then: tmux's buffer holds the link (it took the OSC 52 the app wrote)
        #expect(try await session.waitUntilScreenContains("Copied https://www.themoviedb.org/movie/27205"))
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
        #expect(try await session.newestBuffer() == "https://www.themoviedb.org/movie/27205")
    }
}
