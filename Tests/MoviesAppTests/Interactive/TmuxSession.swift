import Foundation
import TestSupport

/// A tmux server of its own (unique socket) running one shell in a pane of a
/// given size, for driving the real binary under a real pseudo-terminal.
///
/// The server's socket lives in the session's own work directory (`-S`), not in
/// the shared tmux socket directory: `kill-server` ends the server but leaves
/// its socket file, and `kill()` removes the directory with it, pass or fail.
/// Every command but the first and the last runs off the cooperative threads.
final class TmuxSession: Sendable {
    static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    let socketName = "movies-e2e-\(UUID().uuidString.prefix(8))"
    let workDirectory: URL
    private let socketPath: String

    /// - Parameter program: What runs in the pane (an interactive bash unless
    ///   told otherwise), with only `environment` set.
    init(width: Int, height: Int, environment: [String: String], program: [String] = ["bash", "--norc", "--noprofile"]) throws {
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(socketName, isDirectory: true)
        socketPath = workDirectory.appendingPathComponent("tmux.sock").path
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        // `env -i` so that no TMDB_* variable of the test run leaks in.
        var command = ["env", "-i"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            command.append("\(name)=\(value)")
        }
        command += program
        try Self.tmux(socketPath, captureOutput: false, ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "main"] + command)
    }

    /// Appends every byte the program in the pane writes from now on to `file`.
    func recordOutput(to file: URL) async throws {
        try await tmux(["pipe-pane", "-o", "-t", "main", "cat >> '\(file.path)'"])
    }

    /// Kills this session's server; call it on every way out of a test.
    func kill() {
        _ = try? Self.tmux(socketPath, captureOutput: false, ["kill-server"])
        try? FileManager.default.removeItem(at: workDirectory)
    }

    func sendKeys(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "main"] + keys)
    }

    func sendLiteral(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "main", "-l", text])
    }

    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible pane, one string per row, trailing spaces removed.
    /// Sets a server option (`set-clipboard on`).
    func setOption(_ name: String, _ value: String) async throws {
        _ = try await tmux(["set-option", "-g", name, value])
    }

    /// What tmux says of the pane for `format` (`#{mouse_sgr_flag}`).
    func paneValue(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The newest paste buffer (what an application's OSC 52 put there).
    func newestBuffer() async throws -> String {
        try await tmux(["show-buffer"])
    }

    func capture() async throws -> [String] {
        let text = try await tmux(["capture-pane", "-p", "-t", "main"])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The visible pane with its colours and attributes as escape sequences.
    func captureWithEscapes() async throws -> String {
        try await tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// Polls the pane until `condition` holds, for at most `timeout`.
    func waitUntil(timeout: Duration = Polling.defaultTimeout, _ condition: ([String]) -> Bool) async throws -> Bool {
        try await Polling.waitUntil(timeout: timeout, every: .milliseconds(50), asking: { condition(try await capture()) })
    }

    func waitUntilScreenContains(_ text: String, timeout: Duration = Polling.defaultTimeout) async throws -> Bool {
        try await waitUntil(timeout: timeout) { $0.joined(separator: "\n").contains(text) }
    }

    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        let socketPath = socketPath
        return try await BlockingWork.run { try Self.tmux(socketPath, captureOutput: true, arguments) }
    }

    @discardableResult
    /// - Parameter captureOutput: Read what tmux prints. Off for commands that
    ///   may start the server: it would inherit the pipe and keep it open.
    private static func tmux(_ socketPath: String, captureOutput: Bool, _ arguments: [String]) throws -> String {
        guard let executable else { throw TmuxError.notInstalled }
        let result = try SpawnedCommand.run([executable, "-S", socketPath] + arguments, captureOutput: captureOutput)
        guard result.status == 0 || arguments == ["kill-server"] else {
            throw TmuxError.failed(arguments: arguments, status: result.status)
        }
        return result.output
    }
}

enum TmuxError: Error {
    case notInstalled
    case failed(arguments: [String], status: Int32)
}
