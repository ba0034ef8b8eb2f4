import Foundation
import Testing

/// The wander of #13 in the built binary under tmux, on the embedded
/// catalogue: home → trending → a film → a cast member → one of their films,
/// back to home screen by screen, the selection restored on each.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct WanderTmuxE2ETests {
    @Test func homeToAnActorsFilmAndBack() async throws {
        // given: bare movies, the home screen
        let probe = FileManager.default.temporaryDirectory.path
        let session = try TmuxSession(width: 100, height: 40, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": probe, "PS1": "$ ", "LANG": "C.UTF-8",
        ])
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("$"))
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        let directory = session.workDirectory.path
        try session.sendLiteral("MOVIES_CACHE_DIR='\(directory)/cache' MOVIES_DATA_DIR='\(directory)/data' '\(binary.path)'; echo \"DONE-$?\"")
        try session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("Trending today"))

        // when: into the sections (↓ leaves the field), open Trending today
        try session.sendKeys("Down")
        #expect(try await session.waitUntilScreenContains("› 1. Trending today"))
        try session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("2. Oppenheimer (2023)"))
        // a film, its first cast member, that person's second film
        try session.sendKeys("Down", "Enter")
        #expect(try await session.waitUntilScreenContains("Matt Damon as Leslie Groves"))
        try session.sendKeys("Down")
        #expect(try await session.waitUntilScreenContains("› Matt Damon as Leslie Groves"))
        try session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("True Grit · as LaBoeuf"))
        try session.sendKeys("Down", "Down")
        #expect(try await session.waitUntilScreenContains("› 2010  True Grit"))
        try session.sendKeys("Enter")

        // then: the film, the whole path in the breadcrumb
        #expect(try await session.waitUntil { $0.first?.contains("Home › Trending today › Oppenheimer › Matt Damon › True Grit") == true })
        #expect(try await session.waitUntilScreenContains("2010 · "))

        // when / then: back screen by screen, each as it was left
        try session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("› 2010  True Grit"))
        try session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("› Matt Damon as Leslie Groves"))
        try session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("›  2. Oppenheimer (2023)"))
        try session.sendKeys("BSpace")
        #expect(try await session.waitUntilScreenContains("› 1. Trending today"))

        try session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
    }

    @Test func theLibraryKeys_changeTheLibrary_andTheRowsShowIt() async throws {
        // given: a search in the built binary
        let probe = FileManager.default.temporaryDirectory.path
        let session = try TmuxSession(width: 100, height: 30, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": probe, "PS1": "$ ", "LANG": "C.UTF-8",
        ])
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("$"))
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        let directory = session.workDirectory.path
        let environment = "MOVIES_CACHE_DIR='\(directory)/cache' MOVIES_DATA_DIR='\(directory)/data'"
        try session.sendLiteral("\(environment) '\(binary.path)' search inception; echo \"DONE-$?\"")
        try session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("1. Inception (2010)"))

        // when: w, s, 4, +
        try session.sendKeys("w")
        #expect(try await session.waitUntilScreenContains("Added Inception (2010) to your watchlist."))
        try session.sendKeys("s")
        #expect(try await session.waitUntilScreenContains("Marked Inception (2010) seen on"))
        try session.sendKeys("4", "+")
        // then: the row carries the marks, your rating as ♥ beside TMDB's ★
        #expect(try await session.waitUntilScreenContains("watchlist · seen · ♥ 4.5  ★ 8.4"))
        try session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })

        // and the library has it, for the command line too
        try session.sendLiteral("\(environment) '\(binary.path)' watchlist; \(environment) '\(binary.path)' seen")
        try session.sendKeys("Enter")
        #expect(try await session.waitUntil { lines in lines.filter { $0.contains("Inception (2010)") }.count >= 2 })
    }
}
