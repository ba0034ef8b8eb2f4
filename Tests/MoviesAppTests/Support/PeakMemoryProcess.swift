import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `movies` under `/usr/bin/time` and reports its peak
/// resident memory, which `Process` does not give. The test process cannot
/// measure it itself: a child it spawns shares its memory until `exec`, so the
/// child's `ru_maxrss` starts at the test process's own size; `time`'s child
/// starts from `time`, a few hundred KiB.
enum PeakMemoryProcess {
    /// Where the measuring tool is (Debian's `time` package).
    static let timeTool = "/usr/bin/time"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: timeTool) }

    struct Result {
        let exitCode: Int32
        let errorOutput: String
        /// Kibibytes.
        let peakResidentMemory: Int
        let timedOut: Bool

        var errorLines: [String] { errorOutput.split(separator: "\n").map(String.init) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `movies arguments…`; its stdout is discarded.
    static func run(_ arguments: [String], environment: [String: String], in directory: URL, timeout: TimeInterval = 60) async throws -> Result {
        let executable = try MoviesProcess.executableURL().path
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    continuation.resume(returning: try runBlocking(executable, arguments, environment, directory, timeout))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private static func runBlocking(
        _ executable: String, _ arguments: [String], _ environment: [String: String], _ directory: URL, _ timeout: TimeInterval
    ) throws -> Result {
        let errorPath = directory.appendingPathComponent("stderr-\(UUID().uuidString)").path
        defer { unlink(errorPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        CleanSpawnAttributes.closeInheritedDescriptors(in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        CleanSpawnAttributes.apply(to: &attributes)
        let marker = "movies-peak-kib "
        let argv: [UnsafeMutablePointer<CChar>?] = ([timeTool, "-f", marker + "%M", executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, timeTool, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Failure(description: "could not start \(timeTool): \(String(cString: strerror(spawned)))") }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline, !timedOut {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(20_000)
        }
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let lines = ((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        let peak = lines.last { $0.hasPrefix(marker) }.flatMap { Int($0.dropFirst(marker.count)) }
        guard let peak else { throw Failure(description: "\(timeTool) reported no peak: \(lines.joined(separator: "\n"))") }
        let errors = lines.filter { !$0.hasPrefix(marker) && !$0.hasPrefix("Command exited with non-zero status") }.joined(separator: "\n")
        return Result(exitCode: exitCode, errorOutput: errors, peakResidentMemory: peak, timedOut: timedOut)
    }
}
