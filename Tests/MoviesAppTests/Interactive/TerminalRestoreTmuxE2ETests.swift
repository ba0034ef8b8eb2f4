import Foundation
import TestSupport
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

    private static let enterAlternateScreen = Array("\u{1B}[?1049h".utf8)
    private static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)
    private static let showCursor = Array("\u{1B}[?25h".utf8)

    /// The bytes written after the program last entered the alternate screen.
    private func bytesAfterLastEntry(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard let start = bytes.lastRange(of: Self.enterAlternateScreen)?.upperBound else { return [] }
        return bytes[start...]
    }

    private func end(_ run: MoviesUnderShell, by wayOut: WayOut) async throws {
        switch wayOut {
        case .key(let key):
            try await run.session.sendKeys(key)
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
        let run = try await MoviesUnderShell(arguments: ["search", "the"])
        #expect(try await run.session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // when
        try await end(run, by: wayOut)
        // then
        let end = try await run.waitForTheEnd()
        #expect(end.status == status)
        MoviesUnderShell.expectCookedTerminal(end.stty)
        // tmux writes what it recorded a little after the shell saw the exit:
        // under load, give the file a moment to catch up.
        _ = await Polling.waitUntil(every: .milliseconds(50)) {
            bytesAfterLastEntry(run.recordedBytes).lastRange(of: Self.showCursor) != nil
        }
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
        let run = try await MoviesUnderShell(arguments: ["search", "the"])
        #expect(try await run.session.waitUntilScreenContains("1. The Dark Knight (2008)"))
        // when: the signal a crash raises, sent from outside (no crash on demand in the product)
        let pid = try #require(run.pid)
        #expect(kill(pid, signal) == 0)
        // then: the process died by the signal, as before
        let end = try await run.waitForTheEnd()
        #expect(end.status == 128 + Int(signal), "\(name)")
        _ = await Polling.waitUntil(every: .milliseconds(50)) {
            bytesAfterLastEntry(run.recordedBytes).firstRange(of: Self.leaveAlternateScreen) != nil
        }
        MoviesUnderShell.expectCookedTerminal(end.stty)
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
