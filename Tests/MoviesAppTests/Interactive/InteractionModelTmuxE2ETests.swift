import Foundation
import TestSupport
import Testing

/// The interaction model of DESIGN §1, in the built binary under tmux on the
/// embedded catalogue: each test waits for what the screen shows, never for time.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct InteractionModelTmuxE2ETests {
    /// How long a wait for the screen may take: only a failing test reaches it.
    private let patience = Polling.defaultTimeout

    private func launch(_ arguments: String, width: Int = 100, height: Int = 30) async throws -> TmuxSession {
        let probe = FileManager.default.temporaryDirectory.path
        let session = try TmuxSession(width: width, height: height, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": probe, "PS1": "$ ", "LANG": "C.UTF-8",
        ])
        #expect(try await session.waitUntilScreenContains("$", timeout: patience))
        guard let binary = MoviesBinaryLocator.moviesBinary else { return session }
        let cache = session.workDirectory.appendingPathComponent("cache").path
        let data = session.workDirectory.appendingPathComponent("data").path
        try await session.sendLiteral("MOVIES_CACHE_DIR='\(cache)' MOVIES_DATA_DIR='\(data)' '\(binary.path)' \(arguments); echo \"DONE-$?\"")
        try await session.sendKeys("Enter")
        return session
    }

    private func quit(_ session: TmuxSession) async throws {
        try await session.sendKeys("q")
        #expect(try await session.waitUntil(timeout: patience) { $0.contains { $0.hasPrefix("DONE-0") } })
    }

    @Test func aKeyBoundToNothingHere_saysSo_namingSlashAndQuestionMark() async throws {
        // given
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        // when
        try await session.sendLiteral("x")
        // then
        #expect(try await session.waitUntilScreenContains("x does nothing here — / searches, ? shows the keys", timeout: patience))
        try await quit(session)
    }

    @Test func H_landsOnHomeAsBareMoviesOpens_theFieldFocusedAndEmpty_everyTime() async throws {
        // given: bare movies, the field focused
        let session = try await launch("")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("Search: ▏", timeout: patience))
        // when: out of the field, into the first section, then H
        try await session.sendKeys("Escape")
        #expect(try await session.waitUntilScreenContains("/ to search films", timeout: patience))
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Home › Trending today") == true })
        try await session.sendLiteral("H")
        // then
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Trending today") == false && $0.joined().contains("Search: ▏") })
        // when: on home itself, out of the field, H again
        try await session.sendKeys("Escape")
        #expect(try await session.waitUntilScreenContains("/ to search films", timeout: patience))
        try await session.sendLiteral("H")
        // then: the field again, not the sections
        #expect(try await session.waitUntilScreenContains("Search: ▏", timeout: patience))
        try await session.sendKeys("Escape")
        // (Esc and a key right after it would read as Alt and that key.)
        #expect(try await session.waitUntilScreenContains("/ to search films", timeout: patience))
        try await quit(session)
    }

    @Test func oneEscClosesASearchFieldOpenedFromAList_andGivesTheListBack() async throws {
        // given
        let session = try await launch("trending")
        defer { session.kill() }
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Trending today") == true && $0.joined().contains("2. ") })
        // when: `/` opens a search, Esc at once
        try await session.sendLiteral("/")
        #expect(try await session.waitUntilScreenContains("Search: ▏", timeout: patience))
        try await session.sendKeys("Escape")
        // then: the list it was opened from, not an empty search screen
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Trending today") == true && $0.joined().contains("2. ") })
        #expect(try await session.capture().first?.contains("Search") == false)
        try await quit(session)
    }

    @Test func detailsOpenWithTheirFirstLinkFocused_andGFocusesTheLast() async throws {
        // given
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        // when
        try await session.sendKeys("Enter")
        // then
        #expect(try await session.waitUntilScreenContains("› Christian Bale as Bruce Wayne", timeout: patience))
        // when
        try await session.sendLiteral("G")
        // then
        #expect(try await session.waitUntilScreenContains("› Part of The Dark Knight Collection", timeout: patience))
        #expect(try await session.capture().joined(separator: "\n").contains("› Christian Bale") == false)
        try await quit(session)
    }

    @Test func theKeysOverlay_wrapsLongLines_andScrollsToItsEnd() async throws {
        // given: a window too narrow and short for the list's keys
        let session = try await launch("search the", width: 60, height: 16)
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight", timeout: patience))
        // when
        try await session.sendLiteral("?")
        #expect(try await session.waitUntilScreenContains("Keys: Film lists", timeout: patience))
        // then: nothing cut off with an ellipsis
        #expect(try await session.capture().contains { $0.contains("…") } == false)
        // when: to the end
        try await session.sendLiteral("G")
        // then: the last words of the last row, wrapped onto a row of their own
        #expect(try await session.waitUntilScreenContains("reporting off)", timeout: patience))
        try await session.sendKeys("Escape")
        // (Esc and a key right after it would read as Alt and that key.)
        #expect(try await session.waitUntil(timeout: patience) { !$0.joined().contains("Keys: Film lists") })
        try await quit(session)
    }

    @Test func theMouse_isAskedForClicksAndDragsInSGR_neverEveryMotion() async throws {
        // given
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        // then: drags with a button held (1002, which tmux keeps in place of
        // 1000's clicks: it includes them) in SGR (1006), not every motion (1003)
        let flags = try await session.paneValue("#{mouse_button_flag}#{mouse_all_flag}#{mouse_sgr_flag}")
        #expect(flags == "101")
        try await quit(session)
    }

    @Test func ctrlDUFB_pageTheList() async throws {
        // given: 20 films, 13 rows in view
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        // when / then: half a page down and up, a page down and up
        try await session.sendKeys("C-d")
        #expect(try await session.waitUntil(timeout: patience) { $0.contains { $0.hasPrefix("›  7.") } })
        try await session.sendKeys("C-u")
        #expect(try await session.waitUntil(timeout: patience) { $0.contains { $0.hasPrefix("›  1.") } })
        try await session.sendKeys("C-f")
        #expect(try await session.waitUntil(timeout: patience) { $0.contains { $0.hasPrefix("› 14.") } })
        try await session.sendKeys("C-b")
        #expect(try await session.waitUntil(timeout: patience) { $0.contains { $0.hasPrefix("›  1.") } })
        try await quit(session)
    }

    @Test func home_showsAWatchlistChangeMadeOnAnotherScreen_whenShownAgain() async throws {
        // given: home, the watchlist empty
        let session = try await launch("")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("Nothing yet: press w", timeout: patience))
        try await session.sendKeys("Escape")
        #expect(try await session.waitUntilScreenContains("/ to search films", timeout: patience))
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Home › Trending today") == true && $0.joined().contains("2. ") })
        // when: a film put on the watchlist there, then back home
        try await session.sendLiteral("w")
        #expect(try await session.waitUntilScreenContains("to your watchlist.", timeout: patience))
        try await session.sendKeys("Escape")
        // then: home lists it, without a refresh
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Trending today") == false && !$0.joined().contains("Nothing yet: press w") })
        try await quit(session)
    }

    @Test func u_undoesLibraryChangesNewestFirst_puttingBackTheRatingOfBefore_thenSaysNothingIsLeft() async throws {
        // given: a rating of 3, then the watchlist, seen and 5 on the first film
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        for (key, said) in [("3", "Rated The Dark Knight (2008) ♥ 3."), ("w", "Added The Dark Knight (2008) to your watchlist."),
                            ("s", "Marked The Dark Knight (2008) seen on"), ("5", "Rated The Dark Knight (2008) ♥ 5.")] {
            try await session.sendLiteral(key)
            #expect(try await session.waitUntilScreenContains(said, timeout: patience))
        }
        // when / then: each u undoes one change, newest first, and names it
        try await session.sendLiteral("u")
        #expect(try await session.waitUntilScreenContains("Undid: The Dark Knight (2008) rated ♥ 5 (was ♥ 3).", timeout: patience))
        try await session.sendLiteral("u")
        #expect(try await session.waitUntil(timeout: patience) { $0.contains { $0.contains("Undid: The Dark Knight (2008)") && $0.contains("marked seen on") } })
        try await session.sendLiteral("u")
        #expect(try await session.waitUntilScreenContains("Undid: The Dark Knight (2008) added to the watchlist.", timeout: patience))
        // the row shows the library as it was after the first key: rated 3, nothing else
        #expect(try await session.waitUntil(timeout: patience) { lines in
            lines.contains { $0.contains("1. The Dark Knight (2008)") && $0.contains("♥ 3") && !$0.contains("watchlist") && !$0.contains("seen") }
        })
        try await session.sendLiteral("u")
        #expect(try await session.waitUntilScreenContains("Undid: The Dark Knight (2008) rated ♥ 3.", timeout: patience))
        try await session.sendLiteral("u")
        #expect(try await session.waitUntilScreenContains("Nothing to undo: no library change made in this session is left.", timeout: patience))
        try await quit(session)
    }

    @Test func tabInTheSearchField_switchesFilmsAndPeople_keepingTheTextOpen_andOnlyEnterSearches() async throws {
        // given: a search, its field opened and a name typed
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        try await session.sendLiteral("/")
        try await session.sendKeys("C-u")
        try await session.sendLiteral("nolan")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Search: nolan▏") == true })
        // when: Tab, Tab, Tab — then: the field names people, films, people,
        // keeps the text, and the films of the search stay listed
        for label in ["People: nolan▏", "Search: nolan▏", "People: nolan▏"] {
            try await session.sendKeys("Tab")
            #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains(label) == true })
        }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        // when: the text edited on, then Enter
        try await session.sendKeys("BSpace")
        try await session.sendLiteral("n")
        try await session.sendKeys("Enter")
        // then: people are searched
        #expect(try await session.waitUntilScreenContains("1. Christopher Nolan", timeout: patience))
        try await quit(session)
    }

    @Test func f_filtersTheRowsAsYouType_enterKeepsIt_enterOpensTheFilteredFilm_escBack_escClears() async throws {
        // given: a search of 20 films loaded, of 109
        let session = try await launch("search the")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)", timeout: patience))
        // when: f, and a few letters
        try await session.sendLiteral("f")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Filter: ▏") == true })
        try await session.sendLiteral("matrix")
        // then: only the matching row, with its own number, and how many show
        #expect(try await session.waitUntilScreenContains("filter: matrix, 1 of 20 loaded", timeout: patience))
        let narrowed = try await session.capture()
        #expect(narrowed.contains { $0.hasPrefix("›  6. The Matrix (1999)") })
        #expect(!narrowed.contains { $0.contains("The Dark Knight") })
        // when: Enter keeps the filter, Enter opens the row
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Filter:") == false })
        try await session.sendKeys("Enter")
        // then: The Matrix, not the first film of the list
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("› The Matrix") == true })
        // when: Esc back to the list, still filtered
        try await session.sendKeys("Escape")
        #expect(try await session.waitUntilScreenContains("filter: matrix, 1 of 20 loaded", timeout: patience))
        // (Esc and a key right after it would read as Alt and that key.)
        try await session.sendKeys("Escape")
        // then: every row again, the selection on the same film
        #expect(try await session.waitUntil(timeout: patience) { lines in
            lines.contains { $0.hasPrefix("›  6. The Matrix (1999)") } && lines.contains { $0.contains("1. The Dark Knight (2008)") }
                && !lines.contains { $0.contains("filter:") }
        })
        try await quit(session)
    }

    @Test func f_onADocument_filtersItsLinks_enterOpensTheOneFocused_escClears() async throws {
        // given: The Dark Knight's details, Christian Bale focused
        let session = try await launch("details 155")
        defer { session.kill() }
        #expect(try await session.waitUntilScreenContains("› Christian Bale as Bruce Wayne", timeout: patience))
        // when: f, "nolan"
        try await session.sendLiteral("f")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("Filter: ▏") == true })
        try await session.sendLiteral("nolan")
        // then: the one link that matches, focused, the other lines hidden
        #expect(try await session.waitUntilScreenContains("filter: nolan, 1 of 6", timeout: patience))
        let narrowed = try await session.capture()
        #expect(narrowed.contains { $0.contains("› Christopher Nolan · Director") })
        #expect(!narrowed.contains { $0.contains("Christian Bale") || $0.contains("Released 2008") })
        // when: Enter keeps the filter; Esc clears it
        try await session.sendKeys("Enter")
        #expect(try await session.waitUntil(timeout: patience) { $0.first?.contains("The Dark Knight") == true })
        try await session.sendKeys("Escape")
        // then: the whole document again, the focus on the same link
        #expect(try await session.waitUntil(timeout: patience) { lines in
            lines.contains { $0.contains("› Christopher Nolan · Director") } && lines.contains { $0.contains("Christian Bale as Bruce Wayne") }
                && !lines.contains { $0.contains("filter:") }
        })
        try await quit(session)
    }
}
