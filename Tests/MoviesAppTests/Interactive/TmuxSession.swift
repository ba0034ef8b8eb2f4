import Foundation
import TestSupport

/// A tmux server of its own (unique socket) running one shell in a pane of a
/// given size, for driving the real binary under a real pseudo-terminal.
final class TmuxSession {
    static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    let socketName = "movies-e2e-\(UUID().uuidString.prefix(8))"
    let workDirectory: URL

    /// - Parameter program: What runs in the pane (an interactive bash unless
    ///   told otherwise), with only `environment` set.
    init(width: Int, height: Int, environment: [String: String], program: [String] = ["bash", "--norc", "--noprofile"]) throws {
        workDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(socketName, isDirectory: true)
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        // `env -i` so that no TMDB_* variable of the test run leaks in.
        var command = ["env", "-i"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            command.append("\(name)=\(value)")
        }
        command += program
        try tmux(captureOutput: false, ["-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", "main"] + command)
    }

    /// Appends every byte the program in the pane writes from now on to `file`.
    func recordOutput(to file: URL) throws {
        try tmux(["pipe-pane", "-o", "-t", "main", "cat >> '\(file.path)'"])
    }

    /// Kills this session's server; call it on every way out of a test.
    func kill() {
        _ = try? tmux(captureOutput: false, ["kill-server"])
        try? FileManager.default.removeItem(at: workDirectory)
    }

    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "main"] + keys)
    }

    func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-l", text])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The visible pane, one string per row, trailing spaces removed.
    /// Sets a server option (`set-clipboard on`).
    func setOption(_ name: String, _ value: String) throws {
        _ = try tmux(["set-option", "-g", name, value])
    }

    /// The newest paste buffer (what an application's OSC 52 put there).
    func newestBuffer() throws -> String {
        try tmux(["show-buffer"])
    }

    func capture() throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-t", "main"])
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The visible pane with its colours and attributes as escape sequences.
    func captureWithEscapes() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// Polls the pane until `condition` holds, for at most `timeout`.
    func waitUntil(timeout: Duration = Polling.defaultTimeout, _ condition: ([String]) -> Bool) async throws -> Bool {
        try await Polling.waitUntil(timeout: timeout, every: .milliseconds(50)) { condition(try capture()) }
    }

    func waitUntilScreenContains(_ text: String, timeout: Duration = Polling.defaultTimeout) async throws -> Bool {
        try await waitUntil(timeout: timeout) { $0.joined(separator: "\n").contains(text) }
    }

    @discardableResult
    /// - Parameter captureOutput: Read what tmux prints. Off for commands that
    ///   may start the server: it would inherit the pipe and keep it open.
    private func tmux(captureOutput: Bool = true, _ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw TmuxError.notInstalled }
        let result = try SpawnedCommand.run([executable, "-L", socketName] + arguments, captureOutput: captureOutput)
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
