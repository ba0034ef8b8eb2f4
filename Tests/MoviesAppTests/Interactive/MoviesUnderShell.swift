import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built `movies` run in a tmux pane by a non-interactive `sh`, which
/// prints the exit status and `stty -a` once it ends — an interactive bash
/// would reset the terminal after a job dies and hide what the program left.
/// Every byte the program writes is recorded (`pipe-pane`) from the first one.
final class MoviesUnderShell {
    let directory: URL
    let session: TmuxSession

    /// - Parameters:
    ///   - arguments: The arguments to `movies` (the embedded catalogue
    ///     answers unless `environment` names a server).
    ///   - term: `TERM` for the pane; `nil` leaves it unset.
    ///   - environment: More variables for the pane (`TMDB_BASE_URL`, a key).
    init(arguments: [String], term: String? = "xterm-256color", environment extra: [String: String] = [:]) async throws {
        let binary = try #require(MoviesBinaryLocator.moviesBinary)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-sh-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Waits for `go`, so the recording starts before the first byte; the
        // inner `sh` writes its pid and becomes `movies`.
        let script = """
            ulimit -c 0
            dir=$1; shift
            while [ ! -e "$dir/go" ]; do sleep 0.05; done
            MOVIES_CACHE_DIR="$dir/cache" SWIFT_BACKTRACE=interactive=no sh -c 'd=$1; shift; echo $$ > "$d/pid"; exec "$@"' sh "$dir" "$@"
            echo "EXIT=$?"
            stty -a
            echo STTY-END
            sleep 600
            """
        var environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8"]
        environment["TERM"] = term
        environment.merge(extra) { _, new in new }
        session = try TmuxSession(
            width: 100, height: 30,
            environment: environment,
            program: ["/bin/sh", "-c", script, "sh", directory.path, binary.path] + arguments
        )
        try await session.recordOutput(to: bytesFile)
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("go").path, contents: nil)
    }

    deinit {
        session.kill()
        try? FileManager.default.removeItem(at: directory)
    }

    private var bytesFile: URL { directory.appendingPathComponent("output.bytes") }

    /// Everything the program (and then `sh`) wrote so far.
    var recordedBytes: [UInt8] { (try? [UInt8](Data(contentsOf: bytesFile))) ?? [] }

    /// The process id of `movies`, once it started.
    var pid: pid_t? {
        (try? String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8))
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// What `sh` printed after `movies` ended: its exit status and the words of `stty -a`.
    /// The screen as text, a line per row (empty when tmux cannot be asked).
    func screenText() async -> String {
        (try? await session.capture())?.joined(separator: "\n") ?? ""
    }

    /// Waits for the screen to hold `text`; `false` when it never does within the polling bound.
    func waitUntilScreen(contains text: String) async -> Bool {
        await Polling.waitUntil(every: .milliseconds(50), asking: { await self.screenText().contains(text) })
    }

    /// Waits for the screen to hold `text`, expects that it did (naming the
    /// screen when not), and returns the screen.
    @discardableResult
    func expectScreen(contains text: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        let shown = await waitUntilScreen(contains: text)
        let screen = await screenText()
        #expect(shown, "\(screen)", sourceLocation: sourceLocation)
        return screen
    }

    func waitForTheEnd() async throws -> (status: Int?, stty: Set<String>) {
        _ = try await session.waitUntil { $0.contains("STTY-END") }
        let lines = try await session.capture()
        let status = lines.first { $0.hasPrefix("EXIT=") }.flatMap { Int($0.dropFirst(5)) }
        let settings = lines.drop { !$0.hasPrefix("EXIT=") }.prefix { $0 != "STTY-END" }
        let words = settings.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == ";" }).map(String.init)
        return (status, Set(words))
    }

    /// Expects the tty to be back in the modes a shell uses (canonical input, echo, signals, output processing).
    static func expectCookedTerminal(_ stty: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) {
        for mode in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "ixon", "iexten"] {
            #expect(stty.contains(mode), "\(mode) is off after the program ended", sourceLocation: sourceLocation)
        }
    }
}
