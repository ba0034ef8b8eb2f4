import Foundation
import Synchronization
import TMDBStubServer
import TestSupport
import Testing

/// Issue #11 item 13: the write-ahead log deleted while a process has the
/// cache open. Its next write notices that the log is gone, and writes again
/// through the log other processes now share, instead of into a deleted file.
@Suite struct CacheDeletedLogEndToEndTests {
    /// The sqlite3 shell in a read transaction, until released.
    private final class SnapshotHolder {
        private let process = Process()
        private let input = Pipe()

        init(database: String) throws {
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            process.arguments = [database]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data("BEGIN; SELECT count(*) FROM responses;\n".utf8))
            // The count on stdout means the snapshot is held.
            _ = output.fileHandleForReading.availableData
        }

        /// Ends the transaction by ending the shell: its input closed, and
        /// SIGTERM too, so that a copy of the pipe's write end held by some
        /// other child can never keep it waiting (and this thread with it).
        func release() {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
        }
    }

    @Test func whenTheLogIsDeletedWhileASearchWaitsAndAnotherProcessOutlivesIt_bothResultsAreStored() async throws {
        // given: a cache, and answers for "alpha" and "beta" that wait for the test
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        // The answers wait for the test, which a busy machine may hold up past the usual 15 s.
        let environment = sandbox.environment(server: server, ["MOVIES_TIMEOUT": "600"])
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], environment: environment))
        let gates = ["alpha": StubGate(), "beta": StubGate()]
        // A test that fails half-way still lets the server's threads go.
        defer { gates.values.forEach { $0.open() } }
        server.override { request in
            guard request.isSearch, let query = request.queryValue("query"), query == "alpha" || query == "beta" else { return nil }
            gates[query]?.waitUntilOpen()
            return CacheStubPages.page(for: query, approximateBytes: 4_096)
        }
        let log = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3-wal")

        // when: alpha opens the cache and asks; its log is deleted; beta opens
        // (making a new log) and asks; a reader holds a snapshot, so no
        // checkpoint can complete; alpha stores and exits while both still run
        let alpha = try KillableMoviesProcess(["search", "alpha"], environment: environment, in: sandbox.directory)
        try #require(try await CacheStubPages.waitForSearch("alpha", on: server))
        try FileManager.default.removeItem(at: log)
        let beta = try KillableMoviesProcess(["search", "beta"], environment: environment, in: sandbox.directory)
        try #require(try await CacheStubPages.waitForSearch("beta", on: server))
        let reader = try SnapshotHolder(database: sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path)
        gates["alpha"]?.open()
        let alphaEnding = await alpha.waitForEnding()
        reader.release()
        gates["beta"]?.open()
        let betaEnding = await beta.waitForEnding()

        // then: both succeeded, and both replay from the cache
        #expect(alphaEnding == .exited(status: 0), "alpha: \(alphaEnding) \(alpha.errorOutput)")
        #expect(betaEnding == .exited(status: 0), "beta: \(betaEnding) \(beta.errorOutput)")
        server.stop()
        for query in ["alpha", "beta", "Inception"] {
            let replay = try await sandbox.run(["search", query, "--offline"], environment: environment)
            EndToEndExpectations.expectSuccess(replay)
            #expect(replay.errorOutput.isEmpty, "\(query): \(replay.errorOutput)")
        }
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        #expect(try SQLiteShell.integrityCheck(database: database) == "ok")
    }
}
