import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// A one-shot run does its Swift concurrency work on the main thread
/// (`CMainThreadJobs`, README "Performance"), so a cache hit starts no
/// thread. It must print, exit and store exactly what the same run does on
/// libdispatch's threads, which `MOVIES_JOBS_ON_MAIN_THREAD=0` brings back.
@Suite struct MainThreadJobsEndToEndTests {
    /// One-shot runs in the order a person might make them: each finds the
    /// cache the runs before it left (a cold search, fresh and `--offline`
    /// hits, JSON, another page, `--select`, details, failures).
    private static let runs: [[String]] = [
        ["search", "Inception"],
        ["search", "Inception"],
        ["search", "Inception", "--offline"],
        ["search", "Inception", "--json"],
        ["search", "the", "--page", "2"],
        ["search", "Matrix", "--select", "1"],
        ["details", "27205"],
        ["details", "27205", "--offline", "--verbose"],
        ["details", "27205", "--json", "--offline"],
        ["search", "never searched", "--offline"],
        ["search", "Inception", "--select", "99"],
        ["popular", "--refresh"],
        ["popular", "--offline", "--select", "2"],
        ["recent"],
    ]

    @Test func everyOneShotRun_printsExitsAndStoresAsItDoesOnLibdispatchsThreads() async throws {
        // given: two sandboxes, one run with the main thread's jobs and one without
        let server = try TMDBStubServer()
        let mainThread = try EndToEndSandbox()
        let dispatchThreads = try EndToEndSandbox()

        for arguments in Self.runs {
            // when
            let ours = try await mainThread.run(arguments, server: server)
            let theirs = try await dispatchThreads.run(
                arguments,
                environment: dispatchThreads.environment(server: server, ["MOVIES_JOBS_ON_MAIN_THREAD": "0"])
            )

            // then
            #expect(!ours.timedOut && !theirs.timedOut, "\(arguments)")
            #expect(ours.exitCode == theirs.exitCode, "\(arguments): \(ours.errorOutput.suffix(300))")
            #expect(Self.timeless(ours.output) == Self.timeless(theirs.output), "\(arguments)")
            #expect(Self.timeless(ours.errorOutput) == Self.timeless(theirs.errorOutput), "\(arguments)")
            #expect(try Self.cacheEffects(in: mainThread) == Self.cacheEffects(in: dispatchThreads), "\(arguments)")
        }
    }

    @Test(.enabled(if: strace != nil, "needs strace (apt-get install strace; `make deps` installs it)"))
    func aCacheHit_startsNoThread_andTheSameRunOnLibdispatchStartsSome() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["details", "27205"], server: server))

        // The stub's answers carry no freshness: only `--offline` is sure to be a hit.
        for arguments in [["search", "Inception", "--offline"], ["search", "Inception", "--offline", "--json"], ["details", "27205", "--offline"]] {
            // when
            let hit = try await Self.threadsStarted(by: arguments, in: sandbox, server: server)
            let onDispatch = try await Self.threadsStarted(
                by: arguments, in: sandbox, server: server, ["MOVIES_JOBS_ON_MAIN_THREAD": "0"]
            )

            // then: the trace sees threads when there are some, or the first count proves nothing
            #expect(hit == 0, "\(arguments) started \(hit) threads")
            #expect(onDispatch > 0, "\(arguments) on libdispatch started no thread")
        }
    }

    private static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// How many threads `movies arguments…` starts, counted by strace.
    private static func threadsStarted(
        by arguments: [String],
        in sandbox: EndToEndSandbox,
        server: TMDBStubServer,
        _ extra: [String: String] = [:]
    ) async throws -> Int {
        let trace = sandbox.directory.appendingPathComponent("threads-\(UUID().uuidString).txt")
        let result = try await MoviesProcess.run(
            ["-f", "-qq", "-e", "trace=clone,clone3", "-o", trace.path, try MoviesProcess.executableURL().path] + arguments,
            environment: sandbox.environment(server: server, extra),
            in: sandbox.directory,
            executable: URL(fileURLWithPath: strace ?? "strace")
        )
        #expect(result.exitCode == 0, "\(arguments): \(result.errorOutput.suffix(300))")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        return lines.filter { $0.contains("clone") && !$0.contains("= -") }.count
    }

    /// What the runs left in the cache: each entry's request, status, size,
    /// counted hits and validators, and the recent queries in order.
    private static func cacheEffects(in sandbox: EndToEndSandbox) throws -> [String] {
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3")
        guard FileManager.default.fileExists(atPath: database.path) else { return [] }
        return [
            try SQLiteShell.query(
                database,
                "SELECT key, status, body_bytes, hit_count, last_hit_at IS NULL, etag, max_age FROM responses ORDER BY key"
            ),
            try SQLiteShell.query(database, "SELECT text, year FROM recent_queries ORDER BY used_at DESC, id"),
        ]
    }

    /// `text` with its clock times (a cached page's "from 2026-11-29 13:42",
    /// JSON's "2026-11-29T14:08:21Z", a trace's milliseconds) left out: the
    /// two runs are moments apart.
    private static func timeless(_ text: String) -> String {
        text.replacing(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?Z?/, with: "<time>")
            .replacing(/\d+(\.\d+)? ?ms\b/, with: "<ms>")
    }
}
