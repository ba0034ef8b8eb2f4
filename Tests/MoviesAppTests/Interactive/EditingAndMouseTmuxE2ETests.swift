import Foundation
import Testing

/// The search field's editing keys and the mouse, in the built binary under
/// tmux (keys and SGR mouse reports sent to the pane), on the embedded catalogue.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct EditingAndMouseTmuxE2ETests {
    private func launch(_ arguments: String, width: Int = 100, height: Int = 30) async throws -> TmuxSession {
        let probe = FileManager.default.temporaryDirectory.path
        let session = try TmuxSession(width: width, height: height, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": probe, "PS1": "$ ", "LANG": "C.UTF-8",
        ])
        #expect(try await session.waitUntilScreenContains("$"))
        guard let binary = MoviesBinaryLocator.moviesBinary else { return session }
        let cache = session.workDirectory.appendingPathComponent("cache").path
        try await session.sendLiteral("MOVIES_CACHE_DIR='\(cache)' '\(binary.path)' \(arguments); echo \"DONE-$?\"")
        try await session.sendKeys("Enter")
        return session
    }

    /// An SGR press and release at a 1-based column and row of the pane.
    private func click(_ session: TmuxSession, column: Int, row: Int) async throws {
        try await session.sendLiteral("\u{1B}[<0;\(column);\(row)M")
        try await session.sendLiteral("\u{1B}[<0;\(column);\(row)m")
    }

    @Test func theSearchFieldEditsLikeAShellLine() async throws {
        // given
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)"))

        // when: `/` selects the query, so typing replaces it
        try await session.sendKeys("/")
        try await session.sendLiteral("matrix")
        // then
        #expect(try await session.waitUntilScreenContains("Search: matrix▏"))

        // when: to the start, a word typed there; a word deleted with Ctrl-W at the end
        try await session.sendKeys("C-a")
        try await session.sendLiteral("the ")
        try await session.sendKeys("End")
        try await session.sendLiteral(" reloaded")
        try await session.sendKeys("C-w")
        // then
        #expect(try await session.waitUntilScreenContains("Search: the matrix ▏"))

        // when: Alt-← (ESC b) goes back a word, Delete removes at the cursor
        try await session.sendKeys("M-b")
        try await session.sendKeys("DC")
        #expect(try await session.waitUntilScreenContains("Search: the ▏atrix"))

        // when: Enter searches the text
        try await session.sendKeys("C-u")
        try await session.sendKeys("C-k")
        try await session.sendLiteral("matrix")
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntilScreenContains("1. The Matrix (1999)"))
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
    }

    @Test func theYearOfASearch_staysInViewWhileEditing_andBackspaceOnAnEmptyFieldDropsIt_keepingTheFieldOpen() async throws {
        // given: a search narrowed to a year
        let session = try await launch("search matrix --year 1999")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("Search: matrix · 1999"))

        // when: the field opened and emptied
        try await session.sendKeys("/")
        try await session.sendKeys("C-u")
        // then: the year is still shown, with how to drop it
        #expect(try await session.waitUntilScreenContains("· 1999 (⌫ on an empty field drops it)"))

        // when: ⌫ once more
        try await session.sendKeys("BSpace")
        // then: the year is gone from the field, which stays open; nothing ran
        #expect(try await session.waitUntil { $0.first?.contains("Search: ▏") == true && $0.first?.contains("1999") == false })
        // when: a title and Enter
        try await session.sendLiteral("matrix")
        try await session.sendKeys("Enter")
        // then: searched in every year
        #expect(try await session.waitUntil { $0.first?.contains("Search: matrix") == true && $0.first?.contains("1999") == false })
        #expect(try await session.waitUntilScreenContains("The Matrix Reloaded"))
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
    }

    @Test func clicksFocusAndOpenRows_andTheBreadcrumbGoesBack() async throws {
        // given
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)"))

        // when: the third film (pane rows 6 and 7: the header is row 1) is clicked
        try await click(session, column: 10, row: 6)
        // then: it is focused
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("›  3.") } })

        // when: clicked again
        try await click(session, column: 10, row: 6)
        // then: its details, with the breadcrumb of the list (home beneath it)
        #expect(try await session.waitUntil { $0.first?.hasPrefix(" Home › Search: the ›") == true })

        // when: the list's step of the breadcrumb (" Home › Search: the") is clicked
        try await click(session, column: 12, row: 1)
        // then: the list again, the third film still focused
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("›  3.") } })
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
    }
}
