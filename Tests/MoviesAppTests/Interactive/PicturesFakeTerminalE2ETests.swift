import Foundation
import JPEGTestSupport
import Testing
import TestSupport
import TextUI
import TextUITesting
import TMDBStubServer

/// The built binary draws a poster the way the (fake) terminal answered it
/// can: kitty's graphics protocol, sixel, or character cells when it offers
/// no pixels; `MOVIES_IMAGES` forces a way or turns pictures off. Nothing
/// stray reaches the screen on the way.
@Suite(.enabled(if: MoviesBinaryLocator.moviesBinary != nil, "needs the built movies binary"))
struct PicturesFakeTerminalE2ETests {
    private static let posterPath = "/inception-pictures.jpg"
    private static let apiKey = "e2e-pictures-key"
    private static let searchPage = """
        {"page":1,"total_pages":1,"total_results":1,"results":[{"id":27205,"title":"Inception",\
        "original_title":"Inception","original_language":"en","overview":"A thief who steals secrets through dreams.",\
        "release_date":"2010-07-15","poster_path":"\(posterPath)","vote_average":8.4,"vote_count":36000,"genre_ids":[28]}]}
        """
    private static let kittyTransmit = Array("\u{1B}_Ga=T,".utf8)
    private static let kittyDeleteAll = Array("\u{1B}_Ga=d,d=A".utf8)
    private static let sixelStart = Array("\u{1B}Pq\"1;1;".utf8)
    private static let kittyShowAgain = Array("\u{1B}_Ga=p,".utf8)

    private struct Outcome {
        let terminal: FakeTerminalProcess
        let status: Int32?
        let imageRequests: [String]
    }

    /// `movies search inception` on the fake terminal, Enter on the row, and
    /// `q` once the details (and the poster, if any comes) are drawn.
    private func run(
        _ script: FakeTerminalProcess.Script, images: String? = nil, reopen: Bool = false, until shown: @escaping (FakeTerminalProcess) -> Bool
    ) async throws -> Outcome {
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        let jpeg = try TestJPEG.gradient(width: 120, height: 180)
        let server = try TMDBStubServer(expectations: TMDBStubServer.Expectations(credential: Self.apiKey))
        defer { server.stop() }
        server.override { request in
            if request.path.hasSuffix("/search/movie") { return .json(Self.searchPage) }
            if request.path.hasPrefix("/t/p/"), request.path.hasSuffix(Self.posterPath) {
                return StubHTTPResponse(headers: ["Content-Type": "image/jpeg"], body: jpeg)
            }
            return nil
        }
        let sandbox = try EndToEndSandbox()
        var extra = [
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8", "MOVIES_LOG": "debug",
            "TMDB_IMAGE_BASE_URL": server.baseURL.absoluteString,
        ]
        if let images { extra["MOVIES_IMAGES"] = images }
        // The script's answer, not a busy machine's clock, ends the wait.
        if script != .silent { extra["MOVIES_TERMINAL_TIMEOUT"] = "60000" }
        let stderrPath = sandbox.directory.appendingPathComponent("stderr.log").path
        let terminal = try FakeTerminalProcess(
            executable: binary.path, arguments: ["search", "inception"],
            environment: sandbox.environment(server: server, apiKey: Self.apiKey, extra),
            script: script, size: Size(width: 100, height: 30), pixels: Size(width: 1_000, height: 600),
            stderrPath: stderrPath
        )
        let listed = await terminal.run { $0.shows("1. Inception (2010)") }
        #expect(listed, "\(terminal.screen.lines.prefix(4))")
        // The way of drawing is settled once the log says what was found.
        #expect(await terminal.run { _ in Self.log(at: stderrPath).contains("terminal capabilities") })
        terminal.type([0x0D])
        let drawn = await terminal.run { $0.shows("Directed by") && shown($0) }
        #expect(drawn, "\(terminal.screen.lines.prefix(12))")
        if reopen {
            // Backspace to the list, Enter on the film again.
            terminal.type([0x7F])
            #expect(await terminal.run { !$0.shows("Directed by") && $0.shows("1. Inception (2010)") })
            terminal.type([0x0D])
            #expect(await terminal.run { $0.shows("Directed by") && $0.occurrences(of: Self.kittyShowAgain) > 0 })
        }
        terminal.type(Array("q".utf8))
        let status = await terminal.waitForExit()
        let requests = server.receivedRequests.map(\.path).filter { $0.hasPrefix("/t/p/") }
        return Outcome(terminal: terminal, status: status, imageRequests: requests)
    }

    private static func log(at path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    private func expectClean(_ outcome: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 0, sourceLocation: sourceLocation)
        #expect(outcome.terminal.strayLines.isEmpty, "stray text: \(outcome.terminal.strayLines.prefix(3))", sourceLocation: sourceLocation)
    }

    private static func showsBlockCells(_ terminal: FakeTerminalProcess) -> Bool {
        terminal.screen.lines.contains { line in line.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value) }.count >= 10 }
    }

    @Test func aKittyTerminal_getsThePosterAsAKittyPicture_deletedOnTheWayOut() async throws {
        let outcome = try await run(.kitty) { $0.occurrences(of: Self.kittyTransmit) > 0 }
        expectClean(outcome)
        #expect(outcome.terminal.occurrences(of: Self.kittyTransmit) == 1, "sent once")
        #expect(outcome.terminal.occurrences(of: Self.sixelStart) == 0)
        #expect(!Self.showsBlockCells(outcome.terminal))
        #expect(outcome.terminal.occurrences(of: Self.kittyDeleteAll) >= 1, "the restore sequence deletes it")
        #expect(outcome.imageRequests.allSatisfy { $0.hasPrefix("/t/p/w342/") }, "\(outcome.imageRequests)")
    }

    @Test func aKittyPosterSeenAgain_isShownByItsIdWithoutSendingItAgain() async throws {
        let outcome = try await run(.kitty, reopen: true) { $0.occurrences(of: Self.kittyTransmit) > 0 }
        expectClean(outcome)
        #expect(outcome.terminal.occurrences(of: Self.kittyTransmit) == 1, "the data went once")
        #expect(outcome.terminal.occurrences(of: Self.kittyShowAgain) == 1)
        #expect(outcome.terminal.occurrences(of: Array("\u{1B}_Ga=d,d=i,".utf8)) >= 1, "its placement went with the screen")
    }

    @Test func aSixelTerminal_getsThePosterAsSixels() async throws {
        let outcome = try await run(.sixel) { $0.occurrences(of: Self.sixelStart) > 0 }
        expectClean(outcome)
        #expect(outcome.terminal.occurrences(of: Self.kittyTransmit) == 0)
    }

    @Test func aTerminalWithoutPixels_getsThePosterInBlockCells() async throws {
        let outcome = try await run(.attributesOnly) { Self.showsBlockCells($0) }
        expectClean(outcome)
        #expect(outcome.terminal.occurrences(of: Self.kittyTransmit) == 0)
        #expect(outcome.terminal.occurrences(of: Self.sixelStart) == 0)
    }

    @Test func imagesForcedToSixel_drawSixelsOnATerminalThatSaidNothing() async throws {
        let outcome = try await run(.silent, images: "sixel") { $0.occurrences(of: Self.sixelStart) > 0 }
        expectClean(outcome)
    }

    @Test func imagesNone_drawsNoPictureAndFetchesNone() async throws {
        let outcome = try await run(.kitty, images: "none") { _ in true }
        expectClean(outcome)
        #expect(outcome.terminal.occurrences(of: Self.kittyTransmit) == 0)
        #expect(!Self.showsBlockCells(outcome.terminal))
        #expect(outcome.imageRequests.isEmpty, "\(outcome.imageRequests)")
    }

    /// The palette after the terminal's answer (OSC 11): SGR colours sent
    /// once the batch went out. Headers are cyan (36) on dark, blue (34) on light.
    private func colours(after script: FakeTerminalProcess.Script, theme: String? = nil) async throws -> (before: String, after: String) {
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        let sandbox = try EndToEndSandbox()
        var extra = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "MOVIES_LOG": "debug"]
        if let theme { extra["MOVIES_THEME"] = theme }
        if script != .silent { extra["MOVIES_TERMINAL_TIMEOUT"] = "60000" }
        let stderrPath = sandbox.directory.appendingPathComponent("stderr.log").path
        let terminal = try FakeTerminalProcess(
            executable: binary.path, arguments: [], environment: sandbox.environment(extra),
            script: script, size: Size(width: 100, height: 30), pixels: nil, stderrPath: stderrPath
        )
        #expect(await terminal.run { $0.batchReadAt != nil && $0.shows("Trending today") })
        // The answer has been taken once the log says what was found; the
        // frames after it (the one the Esc below brings, at least) are in its palette.
        #expect(await terminal.run { _ in Self.log(at: stderrPath).contains("terminal capabilities") })
        terminal.type([0x1B])
        // q only once the Esc has been taken alone (together they would be Alt-q).
        #expect(await terminal.run { $0.shows("›  1. Trending today") })
        terminal.type(Array("q".utf8))
        #expect(await terminal.waitForExit() == 0)
        #expect(terminal.strayLines.isEmpty)
        let output = terminal.output
        let split = output.firstRange(of: TerminalCapabilityQuery.deviceAttributes)?.upperBound ?? output.endIndex
        return (String(decoding: output[..<split], as: UTF8.self), String(decoding: output[split...], as: UTF8.self))
    }

    @Test func aLightBackgroundAnswer_redrawsInTheLightPalette() async throws {
        let light = try await colours(after: .sixel)
        #expect(light.before.contains("36m"), "dark until the answer")
        #expect(light.after.contains("34m"))
        #expect(!light.after.contains("36m"))
    }

    @Test func aDarkAnswer_orAChosenTheme_keepsThePalette() async throws {
        let dark = try await colours(after: .kitty)
        #expect(!dark.after.contains("34m"))
        let chosen = try await colours(after: .sixel, theme: "dark")
        #expect(!chosen.after.contains("34m"), "MOVIES_THEME wins over the terminal")
    }
}
