import Foundation
import JPEGTestSupport
import Testing
import TestSupport
import TextUI
import TextUITesting
import TMDBStubServer

/// The built binary on a pseudo-terminal that reports sizes no window has:
/// 65535×65535 cells at start or after a resize, and 65535×65535 pixels. What
/// is allocated is bounded by what can be shown (`ScreenBuffer.maximumSize`,
/// a plausible cell size), so the UI draws, answers keys and quits cleanly.
@Suite(.enabled(if: MoviesBinaryLocator.moviesBinary != nil, "needs the built movies binary"))
struct HugeWindowFakeTerminalE2ETests {
    private static let huge = Size(width: 65_535, height: 65_535)
    /// Peak resident memory the UI stays under whatever the window (it is
    /// about 40 MiB at 1000×500 cells; 137 GB was asked for before the bound).
    private static let memoryCeilingKiB = 512 * 1_024

    private func start(
        _ arguments: [String], size: Size, pixels: Size? = nil, script: FakeTerminalProcess.Script = .attributesOnly,
        environment: [String: String] = [:], sandbox: EndToEndSandbox
    ) throws -> FakeTerminalProcess {
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        let base = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no"]
        return try FakeTerminalProcess(
            executable: binary.path, arguments: arguments, environment: sandbox.environment(base.merging(environment) { _, new in new }),
            script: script, size: size, pixels: pixels, screenSize: ScreenBuffer.drawableSize(of: size),
            stderrPath: sandbox.directory.appendingPathComponent("stderr.log").path
        )
    }

    /// Esc leaves the search field home opens with; `q` quits (once the Esc
    /// has been taken alone: together they would be Alt-q).
    private func quit(_ terminal: FakeTerminalProcess) async -> Int32? {
        terminal.type([0x1B])
        _ = await terminal.run { $0.shows("›  1. Trending today") }
        terminal.type(Array("q".utf8))
        return await terminal.waitForExit()
    }

    @Test func aWindowOf65535By65535Cells_isDrawnInItsTopLeftPart_andQuitsCleanly() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let terminal = try start([], size: Self.huge, sandbox: sandbox)
        // when
        let drawn = await terminal.run { $0.shows("Trending today") }
        let peak = terminal.peakResidentKiB
        // then
        #expect(drawn, "\(terminal.screen.lines.prefix(4))")
        #expect((peak ?? .max) < Self.memoryCeilingKiB, "peak RSS \(peak ?? -1) KiB")
        #expect(await quit(terminal) == 0)
    }

    @Test func aResizeTo65535By65535WhileRunning_isDrawnAndQuitsCleanly() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let terminal = try start([], size: Size(width: 100, height: 30), sandbox: sandbox)
        #expect(await terminal.run { $0.shows("Trending today") })
        // when: the window grows to the largest size a tty can report
        terminal.resize(to: Self.huge, screenSize: ScreenBuffer.maximumSize)
        let bytesBefore = terminal.output.count
        // A full frame follows a resize: more than the 100 columns held.
        let redrawn = await terminal.run { $0.output.count > bytesBefore + 2_000 && $0.shows("Trending today") }
        let peak = terminal.peakResidentKiB
        // then
        #expect(redrawn)
        #expect((peak ?? .max) < Self.memoryCeilingKiB, "peak RSS \(peak ?? -1) KiB")
        #expect(await quit(terminal) == 0)
    }

    @Test func aWindowOf65535Pixels_doesNotScaleThePosterToThem() async throws {
        // given: a sixel terminal whose tty says 65535×65535 pixels (655×2184 a cell)
        let apiKey = "e2e-huge-pixels-key"
        let jpeg = try TestJPEG.gradient(width: 120, height: 180)
        let server = try TMDBStubServer(expectations: TMDBStubServer.Expectations(credential: apiKey))
        defer { server.stop() }
        server.override { request in
            if request.path.hasSuffix("/search/movie") {
                return .json("""
                    {"page":1,"total_pages":1,"total_results":1,"results":[{"id":27205,"title":"Inception",\
                    "original_title":"Inception","original_language":"en","overview":"Dreams.","release_date":"2010-07-15",\
                    "poster_path":"/huge.jpg","vote_average":8.4,"vote_count":36000,"genre_ids":[28]}]}
                    """)
            }
            if request.path.hasSuffix("/huge.jpg") { return StubHTTPResponse(headers: ["Content-Type": "image/jpeg"], body: jpeg) }
            return nil
        }
        let sandbox = try EndToEndSandbox()
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        // The sixel answer, not a busy machine's clock, ends the wait for it.
        let environment = sandbox.environment(server: server, apiKey: apiKey, [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no", "TMDB_IMAGE_BASE_URL": server.baseURL.absoluteString,
            "MOVIES_LOG": "debug", "MOVIES_TERMINAL_TIMEOUT": "60000",
        ])
        let stderrPath = sandbox.directory.appendingPathComponent("stderr.log").path
        let terminal = try FakeTerminalProcess(
            executable: binary.path, arguments: ["search", "inception"], environment: environment, script: .sixel,
            size: Size(width: 100, height: 30), pixels: Self.huge, stderrPath: stderrPath
        )
        #expect(await terminal.run { $0.shows("1. Inception (2010)") })
        // The way of drawing is settled once the log says what the terminal can do.
        #expect(await terminal.run { _ in ((try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "").contains("terminal capabilities") })
        // when
        terminal.type([0x0D])
        let sixelStart = Array("\u{1B}Pq\"1;1;".utf8)
        let shown = await terminal.run { $0.shows("Directed by") && $0.occurrences(of: sixelStart) > 0 }
        // then: drawn for the usual 10×20 cell, not 655×2184
        #expect(shown, "\(terminal.screen.lines.prefix(6))")
        let raster = Self.sixelRaster(in: terminal.output)
        #expect(raster.map { $0.width <= 100 * 10 && $0.height <= 30 * 20 } == true, "\(String(describing: raster))")
        terminal.type(Array("q".utf8))
        #expect(await terminal.waitForExit() == 0)
    }

    /// The width and height of the first sixel's raster attributes (`" 1 ; 1 ; W ; H`).
    private static func sixelRaster(in output: [UInt8]) -> (width: Int, height: Int)? {
        guard let start = output.firstRange(of: Array("\u{1B}Pq\"1;1;".utf8))?.upperBound else { return nil }
        let numbers = output[start...].prefix { $0 == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            .split(separator: UInt8(ascii: ";")).compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        return numbers.count >= 2 ? (numbers[0], numbers[1]) : nil
    }
}
