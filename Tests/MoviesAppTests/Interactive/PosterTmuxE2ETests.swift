import Foundation
import JPEGTestSupport
import Testing
import TMDBStubServer

/// A poster drawn in block characters (MOVIES_IMAGES=blocks) by the built binary in a colour terminal
/// under tmux, fetched from the stub server and then replayed from the cache.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct PosterTmuxE2ETests {
    private static let posterPath = "/inception-e2e.jpg"
    private static let posterRequestPath = "/t/p/w185" + posterPath
    /// A made-up key the API requests must carry and the image request must not.
    private static let apiKey = "e2e-poster-key"

    /// Inception with a poster path; the catalogue's films have none.
    private static let searchPage = """
        {"page":1,"total_pages":1,"total_results":1,"results":[{"id":27205,"title":"Inception",\
        "original_title":"Inception","original_language":"en","overview":"A thief who steals secrets through dreams.",\
        "release_date":"2010-07-15","poster_path":"\(posterPath)","vote_average":8.4,"vote_count":36000,"genre_ids":[28]}]}
        """

    /// A stub that answers the search with `searchPage`, the poster with a
    /// JPEG made here, and the details from its catalogue.
    private func makeServer() throws -> TMDBStubServer {
        let jpeg = try TestJPEG.gradient(width: 92, height: 138)
        let server = try TMDBStubServer(expectations: TMDBStubServer.Expectations(credential: Self.apiKey))
        server.override { request in
            if request.path.hasSuffix("/search/movie") { return .json(Self.searchPage) }
            if request.path == Self.posterRequestPath {
                return StubHTTPResponse(headers: ["Content-Type": "image/jpeg"], body: jpeg)
            }
            return nil
        }
        return server
    }

    private func startShell() throws -> TmuxSession {
        try TmuxSession(width: 100, height: 30, environment: [
            "PATH": "/usr/bin:/bin",
            "TERM": "xterm-256color",
            "COLORTERM": "truecolor",
            "HOME": FileManager.default.temporaryDirectory.path,
            "PS1": "$ ",
            "LANG": "C.UTF-8",
        ])
    }

    /// Runs `movies search inception` with both base URLs on the stub and a cache of its own.
    private func launchMovies(in session: TmuxSession, server: TMDBStubServer, cache: URL, offline: Bool) async throws {
        guard let binary = MoviesBinaryLocator.moviesBinary else { return }
        let base = server.baseURL.absoluteString
        let flag = offline ? " --offline" : ""
        try await session.sendLiteral(
            "MOVIES_IMAGES=blocks TMDB_API_KEY='\(Self.apiKey)' TMDB_BASE_URL='\(base)' TMDB_IMAGE_BASE_URL='\(base)' MOVIES_CACHE_DIR='\(cache.path)' "
                + "'\(binary.path)' search inception\(flag); echo \"DONE-$?\""
        )
        try await session.sendKeys("Enter")
    }

    /// Enter on the first row, then waits for the details and a run of upper half blocks (a vertical gradient splits cells across the middle).
    private func openDetailsAndWaitForThePoster(in session: TmuxSession) async throws -> Bool {
        guard try await session.waitUntilScreenContains("1. Inception (2010)") else { return false }
        try await session.sendKeys("Enter")
        guard try await session.waitUntilScreenContains("Directed by Christopher Nolan") else { return false }
        return try await session.waitUntilScreenContains("▀▀▀▀▀▀▀▀▀▀")
    }

    @Test func enterOnARowWithAPoster_fetchesAndDrawsIt_andOfflineItDrawsFromTheCache() async throws {
        // given
        let server = try makeServer()
        defer { server.stop() }
        let session = try startShell()
        defer { session.kill() }
        let cache = session.workDirectory.appendingPathComponent("cache")
        #expect(try await session.waitUntilScreenContains("$"))

        // when: the list, then Enter on Inception
        try await launchMovies(in: session, server: server, cache: cache, offline: false)
        // then: the image request reached the stub and the poster is drawn in 24-bit colour
        #expect(try await openDetailsAndWaitForThePoster(in: session))
        let imageRequests = server.receivedRequests.filter { $0.path == Self.posterRequestPath }
        #expect(imageRequests.count == 1)
        #expect(imageRequests.first?.queryValue("api_key") == nil)
        #expect(imageRequests.first?.header("Authorization") == nil)
        #expect(try await session.captureWithEscapes().contains("38;2;"))
        try await session.sendKeys("q")
        #expect(try await session.waitUntilScreenContains("DONE-0"))

        // when: the server is gone and the same search runs with --offline
        server.stop()
        try await session.sendKeys("C-l")
        try await launchMovies(in: session, server: server, cache: cache, offline: true)
        // then: the poster still draws, from the cache
        #expect(try await openDetailsAndWaitForThePoster(in: session))
        #expect(try await session.capture().joined().contains("offline"))
        try await session.sendKeys("q")
        #expect(try await session.waitUntil { $0.contains { $0.hasPrefix("DONE-") } })
    }
}
