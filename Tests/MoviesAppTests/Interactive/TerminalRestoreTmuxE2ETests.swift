import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every way out of the full-screen UI — `q`, Ctrl-C, real SIGTERM, SIGINT
/// and SIGHUP, and the signals of a crash — under a real terminal (tmux):
/// the exit status a shell sees, the tty modes left behind (`stty -a` from a
/// non-interactive `sh`, which, unlike an interactive bash, does not reset the
/// terminal after a job dies), and the bytes the program wrote (recorded with
/// `pipe-pane`): the alternate screen left and the cursor shown again.
@Suite(.enabled(if: TmuxSession.executable != nil && MoviesBinaryLocator.moviesBinary != nil, "needs tmux and the built movies binary"))
struct TerminalRestoreTmuxE2ETests {
    enum WayOut: CustomTestStringConvertible, Sendable {
        /// A key typed in the pane (a tmux `send-keys` name).
        case key(String)
        /// A signal sent to the process with kill(2).
        case signal(Int32, name: String)

        var testDescription: String {
            switch self {
            case .key(let key): return "key \(key)"
            case .signal(_, let name): return name
            }
        }
    }

    /// `movies search the` (embedded catalogue) under a non-interactive `sh`,
    /// which prints the exit status and the tty modes once it ends.
    private final class Run {
        let directory: URL
        let session: TmuxSession

        init() throws {
            let binary = try #require(MoviesBinaryLocator.moviesBinary)
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-restore-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Waits for `go`, so the recording starts before the first byte;
            // the inner `sh` writes its pid and becomes `movies`.
            let script = """
                ulimit -c 0
                while [ ! -e "$0/go" ]; do sleep 0.05; done
                MOVIES_CACHE_DIR="$0/cache" SWIFT_BACKTRACE=interactive=no sh -c 'echo $$ > "$0/pid"; exec "$1" search the' "$0" "$1"
                echo "EXIT=$?"
                stty -a
                echo STTY-END
                sleep 600
                """
            session = try TmuxSession(
                width: 100, height: 30,
                environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "HOME": directory.path, "LANG": "C.UTF-8"],
                program: ["/bin/sh", "-c", script, directory.path, binary.path]
            )
            try session.recordOutput(to: bytesFile)
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("go").path, contents: nil)
        }

        deinit {
            session.kill()
            try? FileManager.default.removeItem(at: directory)
        }

        var bytesFile: URL { directory.appendingPathComponent("output.bytes") }

        var recordedBytes: [UInt8] { (try? [UInt8](Data(contentsOf: bytesFile))) ?? [] }

        var pid: pid_t? {
            (try? String(contentsOf: directory.appendingPathComponent("pid"), encoding: .utf8))
                .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }

        /// What `sh` printed after `movies` ended: its exit status and `stty -a`.
        func waitForTheEnd() async throws -> (status: Int?, stty: Set<String>) {
            _ = try await session.waitUntil(timeout: .seconds(30)) { $0.contains("STTY-END") }
            let lines = try session.capture()
            let status = lines.first { $0.hasPrefix("EXIT=") }.flatMap { Int($0.dropFirst(5)) }
            let settings = lines.drop { !$0.hasPrefix("EXIT=") }.prefix { $0 != "STTY-END" }
            let words = settings.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == ";" }).map(String.init)
            return (status, Set(words))
        }
    }

    private static let enterAlternateScreen = Array("\u{1B}[?1049h".utf8)
    private static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)
    private static let showCursor = Array("\u{1B}[?25h".utf8)

    /// The bytes written after the program last entered the alternate screen.
    private func bytesAfterLastEntry(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard let start = bytes.lastRange(of: Self.enterAlternateScreen)?.upperBound else { return [] }
        return bytes[start...]
    }

    private func expectCookedTerminal(_ stty: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) {
        for mode in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "ixon", "iexten"] {
            #expect(stty.contains(mode), "\(mode) is off after the program ended", sourceLocation: sourceLocation)
        }
    }

    private func end(_ run: Run, by wayOut: WayOut) throws {
        switch wayOut {
        case .key(let key):
            try run.session.sendKeys(key)
        case .signal(let number, _):
            let pid = try #require(run.pid)
            #expect(kill(pid, number) == 0)
        }
    }

    @Test(arguments: [
        (WayOut.key("q"), 0),
        (WayOut.key("C-c"), 130),
        (WayOut.signal(SIGINT, name: "SIGINT"), 130),
        (WayOut.signal(SIGTERM, name: "SIGTERM"), 143),
        (WayOut.signal(SIGHUP, name: "SIGHUP"), 129),
    ])
    func aWayOut_endsWithItsStatusAndGivesTheTerminalBack(wayOut: WayOut, status: Int) async throws {
        // given
        let run = try Run()
        #expect(try await run.session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // when
        try end(run, by: wayOut)
        // then
        let end = try await run.waitForTheEnd()
        #expect(end.status == status)
        expectCookedTerminal(end.stty)
        let after = bytesAfterLastEntry(run.recordedBytes)
        let leftTheAlternateScreen = after.lastRange(of: Self.leaveAlternateScreen) != nil
        let showedTheCursor = after.lastRange(of: Self.showCursor) != nil
        #expect(leftTheAlternateScreen)
        #expect(showedTheCursor)
    }

    @Test(arguments: [
        (SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT"), (SIGILL, "SIGILL"), (SIGBUS, "SIGBUS"),
        (SIGFPE, "SIGFPE"), (SIGTRAP, "SIGTRAP"), (SIGQUIT, "SIGQUIT"),
    ])
    func aCrashSignal_givesTheTerminalBackBeforeSwiftsBacktraceAndEndsWith128PlusN(signal: Int32, name: String) async throws {
        // given
        let run = try Run()
        #expect(try await run.session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // when: the signal a crash raises, sent from outside (no crash on demand in the product)
        let pid = try #require(run.pid)
        #expect(kill(pid, signal) == 0)
        // then: the process died by the signal, as before
        let end = try await run.waitForTheEnd()
        #expect(end.status == 128 + Int(signal), "\(name)")
        expectCookedTerminal(end.stty)
        // then: the screen and cursor were given back, and only then did Swift's backtracer print
        let after = bytesAfterLastEntry(run.recordedBytes)
        let leave = after.firstRange(of: Self.leaveAlternateScreen)
        let leftTheAlternateScreen = leave != nil
        #expect(leftTheAlternateScreen)
        if let leave {
            let showedTheCursor = after[..<leave.lowerBound].lastRange(of: Self.showCursor) != nil
            let backtraceFollows = after[leave.upperBound...].firstRange(of: Array("Program crashed".utf8)) != nil
            #expect(showedTheCursor)
            #expect(backtraceFollows, "Swift's backtrace should print after the screen is restored")
        }
    }
}
