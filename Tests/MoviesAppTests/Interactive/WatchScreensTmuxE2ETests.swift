import Foundation
import Testing
import TestSupport
import TMDBStubServer

/// The details' facts and their screens in the built binary under tmux,
/// against the stub: where to watch with JustWatch's line, `v` to the videos
/// and Enter playing one with a `MOVIES_PLAYER` script that records its
/// arguments, the reviews row opening the reviews.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct WatchScreensTmuxE2ETests {
    /// `movies details 27205` on the stub, with a player script through `/bin/sh`
    /// (a script just written may be "text file busy" to exec, never to read).
    private func runDetails(on server: TMDBStubServer, record: URL) async throws -> MoviesUnderShell {
        let player = record.deletingLastPathComponent().appendingPathComponent("player")
        let body = "#!/bin/sh\nfor argument in \"$@\"; do printf '%s\\n' \"$argument\"; done > '\(record.path).part'\nmv '\(record.path).part' '\(record.path)'\n"
        try Data(body.utf8).write(to: player)
        return try await MoviesUnderShell(arguments: ["details", "27205", "--region", "US"], environment: [
            "TMDB_BASE_URL": server.baseURL.absoluteString, "MOVIES_IMAGES": "none",
            "MOVIES_PLAYER": "/bin/sh \(player.path)", "BROWSER": "/bin/false",
        ])
    }

    private static func waitUntilScreen(of run: MoviesUnderShell, contains text: String) async -> Bool {
        await Polling.waitUntil(every: .milliseconds(50), asking: { (try? await run.session.capture())?.contains { $0.contains(text) } ?? false })
    }

    /// Waits for `text` on the screen; a miss records the screen as it was.
    private static func expectScreen(of run: MoviesUnderShell, contains text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let shown = await waitUntilScreen(of: run, contains: text)
        let screen = await screen(of: run)
        #expect(shown, "\(screen)", sourceLocation: sourceLocation)
    }

    /// Waits for the file a script writes (moved into place whole), then checks all it holds.
    private static func expectFile(_ file: URL, toHold text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        #expect(await Polling.waitUntil { FileManager.default.fileExists(atPath: file.path) }, sourceLocation: sourceLocation)
        #expect((try? String(contentsOf: file, encoding: .utf8)) == text, sourceLocation: sourceLocation)
    }

    /// A fresh folder for what the player or browser script writes down.
    private static func scratchFolder(named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func screen(of run: MoviesUnderShell) async -> String {
        (try? await run.session.capture())?.joined(separator: "\n") ?? ""
    }

    /// `v`, then the stub's videos of Inception with the playable trailer focused, and `text`.
    private static func pressV(in run: MoviesUnderShell, expecting text: String) async throws {
        try await run.session.sendKeys("v")
        await expectScreen(of: run, contains: "› Trailer: Stub fan trailer (YouTube, 2011-01-01)")
        #expect(await waitUntilScreen(of: run, contains: text))
    }

    @Test func v_listsTheVideos_andEnterPlaysTheFirstWithMOVIES_PLAYER() async throws {
        // given: the details of the stub's Inception
        let server = try TMDBStubServer()
        defer { server.stop() }
        let folder = try Self.scratchFolder(named: "movies-watch")
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("player-got")
        let run = try await runDetails(on: server, record: record)
        defer { run.session.kill() }
        await Self.expectScreen(of: run, contains: "Where to watch data by JustWatch")

        // when: v
        // then: the videos, trailers first, the playable first one focused
        try await Self.pressV(in: run, expecting: "Stub featurette elsewhere (Dailymotion, 2010-08-01, not playable here)")

        // when: Enter
        try await run.session.sendKeys("Enter")
        // then: the player got the address as its one argument, and the status line says so
        await Self.expectFile(record, toHold: "https://www.youtube.com/watch?v=stubFanTrl1\n")
        #expect(await Self.waitUntilScreen(of: run, contains: "Playing https://www.youtube.com/watch?v="))

        // when: Esc, then q
        try await run.session.sendKeys("Escape")
        #expect(await Self.waitUntilScreen(of: run, contains: "Where to watch"))
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }

    @Test func onAFilmRowOfAList_vOpensItsVideos_andIOpensItsIMDbPageWithBROWSER() async throws {
        // given: a search list on the stub, with a $BROWSER (through /bin/sh) that writes down its argument
        let server = try TMDBStubServer()
        defer { server.stop() }
        let folder = try Self.scratchFolder(named: "movies-rowkeys")
        defer { try? FileManager.default.removeItem(at: folder) }
        let opened = folder.appendingPathComponent("opened")
        let browser = folder.appendingPathComponent("browser")
        try Data("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path).part'\nmv '\(opened.path).part' '\(opened.path)'\n".utf8).write(to: browser)
        let run = try await MoviesUnderShell(arguments: ["search", "inception"], environment: [
            "TMDB_BASE_URL": server.baseURL.absoluteString, "MOVIES_IMAGES": "none", "BROWSER": "/bin/sh \(browser.path)",
        ])
        defer { run.session.kill() }
        await Self.expectScreen(of: run, contains: "1. Inception (2010)")

        // when: v on the focused row
        // then: that film's videos, above the list
        try await Self.pressV(in: run, expecting: "Videos of Inception")

        // when: Esc back to the list, then i
        try await run.session.sendKeys("Escape")
        #expect(await Self.waitUntilScreen(of: run, contains: "1. Inception (2010)"))
        try await run.session.sendKeys("i")
        // then: the browser got the IMDb page the film's details name, and the status line says so
        await Self.expectFile(opened, toHold: "https://www.imdb.com/title/tt0027205/")
        #expect(await Self.waitUntilScreen(of: run, contains: "Opened https://www.imdb.com/title/tt0027205/"))
        #expect(server.receivedRequests.contains { $0.target.hasPrefix("/3/movie/27205?") })
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }

    @Test(arguments: [(["videos", "27205"], "Videos of Movie 27205", "Trailer: Stub fan trailer"), (["reviews", "27205"], "Reviews of Movie 27205", "shown")])
    func atATerminal_videosAndReviews_openTheirScreens(arguments: [String], heading: String, line: String) async throws {
        // given
        let server = try TMDBStubServer()
        defer { server.stop() }
        // when
        let run = try await MoviesUnderShell(arguments: arguments, environment: [
            "TMDB_BASE_URL": server.baseURL.absoluteString, "MOVIES_IMAGES": "none",
        ])
        defer { run.session.kill() }
        // then
        let shown = await Self.waitUntilScreen(of: run, contains: heading)
        let listed = await Self.waitUntilScreen(of: run, contains: line)
        let screen = await Self.screen(of: run)
        #expect(shown && listed, "\(screen)")
        try await run.session.sendKeys("q")
        let end = try await run.waitForTheEnd()
        #expect(end.status == 0)
    }
}
