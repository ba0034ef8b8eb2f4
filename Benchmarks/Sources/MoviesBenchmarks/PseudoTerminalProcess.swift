import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TextUI
import TextUITesting

/// A program run on a real pseudo-terminal, as a terminal emulator runs it:
/// keys are typed into the controller side, and what the program writes is
/// played on a `VirtualScreen`, so a benchmark can time a key until the frame
/// that answers it has arrived.
@MainActor
final class PseudoTerminalProcess {
    private let controller: Int32
    private let pid: pid_t
    private(set) var screen: VirtualScreen
    private let clock = ContinuousClock()

    init(executable: String, arguments: [String], environment: [String: String], size: Size) throws {
        var controller: Int32 = -1
        var subordinate: Int32 = -1
        guard openpty(&controller, &subordinate, nil, nil, nil) == 0 else { throw BenchmarkError("openpty failed") }
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, subordinate, descriptor) }
        posix_spawn_file_actions_addclose(&actions, controller)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(subordinate)
        guard status == 0 else {
            close(controller)
            throw BenchmarkError("could not start \(executable): \(String(cString: strerror(status)))")
        }
        self.controller = controller
        self.pid = pid
        self.screen = VirtualScreen(size: size)
    }

    deinit {
        close(controller)
    }

    /// Types `bytes` and returns the moment they were written.
    @discardableResult
    func type(_ bytes: [UInt8]) -> ContinuousClock.Instant {
        let now = clock.now
        bytes.withUnsafeBytes { _ = write(controller, $0.baseAddress, $0.count) }
        return now
    }

    /// Reads what the program writes until `condition` holds on the screen;
    /// returns when the bytes that made it hold were read, or `nil` after `timeout`.
    func waitUntil(timeout: Duration = .seconds(10), _ condition: (VirtualScreen) -> Bool) -> ContinuousClock.Instant? {
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now < deadline {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            let arrived = clock.now
            guard count > 0 else { return nil }
            screen.feed(Array(buffer[0..<count]))
            if condition(screen) { return arrived }
        }
        return nil
    }

    /// Reads until the program has written nothing for `quiet` (its screen
    /// has settled), or `timeout` passes.
    func waitUntilQuiet(_ quiet: Duration = .milliseconds(60), timeout: Duration = .seconds(10)) {
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let milliseconds = Int32(quiet.components.seconds * 1000 + quiet.components.attoseconds / 1_000_000_000_000_000)
        while clock.now < deadline {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, milliseconds) > 0 else { return }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            screen.feed(Array(buffer[0..<count]))
        }
    }

    /// Whether any line of the screen contains `text`.
    static func contains(_ text: String) -> (VirtualScreen) -> Bool {
        { screen in screen.lines.contains { $0.contains(text) } }
    }

    /// The program's peak resident set so far (`VmHWM`), in KiB.
    func peakResidentKibibytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
    }

    /// Ends the program (`q`, then SIGKILL if it does not go) and reaps it.
    func end() {
        type(Array("q".utf8))
        var status: Int32 = 0
        for _ in 0..<200 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(10_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }
}
