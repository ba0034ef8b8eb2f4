import Foundation
import Synchronization
import TestSupport
import Testing
@testable import MoviesApp
#if canImport(Glibc)
import Glibc
#endif

/// The one rule by which `movies open` and the UI's `o` start a browser:
/// `$BROWSER`'s commands then `xdg-open`, the first that starts gets the
/// address, and none is waited for.
@Suite struct BrowserLauncherTests {
    private static let address = "https://www.themoviedb.org/movie/27205"

    @Test func theCommandsAreBROWSERsInOrderThenXdgOpen_withTheAddressInPlaceOfPercentS() {
        let launcher = BrowserLauncher(browserVariable: "firefox --new-tab::w3m %s -dump:")
        #expect(launcher.commands(for: Self.address) == [
            ["firefox", "--new-tab", Self.address], ["w3m", Self.address, "-dump"], ["xdg-open", Self.address],
        ])
        #expect(BrowserLauncher(browserVariable: nil).commands(for: "a b") == [["xdg-open", "a b"]])
    }

    /// Scripts in a temporary directory, each recording its first argument.
    private final class Scripts {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-browser-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit {
            if let pid = recorded("pid").flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }), pid > 1 {
                kill(pid, SIGKILL)
            }
            try? FileManager.default.removeItem(at: directory)
        }

        /// A command that runs a script `name` recording its argument in
        /// `name.got`, then `rest`: `/bin/sh` reads it, for a file just
        /// written may be "text file busy" to exec while a concurrent test's
        /// fork still holds it open.
        func script(_ name: String, then rest: String = "") throws -> String {
            let file = directory.appendingPathComponent(name)
            let record = directory.appendingPathComponent("\(name).got").path
            try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" > '\(record)'\n\(rest)".utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
            return "/bin/sh \(file.path)"
        }

        func recorded(_ name: String) -> String? {
            try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aBrowserThatStaysOpen_isNotWaitedFor() async throws {
        // given
        let scripts = try Scripts()
        let browser = try scripts.script("browser", then: "echo $$ > '\(scripts.directory.path)/pid'\nexec sleep 1000\n")
        // when: on a thread of its own, so that a launcher that waited (1000 s)
        // fails the test rather than holding it
        let command = Mutex<String??>(nil)
        Thread.detachNewThread {
            let opened = BrowserLauncher(browserVariable: browser).open(Self.address)
            command.withLock { $0 = .some(opened) }
        }
        // then
        #expect(await Polling.waitUntil { command.withLock { $0 != nil } }, "open waited for the browser")
        #expect(command.withLock { $0 } == .some("/bin/sh"))
        #expect(await Polling.waitUntil { scripts.recorded("browser.got") == Self.address + "\n" })
        #expect(await Polling.waitUntil { scripts.recorded("pid")?.hasSuffix("\n") == true })
    }

    @Test func aBrowserThatExitsNonZero_keepsThePage_theNextCommandIsNotRun() async throws {
        // given
        let scripts = try Scripts()
        let failing = try scripts.script("failing", then: "exit 3\n")
        let next = try scripts.script("next")
        // when
        let command = BrowserLauncher(browserVariable: "\(failing):\(next)").open(Self.address)
        // then
        #expect(command == "/bin/sh")
        #expect(await Polling.waitUntil { scripts.recorded("failing.got") == Self.address + "\n" })
        #expect(scripts.recorded("next.got") == nil)
    }

    @Test func aCommandThatCannotStart_passesTheAddressToTheNext() async throws {
        // given
        let scripts = try Scripts()
        let next = try scripts.script("next")
        // when
        let command = BrowserLauncher(browserVariable: "\(scripts.directory.path)/missing:\(next)").open(Self.address)
        // then
        #expect(command == "/bin/sh")
        #expect(await Polling.waitUntil { scripts.recorded("next.got") == Self.address + "\n" })
    }
}
