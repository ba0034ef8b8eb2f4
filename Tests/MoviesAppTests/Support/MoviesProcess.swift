import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `movies` binary as a child process, the way a user's shell would.
///
/// stdin is `/dev/null` and stdout/stderr go to files, so the binary never sees
/// a terminal and always renders plain output; files also mean a chatty child
/// can never block on a full pipe. Each run waits on its own thread, off the
/// cooperative pool, and a child that outlives `timeout` is killed so that a
/// hang fails its test instead of hanging the suite.
enum MoviesProcess {
    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound(searched: [String])
        case cannotCreateOutputFiles(in: String)

        var description: String {
            switch self {
            case .binaryNotFound(let searched):
                "the built movies binary was not found in: \(searched.joined(separator: ", "))"
            case .cannotCreateOutputFiles(let directory):
                "cannot create the files for the child's output in \(directory)"
            }
        }
    }

    /// A bound for a child that hangs, not a measure of speed: on a busy 2-core
    /// machine a child can take tens of seconds to start and finish.
    static let defaultTimeout: TimeInterval = 600

    /// `movies` in the build products directory that holds this test bundle.
    static func executableURL() throws -> URL {
        var candidates: [URL] = []
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? ".").standardizedFileURL,
            Bundle.main.bundleURL,
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
        ]
        for start in starts {
            // The test bundle is `<products>/moviesPackageTests.xctest` (a file on
            // Linux, a directory elsewhere): walk up a few levels from it.
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("movies"))
                directory = directory.deletingLastPathComponent()
            }
        }
        let manager = FileManager.default
        if let found = candidates.first(where: { url in
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
                && !isDirectory.boolValue && manager.isExecutableFile(atPath: url.path)
        }) {
            return found
        }
        throw Failure.binaryNotFound(searched: candidates.map(\.path))
    }

    /// Whether the child has ended, without reaping it (Foundation does).
    private static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
        return info._sifields._sigchld.si_pid == pid
    }

    /// Runs `movies arguments…` with exactly `environment` and waits for it.
    /// - Parameters:
    ///   - timeout: seconds after which the child is killed (`timedOut` is then `true`).
    ///   - standardOutput: where the child's stdout goes instead of the file the
    ///     result reads (`/dev/full`, a file on a full disk, a pipe nobody reads);
    ///     the result's `standardOutput` is then empty.
    ///   - executable: what to run instead of `movies` itself (a shell that
    ///     changes a signal's disposition, then runs `movies`).
    static func run(
        _ arguments: [String],
        environment: [String: String],
        in workingDirectory: URL,
        timeout: TimeInterval = defaultTimeout,
        standardOutput: FileHandle? = nil,
        executable: URL? = nil
    ) async throws -> MoviesProcessResult {
        let executable = try executable ?? executableURL()
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    continuation.resume(returning: try runBlocking(
                        executable: executable,
                        arguments: arguments,
                        environment: environment,
                        workingDirectory: workingDirectory,
                        timeout: timeout,
                        standardOutput: standardOutput
                    ))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    private static func runBlocking(
        executable: URL,
        arguments: [String],
        environment: [String: String],
        workingDirectory: URL,
        timeout: TimeInterval,
        standardOutput: FileHandle?
    ) throws -> MoviesProcessResult {
        let runID = UUID().uuidString
        let outputURL = workingDirectory.appendingPathComponent("stdout-\(runID)")
        let errorURL = workingDirectory.appendingPathComponent("stderr-\(runID)")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
              FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        else { throw Failure.cannotCreateOutputFiles(in: workingDirectory.path) }
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = standardOutput ?? outputHandle
        process.standardError = errorHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        try? outputHandle.close()
        try? errorHandle.close()

        var timedOut = false
        let deadline = DispatchTime.now() + timeout
        // Foundation learns of the exit from its own SIGCHLD handling, which a
        // busy machine can hold up for many seconds (a test once saw exit
        // status 64 reported as a 20-second hang): a child seen to have exited
        // is not timed out, however late the handler comes.
        while exited.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            if Self.hasExited(process.processIdentifier) {
                exited.wait()
                break
            }
            if DispatchTime.now() >= deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
                break
            }
        }
        process.waitUntilExit()
        return MoviesProcessResult(
            exitCode: process.terminationStatus,
            standardOutput: try Data(contentsOf: outputURL),
            standardError: try Data(contentsOf: errorURL),
            timedOut: timedOut,
            terminatedBySignal: process.terminationReason == .uncaughtSignal
        )
    }
}
