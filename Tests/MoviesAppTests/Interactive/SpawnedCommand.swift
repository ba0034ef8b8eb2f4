import Foundation

/// Runs a command to completion with `posix_spawn`, with a clean signal mask
/// and default signal handlers.
///
/// Foundation's `Process` is not used: its children inherit the blocked
/// signals of the calling thread (a tmux server started that way ignores
/// `kill-server`, and the shell and `movies` under it never see SIGWINCH),
/// and its `waitUntilExit` can hang when the cooperative threads are busy.
enum SpawnedCommand {
    struct Failure: Error, CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        var description: String { "\(arguments.joined(separator: " ")) failed with status \(status)" }
    }

    /// - Returns: The exit status and, when `captureOutput`, what it printed.
    static func run(_ arguments: [String], captureOutput: Bool) throws -> (status: Int32, output: String) {
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeEnds) == 0 else { throw Failure(arguments: arguments, status: -1) }
        }
        defer {
            if pipeEnds[0] >= 0 { close(pipeEnds[0]) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        CleanSpawnAttributes.closeInheritedDescriptors(in: &actions, closedAlready: captureOutput ? Set(pipeEnds) : [])

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        CleanSpawnAttributes.apply(to: &attributes)

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawnStatus = posix_spawn(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
        if captureOutput { close(pipeEnds[1]) }
        guard spawnStatus == 0 else { throw Failure(arguments: arguments, status: spawnStatus) }

        var output = Data()
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipeEnds[0], &buffer, buffer.count)
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}
