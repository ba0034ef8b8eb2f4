import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension EndToEndSandbox {
    /// Where the library lives when only HOME is set: `~/.local/share/movies`.
    var dataDirectory: URL { home.appendingPathComponent(".local/share/movies", isDirectory: true) }
    var libraryFile: URL { dataDirectory.appendingPathComponent("library.sqlite3") }

    /// The library file's bytes, after every writer has checkpointed and closed.
    func libraryBytes() throws -> Data {
        try Data(contentsOf: libraryFile)
    }

    /// A file in the sandbox with `text` in it.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Runs `movies arguments…` and expects success.
    func succeed(_ arguments: [String], environment: [String: String]? = nil) async throws -> MoviesProcessResult {
        let result = try await run(arguments, environment: environment)
        EndToEndExpectations.expectSuccess(result)
        return result
    }

    /// Runs `movies import path` and kills it with SIGKILL `delay` seconds
    /// after it opened the library (its log appears), which it does once the
    /// file is read, right before the one transaction; timed off the
    /// cooperative pool, which a busy suite can hold for seconds.
    /// - Returns: How the import ended: killed, or finished first.
    func importKilled(_ path: String, after delay: TimeInterval) async throws -> KillableMoviesProcess.Ending {
        let log = dataDirectory.appendingPathComponent("library.sqlite3-wal").path
        let child = try KillableMoviesProcess(["import", path], environment: environment(), in: directory)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                let deadline = Date() + 60
                while !FileManager.default.fileExists(atPath: log), Date() < deadline { usleep(200) }
                usleep(useconds_t(delay * 1_000_000))
                child.kill()
                continuation.resume()
            }
        }
        return await child.waitForEnding()
    }
}
