import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A `movies` child the test kills with SIGKILL at a moment of its choosing,
/// to see what a crash or a killed terminal leaves in the cache.
///
/// `MoviesProcess` waits for its child; this one hands the child back. Output
/// goes to `/dev/null` and stderr to a file (`errorOutput`, for the messages
/// of a failed test): what the child leaves on disk is what matters here.
final class KillableMoviesProcess: Sendable {
    /// How the child ended.
    enum Ending: Equatable, Sendable {
        case exited(status: Int32)
        case killed
    }

    /// Shared with Foundation's termination handler, which runs on another thread.
    private final class Status: Sendable {
        /// Holds the `Process` until it ends (so Foundation keeps watching it), then how it ended.
        let values = Mutex<(process: Process?, ending: Ending?)>((nil, nil))
        let ended = DispatchSemaphore(value: 0)
    }

    private let processIdentifier: pid_t
    private let status = Status()
    private let errorFile: URL

    /// Starts `movies arguments…` with exactly `environment`.
    init(_ arguments: [String], environment: [String: String], in workingDirectory: URL) throws {
        let process = Process()
        process.executableURL = try MoviesProcess.executableURL()
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        errorFile = workingDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let status = status
        process.terminationHandler = { process in
            let ending: Ending = process.terminationReason == .uncaughtSignal
                ? .killed
                : .exited(status: process.terminationStatus)
            status.values.withLock { $0 = (nil, ending) }
            status.ended.signal()
        }
        try process.run()
        processIdentifier = process.processIdentifier
        status.values.withLock { if $0.ending == nil { $0.process = process } }
    }

    /// What the child wrote on stderr so far.
    var errorOutput: String {
        (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }

    /// Sends SIGKILL unless the child has already been seen to end.
    func kill() {
        let stillRunning = status.values.withLock { $0.ending == nil }
        if stillRunning { _ = Glibc.kill(processIdentifier, SIGKILL) }
    }

    /// Waits, off the cooperative pool, until the child ends; kills it after `timeout` seconds.
    func waitForEnding(timeout: TimeInterval = MoviesProcess.defaultTimeout) async -> Ending {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                if status.ended.wait(timeout: .now() + timeout) == .timedOut {
                    kill()
                    status.ended.wait()
                }
                continuation.resume(returning: status.values.withLock { $0.ending } ?? .killed)
            }
        }
    }
}
