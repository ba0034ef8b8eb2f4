import Foundation
import Synchronization
import Testing
import TMDBStubServer
import TestSupport

/// `r` and a picked recent search in the built binary under tmux, against the
/// stub server, whose requests show what the app asked for.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct RefreshAndRecentYearTmuxE2ETests {
    private static let apiKey = "e2e-refresh-key"

    /// Three pages of made-up films (`Film <page>-<n>`, ids `page*100+n`) for
    /// any film search. Once `refresh()` is called the answers are fresher:
    /// titles end in "v2", page 2 comes in reverse order, and the first of
    /// them is held until `release()`, so "Refreshing…" can be seen.
    private final class FilmPages: Sendable {
        private let state = Mutex((isRefreshed: false, isReleased: false))

        func refresh() { state.withLock { $0.isRefreshed = true } }
        func release() { state.withLock { $0.isReleased = true } }

        func answer(_ request: StubHTTPRequest) -> StubHTTPResponse? {
            guard request.path.hasSuffix("/search/movie") else { return nil }
            let page = Int(request.queryValue("page") ?? "1") ?? 1
            let isRefreshed = state.withLock { $0.isRefreshed }
            if isRefreshed {
                // Bounded, so that a test that failed before releasing still ends.
                let deadline = ContinuousClock.now + Polling.defaultTimeout
                while !state.withLock({ $0.isReleased }), ContinuousClock.now < deadline {
                    Thread.sleep(forTimeInterval: 0.02)
                }
            }
            var numbers = Array(1...20)
            if isRefreshed, page == 2 { numbers.reverse() }
            let results = numbers.map { number in
                #"{"id":\#(page * 100 + number),"title":"Film \#(page)-\#(number)\#(isRefreshed ? " v2" : "")","# +
                    #""overview":"Overview \#(page)-\#(number).","release_date":"2001-01-01","vote_average":7.0,"vote_count":100}"#
            }
            return .json(#"{"page":\#(page),"total_pages":3,"total_results":60,"results":[\#(results.joined(separator: ","))]}"#)
        }
    }

    private func startShell() async throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 30, environment: [
            "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": FileManager.default.temporaryDirectory.path,
            "PS1": "$ ", "LANG": "C.UTF-8",
        ])
        #expect(try await session.waitUntilScreenContains("$"))
        return session
    }

    /// Runs `movies <arguments>` on the stub with a cache of the session's own, then echoes `<marker>-<status>`.
    private func run(_ arguments: String, in session: TmuxSession, server: TMDBStubServer, marker: String = "DONE") async throws {
        guard let binary = MoviesBinaryLocator.moviesBinary else { return }
        let base = server.baseURL.absoluteString
        let cache = session.workDirectory.appendingPathComponent("cache").path
        try await session.sendLiteral(
            // The refreshed pages wait for the test, which a busy machine may hold up past the usual 15 s.
            "MOVIES_IMAGES=none MOVIES_TIMEOUT=600 TMDB_API_KEY='\(Self.apiKey)' TMDB_BASE_URL='\(base)' TMDB_IMAGE_BASE_URL='\(base)' MOVIES_CACHE_DIR='\(cache)' "
                + "'\(binary.path)' \(arguments); echo \"\(marker)-$?\""
        )
        try await session.sendKeys("Enter")
    }

    private func searchRequests(of server: TMDBStubServer, after count: Int) -> [StubHTTPRequest] {
        server.receivedRequests.dropFirst(count).filter { $0.path.hasSuffix("/search/movie") }
    }

    @Test func r_saysRefreshing_asksAgainForEveryPageShown_andKeepsTheSelectionOnItsFilm() async throws {
        // given: two pages loaded, the 23rd film (Film 2-3) focused
        let pages = FilmPages()
        let server = try TMDBStubServer(expectations: TMDBStubServer.Expectations(credential: Self.apiKey))
        defer { server.stop() }
        server.override { pages.answer($0) }
        defer { pages.release() }
        let session = try await startShell()
        defer { session.kill() }
        try await run("search films", in: session, server: server)
        #expect(try await session.waitUntilScreenContains("1. Film 1-1 (2001)"))
        try await session.sendKeys("End")
        try await session.sendKeys("Down")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("› 21. Film 2-1 (2001)") } })
        try await session.sendKeys("Down")
        try await session.sendKeys("Down")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("› 23. Film 2-3 (2001)") } })
        #expect(try await session.capture().contains { $0.contains("page 2 of 3 · 60 results") })
        let before = server.receivedRequests.count

        // when: r, with the server slow to answer
        pages.refresh()
        try await session.sendKeys("r")
        // then: the status line says so, and the rows stay as they were meanwhile
        #expect(try await session.waitUntilScreenContains("Refreshing…"))
        #expect(try await session.capture().contains { $0.hasPrefix("› 23. Film 2-3 (2001)") })

        // when: the fresher pages arrive (page 2 in reverse order)
        pages.release()
        // then: the selection followed its film to its new row, with its fresher title
        #expect(try await session.waitUntil { lines in
            lines.contains { $0.hasPrefix("› 38. Film 2-3 v2 (2001)") } && !lines.joined().contains("Refreshing…")
        })
        let screen = try await session.capture()
        #expect(screen.contains { $0.contains("page 2 of 3 · 60 results") })
        #expect(screen.contains { $0.hasPrefix(" live") })
        // Every page shown was asked again, in order, and no other.
        let asked = searchRequests(of: server, after: before)
        #expect(asked.map { $0.queryValue("page") } == ["1", "2"])
        #expect(asked.allSatisfy { $0.queryValue("query") == "films" })

        // when: back to the top
        try await session.sendKeys("Home")
        // then: page 1 was replaced in place too
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("›  1. Film 1-1 v2 (2001)") } })
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
        // Nothing past the pages shown was asked for.
        #expect(!searchRequests(of: server, after: before).contains { $0.queryValue("page") == "3" })
    }

    @Test func pickingARecentSearch_searchesItInItsYearAgain() async throws {
        // given: `search matrix --year 1999` run once (plain output records it)
        let server = try TMDBStubServer(expectations: TMDBStubServer.Expectations(credential: Self.apiKey))
        defer { server.stop() }
        let session = try await startShell()
        defer { session.kill() }
        try await run("search matrix --year 1999 > /dev/null", in: session, server: server, marker: "PLAIN")
        #expect(try await session.waitUntilScreenContains("PLAIN-0"))
        try await session.sendKeys("C-l")
        try await run("search the", in: session, server: server)
        #expect(try await session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        let before = server.receivedRequests.count

        // when: `/`, a few letters that only it matches, ↓ onto it, Enter
        try await session.sendKeys("/")
        try await session.sendLiteral("matr")
        // then: the drop-down offers it with its year
        #expect(try await session.waitUntil { lines in
            lines.contains { $0.hasPrefix("│ matrix (1999)") } && !lines.contains { $0.hasPrefix("│ the") }
        })
        try await session.sendKeys("Down")
        try await session.sendKeys("Enter")

        // then: the search is narrowed to 1999 again, in the header and in the request
        #expect(try await session.waitUntil { $0.first?.contains("Search: matrix · 1999") == true })
        #expect(try await session.waitUntilScreenContains("1. The Matrix (1999)"))
        #expect(try await session.capture().joined().contains("Reloaded") == false)
        let asked = searchRequests(of: server, after: before)
        #expect(asked.last?.queryValue("query") == "matrix")
        #expect(asked.last?.queryValue("primary_release_year") == "1999")
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-0") } })
    }
}
