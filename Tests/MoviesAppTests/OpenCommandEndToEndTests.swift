import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `movies open` with the built binary: the browser is started detached and
/// never waited for, so one that stays in the foreground does not hold the
/// command, and one that exits non-zero after taking the page does not send
/// it to `xdg-open` a second time.
@Suite struct OpenCommandEndToEndTests {
    private static let address = "https://www.themoviedb.org/movie/27205"

    /// A sandbox with `bin/` holding `browser` (the given script body after a
    /// line that records its argument) and an `xdg-open` that records being run.
    /// `$BROWSER` is `/bin/sh bin/browser`: a script this process has just
    /// written can be "text file busy" to exec while a concurrent test's fork
    /// still holds it open, but never to read.
    private struct Browsers {
        let sandbox: EndToEndSandbox
        var bin: URL { sandbox.directory.appendingPathComponent("bin") }
        var browserRecord: URL { sandbox.directory.appendingPathComponent("browser-got") }
        var xdgRecord: URL { sandbox.directory.appendingPathComponent("xdg-open-got") }
        var browserPID: URL { sandbox.directory.appendingPathComponent("browser-pid") }

        init(browserThen rest: String) throws {
            sandbox = try EndToEndSandbox()
            try FileManager.default.createDirectory(at: sandbox.directory.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try write("printf '%s\\n' \"$1\" > '\(browserRecord.path)'\necho $$ > '\(browserPID.path)'\n\(rest)", as: "browser")
            try write("printf '%s\\n' \"$1\" >> '\(xdgRecord.path)'\n", as: "xdg-open")
        }

        private func write(_ body: String, as name: String) throws {
            let file = bin.appendingPathComponent(name)
            try Data("#!/bin/sh\n\(body)".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }

        func open() async throws -> MoviesProcessResult {
            let environment = sandbox.environment(["BROWSER": "/bin/sh \(bin.appendingPathComponent("browser").path)", "PATH": "\(bin.path):/usr/bin:/bin"])
            // Bounded well below the browser's 1000 s, well above any busy machine's start-up.
            return try await sandbox.run(["open", "27205"], environment: environment, timeout: 300)
        }

        func recorded(_ file: URL) -> String? { try? String(contentsOf: file, encoding: .utf8) }

        /// Ends the browser if it still runs (it started in a process group of its own).
        func endBrowser() {
            guard let text = recorded(browserPID), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 else { return }
            kill(pid, SIGKILL)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aBrowserThatStaysInTheForeground_doesNotHoldTheCommand() async throws {
        // given: a browser that takes the page and stays for 1000 s
        let browsers = try Browsers(browserThen: "exec sleep 1000\n")
        defer { browsers.endBrowser() }
        // when
        let result = try await browsers.open()
        // then: the command returned by itself, and the browser got the address
        #expect(!result.timedOut, "movies open waited for the browser")
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        #expect(result.output == "Opened \(Self.address) with /bin/sh.\n")
        #expect(await Polling.waitUntil { browsers.recorded(browsers.browserRecord) == Self.address + "\n" })
        #expect(await Polling.waitUntil { browsers.recorded(browsers.browserPID) != nil })
    }

    @Test func aBrowserThatExitsNonZeroAfterTakingThePage_isNotFollowedByXdgOpen() async throws {
        // given: a browser that takes the page and exits 3
        let browsers = try Browsers(browserThen: "exit 3\n")
        // when
        let result = try await browsers.open()
        // then
        #expect(result.exitCode == 0, "\(result.errorOutput)")
        #expect(result.output == "Opened \(Self.address) with /bin/sh.\n")
        #expect(await Polling.waitUntil { browsers.recorded(browsers.browserRecord) == Self.address + "\n" })
        // A launcher that judged the browser by its exit status ran xdg-open
        // before the command returned; this one never starts it.
        #expect(browsers.recorded(browsers.xdgRecord) == nil, "xdg-open was run too")
    }
}
