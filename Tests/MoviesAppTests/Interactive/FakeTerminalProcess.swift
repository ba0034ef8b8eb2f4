import Foundation
import Synchronization
import TestSupport
import TextUI
import TextUITesting
#if canImport(Glibc)
import Glibc
#endif

/// The built `movies` run on a pseudo-terminal whose other side this test
/// process plays: a fake terminal emulator that shows what the program writes
/// on a `VirtualScreen` (checking every frame for stray text) and answers the
/// capability queries as its `script` says, when it reads them.
///
/// A thread of its own reads the program's output as it comes, as a real
/// terminal would: the program never waits on the test's scheduling (a test
/// task can wait a minute for a cooperative thread on a busy machine, and a
/// program whose writes nobody reads blocks, answers and timers included).
/// `@unchecked Sendable`: what the thread shares is guarded by `state`.
final class FakeTerminalProcess: @unchecked Sendable {
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
    private let state: Mutex<Played>
    private let readerEnded = DispatchSemaphore(value: 0)
    private let stopReading = Atomic<Bool>(false)
    private let exitStatus = Mutex<Int32?>(nil)

    /// What the terminal has shown and read so far.
    private struct Played {
        var screen: VirtualScreen
        var output: [UInt8] = []
        var strayLines: [String] = []
        var batchReadAt: ContinuousClock.Instant?
    }

    var screen: VirtualScreen { state.withLock { $0.screen } }
    /// Every byte the program wrote.
    var output: [UInt8] { state.withLock { $0.output } }
    /// Lines seen on any frame that held text of a query or a reply.
    var strayLines: [String] { state.withLock { $0.strayLines } }
    /// When the batch had been read, and the answers written.
    var batchReadAt: ContinuousClock.Instant? { state.withLock { $0.batchReadAt } }

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
        CleanSpawnAttributes.closeInheritedDescriptors(in: &actions, closedAlready: [controller, subordinate])
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
        state = Mutex(Played(screen: VirtualScreen(size: screenSize ?? size)))
        // Not a strong reference: the reader runs until the program has gone,
        // so one would keep this object (and a program that never ends, such as
        // one stopped by a stray Ctrl-Z) alive for good, and `deinit` would never
        // kill it. `deinit` waits for the reader to end before anything it
        // touches is freed, which is what makes the unchecked reference safe.
        Thread.detachNewThread { [unowned(unsafe) self] in readUntilTheEnd() }
    }

    /// Gives the window a new size, as a terminal does when it is resized:
    /// the screen's, the tty's, then SIGWINCH (the program is not in the
    /// pty's session, so the kernel would not send it).
    /// - Parameter screenSize: As for `init`.
    func resize(to size: Size, pixels: Size? = nil, screenSize: Size? = nil) {
        state.withLock { $0.screen.resize(to: screenSize ?? size) }
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
        if exitStatus.withLock({ $0 }) == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        stopReading.store(true, ordering: .relaxed)
        readerEnded.wait()
        close(controller)
    }

    /// The reader thread: shows what the program writes until it has gone
    /// (the other side closed) or the test is over.
    private func readUntilTheEnd() {
        defer { readerEnded.signal() }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !stopReading.load(ordering: .relaxed) {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            if count > 0 {
                take(Array(buffer[0..<count]))
            } else if count == 0 || errno != EINTR {
                return
            }
        }
    }

    /// Waits until `condition` holds or `timeout` passes, while the terminal
    /// plays on its own thread.
    @discardableResult
    func run(for timeout: Duration, until condition: (FakeTerminalProcess) -> Bool = { _ in false }) async -> Bool {
        await Polling.waitUntil(timeout: timeout, every: .milliseconds(2)) { condition(self) }
    }

    /// Waits until `condition` holds; a bound for a program that never gets
    /// there, not a measure of its speed.
    @discardableResult
    func run(until condition: (FakeTerminalProcess) -> Bool) async -> Bool {
        await run(for: Polling.defaultTimeout, until: condition)
    }

    /// Shows `bytes`, and answers the batch once its last query has been read.
    private func take(_ bytes: [UInt8]) {
        let batchJustRead = state.withLock { played in
            played.output += bytes
            played.screen.feed(bytes)
            played.strayLines += played.screen.lines.filter { line in Self.strayMarkers.contains { line.contains($0) } }
            guard played.batchReadAt == nil, played.output.firstRange(of: TerminalCapabilityQuery.deviceAttributes) != nil else { return false }
            played.batchReadAt = clock.now
            return true
        }
        guard batchJustRead else { return }
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
        let output = output
        var searchRange = output[...]
        while let range = searchRange.firstRange(of: needle) {
            count += 1
            searchRange = searchRange[range.upperBound...]
        }
        return count
    }

    /// Waits until the program has ended (for at most `timeout`, a bound for
    /// a program that hangs) and its last output has been shown; its exit status.
    func waitForExit(timeout: Duration = Polling.defaultTimeout) async -> Int32? {
        let pid = pid
        let ended = await Polling.waitUntil(timeout: timeout, every: .milliseconds(5)) {
            var status: Int32 = 0
            guard waitpid(pid, &status, WNOHANG) == pid else { return false }
            exitStatus.withLock { $0 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F) }
            return true
        }
        guard ended else { return nil }
        // The other side is closed now: the reader ends once it has read the rest.
        _ = await Polling.waitUntil { readerHasEnded }
        return exitStatus.withLock { $0 }
    }

    /// Whether the reader thread has read everything (it signals once, at its end).
    private var readerHasEnded: Bool {
        guard readerEnded.wait(timeout: .now()) == .success else { return false }
        readerEnded.signal()
        return true
    }
}
