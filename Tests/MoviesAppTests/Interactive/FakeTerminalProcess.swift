import Foundation
import TextUI
import TextUITesting
#if canImport(Glibc)
import Glibc
#endif

/// The built `movies` run on a pseudo-terminal whose other side this test
/// process plays: a fake terminal emulator that shows what the program writes
/// on a `VirtualScreen` (checking every frame for stray text) and answers the
/// capability queries as its `script` says, when it reads them.
final class FakeTerminalProcess {
    /// How the fake terminal answers the batch of `TerminalCapabilityQuery`.
    enum Script: String, CaseIterable, Sendable {
        /// As kitty: graphics OK, XTVERSION, cell size, a dark background, DA1.
        case kitty
        /// As xterm with sixel: XTVERSION, a light background (BEL-ended), DA1 with 4.
        case sixel
        /// Only the primary device attributes, as every terminal sends.
        case attributesOnly
        /// Nothing at all: only the budget can end the wait.
        case silent
        /// As tmux answers inside tmux without passthrough: its own version and DA1.
        case tmux

        /// The replies, cut in two writes where a real terminal's might be.
        var replies: [[UInt8]] {
            switch self {
            case .kitty:
                return [
                    Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;".utf8),
                    Array("20;10t\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62;c".utf8),
                ]
            case .sixel:
                return [Array("\u{1B}P>|XTerm(388)\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?63;1;2;4;6;9;15;16;17;18;21;22;28c".utf8)]
            case .attributesOnly:
                return [Array("\u{1B}[?62;22c".utf8)]
            case .silent:
                return []
            case .tmux:
                return [Array("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2;4c".utf8)]
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let script: Script
    private let controller: Int32
    private let pid: pid_t
    private let clock = ContinuousClock()
    private(set) var screen: VirtualScreen
    /// Every byte the program wrote.
    private(set) var output: [UInt8] = []
    /// Lines seen on any frame that held text of a query or a reply.
    private(set) var strayLines: [String] = []
    /// When the batch had been read, and the answers written.
    private(set) var batchReadAt: ContinuousClock.Instant?
    private var exitStatus: Int32?

    /// Text that only a shown query or an echoed reply would put on screen.
    static let strayMarkers = ["Gi=", "AAAA", "rgb:", ">|", "11;?", "[?6", "kitty(", "XTerm(", "tmux 3", "6;20", "Ptmux", "16t", ">0q"]

    /// - Parameter screenSize: The size of the screen that shows what the
    ///   program writes, when not the window's (a window of 65535×65535
    ///   cells is shown in its top-left part).
    init(
        executable: String, arguments: [String], environment: [String: String], script: Script, size: Size, pixels: Size?,
        screenSize: Size? = nil, stderrPath: String
    ) throws {
        self.script = script
        var controller: Int32 = -1
        var subordinate: Int32 = -1
        guard openpty(&controller, &subordinate, nil, nil, nil) == 0 else { throw Failure(description: "openpty failed") }
        var window = winsize(
            ws_row: UInt16(size.height), ws_col: UInt16(size.width),
            ws_xpixel: UInt16(pixels?.width ?? 0), ws_ypixel: UInt16(pixels?.height ?? 0)
        )
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, subordinate, 0)
        posix_spawn_file_actions_adddup2(&actions, subordinate, 1)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addclose(&actions, controller)
        posix_spawn_file_actions_addclose(&actions, subordinate)
        // A clean signal mask and default handlers, whatever the test thread has.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        CleanSpawnAttributes.apply(to: &attributes)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(subordinate)
        guard status == 0 else {
            close(controller)
            throw Failure(description: "could not start \(executable): \(String(cString: strerror(status)))")
        }
        self.controller = controller
        self.pid = pid
        screen = VirtualScreen(size: screenSize ?? size)
    }

    /// Gives the window a new size, as a terminal does when it is resized:
    /// the screen's, the tty's, then SIGWINCH (the program is not in the
    /// pty's session, so the kernel would not send it).
    /// - Parameter screenSize: As for `init`.
    func resize(to size: Size, pixels: Size? = nil, screenSize: Size? = nil) {
        screen.resize(to: screenSize ?? size)
        var window = winsize(
            ws_row: UInt16(size.height), ws_col: UInt16(size.width),
            ws_xpixel: UInt16(pixels?.width ?? 0), ws_ypixel: UInt16(pixels?.height ?? 0)
        )
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
        kill(pid, SIGWINCH)
    }

    /// The program's peak resident memory so far, in KiB (`VmHWM`), while it runs.
    var peakResidentKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(controller)
    }

    /// Plays the terminal until `condition` holds or `timeout` passes.
    @discardableResult
    func run(for timeout: Duration, until condition: (FakeTerminalProcess) -> Bool = { _ in false }) -> Bool {
        let deadline = clock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while clock.now < deadline {
            if condition(self) { return true }
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 5) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return condition(self) }
            take(Array(buffer[0..<count]))
        }
        return condition(self)
    }

    /// Shows `bytes`, and answers the batch once its last query has been read.
    private func take(_ bytes: [UInt8]) {
        output += bytes
        screen.feed(bytes)
        let stray = screen.lines.filter { line in Self.strayMarkers.contains { line.contains($0) } }
        strayLines += stray
        guard batchReadAt == nil, output.firstRange(of: TerminalCapabilityQuery.deviceAttributes) != nil else { return }
        batchReadAt = clock.now
        for reply in script.replies {
            type(reply)
        }
    }

    func type(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(controller, $0.baseAddress, $0.count) }
    }

    /// Whether any line of the screen contains `text`.
    func shows(_ text: String) -> Bool {
        screen.lines.contains { $0.contains(text) }
    }

    /// How many times `needle` occurs in what the program wrote.
    func occurrences(of needle: [UInt8]) -> Int {
        var count = 0
        var searchRange = output[...]
        while let range = searchRange.firstRange(of: needle) {
            count += 1
            searchRange = searchRange[range.upperBound...]
        }
        return count
    }

    /// Reads until the program has ended, for at most `timeout`; its exit status.
    func waitForExit(timeout: Duration = .seconds(10)) -> Int32? {
        let deadline = clock.now + timeout
        while clock.now < deadline {
            run(for: .milliseconds(20))
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                run(for: .milliseconds(20))
                return exitStatus
            }
        }
        return nil
    }
}
