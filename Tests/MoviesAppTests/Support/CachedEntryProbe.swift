import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// A search or details entry put in the cache before a fault, and the check
/// that the fault left it as it was.
///
/// "As it was" is judged the way a user would see it — the same command with
/// `--offline` prints byte for byte what it printed before the fault — and the
/// way SQLite sees it: `PRAGMA integrity_check` answers `ok`.
struct CachedEntryProbe {
    let sandbox: EndToEndSandbox
    let arguments: [String]
    let environment: [String: String]
    /// stdout of `arguments + --offline` before the fault.
    let offlineOutputBefore: String

    /// Runs `arguments` online against the server as it is now (so the entry is
    /// cached), then once more with `--offline` to record what the cache shows.
    static func prime(
        _ arguments: [String],
        sandbox: EndToEndSandbox,
        environment: [String: String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CachedEntryProbe {
        EndToEndExpectations.expectSuccess(
            try await sandbox.run(arguments, environment: environment),
            sourceLocation: sourceLocation
        )
        let offline = try await sandbox.run(arguments + ["--offline"], environment: environment)
        EndToEndExpectations.expectSuccess(offline, sourceLocation: sourceLocation)
        return CachedEntryProbe(
            sandbox: sandbox,
            arguments: arguments,
            environment: environment,
            offlineOutputBefore: offline.output
        )
    }

    /// The cache still shows the entry exactly as before, and the database is sound.
    func expectIntact(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let offline = try await sandbox.run(arguments + ["--offline"], environment: environment)
        EndToEndExpectations.expectSuccess(offline, sourceLocation: sourceLocation)
        #expect(offline.output == offlineOutputBefore, "the cached entry changed", sourceLocation: sourceLocation)
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3")
        #expect(try SQLiteShell.query(database, "PRAGMA integrity_check") == "ok", sourceLocation: sourceLocation)
    }
}
