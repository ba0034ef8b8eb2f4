import Foundation
import TextUI
import TextUITesting

/// Times the browsing of #13 in the release binary on a pseudo-terminal, with
/// every answer cached (`--offline` after a first pass fills the cache): from
/// a key to the frame that answers it, the home screen's first frame from
/// `exec`, and the peak memory of a 1,000-screen wander.
@MainActor
struct BrowsingFrameBenchmark {
    struct Results {
        let openList: Samples
        let openFilm: Samples
        let openPerson: Samples
        let back: Samples
        let escapeBack: Samples
        let homeFirstFrame: Samples
        let peakAfter100Screens: Double
        let peakAfter1000Screens: Double
    }

    let movies: String
    let directory: URL
    static let size = Size(width: 120, height: 40)

    private var environment: [String: String] {
        [
            "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": directory.path,
            "MOVIES_CACHE_DIR": directory.appendingPathComponent("cache").path,
            "MOVIES_DATA_DIR": directory.appendingPathComponent("data").path,
        ]
    }

    private func launch(offline: Bool) throws -> PseudoTerminalProcess {
        try PseudoTerminalProcess(
            executable: movies, arguments: ["home"] + (offline ? ["--offline"] : []), environment: environment, size: Self.size
        )
    }

    func run(iterations: Int) throws -> Results {
        // The first pass asks the embedded catalogue and fills the cache.
        _ = try browse(iterations: 1, offline: false)
        let (open, escape) = try browse(iterations: iterations, offline: true)
        return Results(
            openList: Samples(seconds: open.list), openFilm: Samples(seconds: open.film), openPerson: Samples(seconds: open.person),
            back: Samples(seconds: open.back), escapeBack: Samples(seconds: escape),
            homeFirstFrame: Samples(seconds: try homeFirstFrames(runs: 30)),
            peakAfter100Screens: 0, peakAfter1000Screens: 0
        ).withWander(try wander())
    }

    private struct OpenTimes {
        var list: [Double] = [], film: [Double] = [], person: [Double] = [], back: [Double] = []
    }

    /// Home → Trending today → its first film → its first cast member, and
    /// back with Backspace, `iterations` times; then Esc back a few times.
    private func browse(iterations: Int, offline: Bool) throws -> (OpenTimes, [Double]) {
        let app = try launch(offline: offline)
        defer { app.end() }
        try expect(app.waitUntil(timeout: .seconds(20), PseudoTerminalProcess.contains("Trending today")), "the home screen")
        app.type(Array("\u{1B}[B".utf8))  // ↓ leaves the field for the sections
        try expect(app.waitUntil(PseudoTerminalProcess.contains("›  1. Trending today")), "the sections")
        var times = OpenTimes()
        for _ in 0..<iterations {
            times.list.append(try timeKey("\r", on: app, until: header("Home › Trending today", body: "Dune: Part Two (2024)")))
            times.film.append(try timeKey("\r", on: app, until: header("Trending today › Dune: Part Two", body: "as Stilgar")))
            // A film opens with its first link (the first cast member) focused,
            // often in the very frame that showed the film.
            let focused = PseudoTerminalProcess.contains("› Javier Bardem")
            if !focused(app.screen) {
                try expect(app.waitUntil(focused), "the first cast link focused, on:\n" + app.screen.lines.joined(separator: "\n"))
            }
            times.person.append(try timeKey("\r", on: app, until: header("Dune: Part Two › Javier Bardem", body: "Films ·")))
            times.back.append(try timeKey("\u{7F}", on: app, until: headerEnds("Trending today › Dune: Part Two")))
            times.back.append(try timeKey("\u{7F}", on: app, until: headerEnds("Home › Trending today")))
            times.back.append(try timeKey("\u{7F}", on: app, until: { $0.lines.first?.contains("Trending") == false && $0.lines.contains { $0.contains("›  1. Trending today") } }))
        }
        var escapes: [Double] = []
        for _ in 0..<(offline ? 20 : 0) {
            _ = try timeKey("\r", on: app, until: header("Home › Trending today", body: "Dune: Part Two (2024)"))
            escapes.append(try timeKey("\u{1B}", on: app, until: { $0.lines.contains { $0.contains("›  1. Trending today") } }))
        }
        return (times, escapes)
    }

    /// The home screen's first full frame from `exec`: every section with its films.
    private func homeFirstFrames(runs: Int) throws -> [Double] {
        let clock = ContinuousClock()
        return try (0..<runs).map { _ in
            let start = clock.now
            let app = try launch(offline: true)
            defer { app.end() }
            let full: (VirtualScreen) -> Bool = { screen in
                let text = screen.lines.joined(separator: "\n")
                return text.contains("Dune: Part Two") && text.contains("Action, ") && text.contains("Top rated")
            }
            guard let arrived = app.waitUntil(timeout: .seconds(20), full) else { throw BenchmarkError("the home screen never drew its sections") }
            return Self.seconds(arrived - start)
        }
    }

    /// A wander of 1,000 screens (↓ and Enter: a film's first link, a
    /// person's first film, a list's second film, over and over), with the
    /// peak memory after 100 and after 1,000.
    private func wander() throws -> (Double, Double) {
        // Online (the embedded catalogue): the wander reaches films the first pass never cached.
        let app = try launch(offline: false)
        defer { app.end() }
        try expect(app.waitUntil(timeout: .seconds(20), PseudoTerminalProcess.contains("Trending today")), "the home screen")
        app.type(Array("\u{1B}[B".utf8))
        try expect(app.waitUntil(PseudoTerminalProcess.contains("›  1. Trending today")), "the sections")
        var peak100 = 0.0
        for screen in 1...1_000 {
            let before = app.screen.lines.first ?? ""
            app.type(Array((screen == 1 ? "\r" : "\u{1B}[B\r").utf8))
            try expect(app.waitUntil { ($0.lines.first ?? "") != before }, "screen \(screen) of the wander, on:\n" + app.screen.lines.joined(separator: "\n"))
            // Loaded, so that its links are there to follow: the status line
            // (second from the bottom) no longer says it is loading.
            let settled: (VirtualScreen) -> Bool = { shown in
                let status = shown.lines.dropLast().last ?? ""
                return !status.contains("Loading") && !status.trimmingCharacters(in: .whitespaces).isEmpty
            }
            if !settled(app.screen) { try expect(app.waitUntil(settled), "screen \(screen) to load") }
            app.waitUntilQuiet()
            if screen == 100 { peak100 = app.peakResidentKibibytes() ?? .nan }
        }
        return (peak100, app.peakResidentKibibytes() ?? .nan)
    }

    private func timeKey(_ key: String, on app: PseudoTerminalProcess, until condition: (VirtualScreen) -> Bool) throws -> Double {
        let sent = app.type(Array(key.utf8))
        guard let arrived = app.waitUntil(condition) else { throw BenchmarkError("no frame answered \(key.debugDescription)") }
        return Self.seconds(arrived - sent)
    }

    private func header(_ trail: String, body: String) -> (VirtualScreen) -> Bool {
        { screen in screen.lines.first?.contains(trail) == true && screen.lines.contains { $0.contains(body) } }
    }

    private func headerEnds(_ trail: String) -> (VirtualScreen) -> Bool {
        { screen in
            let header = (screen.lines.first ?? "").replacingOccurrences(of: "movies", with: "").trimmingCharacters(in: .whitespaces)
            return header.hasSuffix(trail)
        }
    }

    private func expect(_ arrived: ContinuousClock.Instant?, _ what: String) throws {
        if arrived == nil { throw BenchmarkError("timed out waiting for \(what)") }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}

extension BrowsingFrameBenchmark.Results {
    fileprivate func withWander(_ peaks: (Double, Double)) -> Self {
        Self(
            openList: openList, openFilm: openFilm, openPerson: openPerson, back: back, escapeBack: escapeBack,
            homeFirstFrame: homeFirstFrame, peakAfter100Screens: peaks.0, peakAfter1000Screens: peaks.1
        )
    }
}
