import Foundation
import TextUI
import TextUITesting

/// Times a film's details with every part of the one details request
/// (where to watch, the trailer, keywords, reviews; issue #23) in the release
/// binary on a pseudo-terminal, against the benchmark's TMDB stub with every
/// answer cached (`--offline` after a first pass): from Enter on the search
/// row to the frame showing the details down to JustWatch's line, and from
/// `v` to the frame listing the videos.
@MainActor
struct DetailsFactsFrameBenchmark {
    struct Results {
        let openDetails: Samples
        let openVideos: Samples
    }

    let movies: String
    /// The stub's address (`TMDB_BASE_URL`).
    let baseURL: String
    let directory: URL
    static let size = Size(width: 120, height: 40)

    private static let detailsShown = PseudoTerminalProcess.contains("Where to watch data by JustWatch")
    private static let videosShown = PseudoTerminalProcess.contains("Trailer: Stub official trailer")
    private static let listShown: (VirtualScreen) -> Bool = { screen in
        screen.lines.contains { $0.contains("Inception (2010)") } && !screen.lines.contains { $0.contains("Where to watch") }
    }

    private func launch(offline: Bool) throws -> PseudoTerminalProcess {
        let environment = [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": directory.path,
            "MOVIES_CACHE_DIR": directory.appendingPathComponent("cache").path,
            "MOVIES_DATA_DIR": directory.appendingPathComponent("data").path,
            "TMDB_BASE_URL": baseURL, "MOVIES_IMAGES": "none",
        ]
        return try PseudoTerminalProcess(
            executable: movies, arguments: ["search", "Inception"] + (offline ? ["--offline"] : []), environment: environment, size: Self.size
        )
    }

    func run(iterations: Int) throws -> Results {
        // The first pass asks the stub and fills the cache.
        _ = try open(iterations: 1, offline: false)
        let (details, videos) = try open(iterations: iterations, offline: true)
        return Results(openDetails: Samples(seconds: details), openVideos: Samples(seconds: videos))
    }

    /// Enter on the first film, `v`, and back twice with Backspace, `iterations` times.
    private func open(iterations: Int, offline: Bool) throws -> ([Double], [Double]) {
        let app = try launch(offline: offline)
        defer { app.end() }
        try expect(app.waitUntil(timeout: .seconds(20), Self.listShown), "the search list")
        app.waitUntilQuiet()
        var details: [Double] = [], videos: [Double] = []
        for _ in 0..<iterations {
            details.append(try timeKey("\r", on: app, until: Self.detailsShown))
            videos.append(try timeKey("v", on: app, until: Self.videosShown))
            _ = try timeKey("\u{7F}", on: app, until: Self.detailsShown)
            _ = try timeKey("\u{7F}", on: app, until: Self.listShown)
        }
        return (details, videos)
    }

    private func timeKey(_ key: String, on app: PseudoTerminalProcess, until condition: (VirtualScreen) -> Bool) throws -> Double {
        let sent = app.type(Array(key.utf8))
        guard let arrived = app.waitUntil(timeout: .seconds(20), condition) else {
            throw BenchmarkError("no frame answered \(key.debugDescription), on:\n" + app.screen.lines.joined(separator: "\n"))
        }
        let elapsed = arrived - sent
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    private func expect(_ arrived: ContinuousClock.Instant?, _ what: String) throws {
        if arrived == nil { throw BenchmarkError("timed out waiting for \(what)") }
    }
}
