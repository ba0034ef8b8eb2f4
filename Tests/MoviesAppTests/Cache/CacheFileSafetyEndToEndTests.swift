import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Issue #11 items 5 and 10: the cache files are never opened through a
/// symbolic link nor as anything but a regular file; a named pipe does not
/// hang; a cache directory others can write to gets a warning.
@Suite struct CacheFileSafetyEndToEndTests {
    private static let file = "cache.sqlite3"

    /// A sandbox whose cache directory exists, private, and is empty.
    private static func sandboxWithCacheDirectory() throws -> EndToEndSandbox {
        let sandbox = try EndToEndSandbox()
        try FileManager.default.createDirectory(
            at: sandbox.cacheDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )
        return sandbox
    }

    /// The search works without the cache, saying so in one sentence that names `path` and what it is.
    private static func expectSearchWithoutCache(
        _ result: MoviesProcessResult, path: String, kind: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        EndToEndExpectations.expectSuccess(result, sourceLocation: sourceLocation)
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)", sourceLocation: sourceLocation)
        let sentence = result.errorLines.first ?? ""
        #expect(sentence.hasPrefix("movies: The cache file \(path) is \(kind), which movies does not open"), "stderr: \(sentence)", sourceLocation: sourceLocation)
        #expect(sentence.hasSuffix("Continuing without a cache."), "stderr: \(sentence)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["", "-wal", "-shm"])
    func whenANamedPipeIsAtACachePath_theSearchDoesNotHangAndSaysSo(suffix: String) async throws {
        // given: for the -wal and -shm cases, a cache that exists first
        let sandbox = try Self.sandboxWithCacheDirectory()
        let server = try TMDBStubServer()
        if !suffix.isEmpty {
            EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Heat"], server: server))
            try? FileManager.default.removeItem(at: sandbox.cacheDirectory.appendingPathComponent(Self.file + suffix))
        }
        let pipe = sandbox.cacheDirectory.appendingPathComponent(Self.file + suffix).path
        #expect(mkfifo(pipe, 0o600) == 0)

        // when
        let search = try await sandbox.run(["search", "Inception"], server: server)
        let offline = try await sandbox.run(["search", "Inception", "--offline"], server: server)
        let stats = try await sandbox.run(["cache", "stats"], server: server)

        // then
        Self.expectSearchWithoutCache(search, path: pipe, kind: "a named pipe")
        #expect(!offline.timedOut && offline.exitCode == 69, "stderr: \(offline.errorOutput)")
        let sentence = EndToEndExpectations.expectOneSentenceFailure(stats, exitCode: 1)
        #expect(sentence.contains("is a named pipe"), "stderr: \(sentence)")
    }

    @Test func whenTheCacheFileIsADanglingLink_itsTargetIsNeverCreated() async throws {
        // given
        let sandbox = try Self.sandboxWithCacheDirectory()
        let server = try TMDBStubServer()
        let target = sandbox.directory.appendingPathComponent("target.sqlite3").path
        let link = sandbox.cacheDirectory.appendingPathComponent(Self.file).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        Self.expectSearchWithoutCache(result, path: link, kind: "a symbolic link")
        let made = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path).filter { $0.hasPrefix("target") }
        #expect(made.isEmpty, "created: \(made)")
    }

    @Test func whenTheCacheFileLinksToDevNull_noJournalIsCreatedBesideIt() async throws {
        // given
        let sandbox = try Self.sandboxWithCacheDirectory()
        let server = try TMDBStubServer()
        let link = sandbox.cacheDirectory.appendingPathComponent(Self.file).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let devBefore = try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix("null") }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        Self.expectSearchWithoutCache(result, path: link, kind: "a symbolic link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix("null") } == devBefore)
    }

    @Test func whenTheLogOfACacheIsALinkToAnotherFile_thatFileIsNotWritten() async throws {
        // given
        let sandbox = try Self.sandboxWithCacheDirectory()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Heat"], server: server))
        try? FileManager.default.removeItem(at: sandbox.cacheDirectory.appendingPathComponent(Self.file + "-wal"))
        let victim = sandbox.directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        let link = sandbox.cacheDirectory.appendingPathComponent(Self.file + "-wal").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim.path)

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        Self.expectSearchWithoutCache(result, path: link, kind: "a symbolic link")
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
    }

    @Test func whenAJournalLinkLiesBesideANewCache_theFileItPointsToIsNotWritten() async throws {
        // given: the first transaction of a new file goes through a rollback journal
        let sandbox = try Self.sandboxWithCacheDirectory()
        let server = try TMDBStubServer()
        let victim = sandbox.directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        let link = sandbox.cacheDirectory.appendingPathComponent(Self.file + "-journal").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim.path)

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then: SQLite finds a journal beside an empty database stale and unlinks
        // it (the link, never what it points to); the cache works
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorOutput.isEmpty, "stderr: \(result.errorOutput)")
        #expect(try Data(contentsOf: victim) == Data("precious".utf8))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception", "--offline"], server: server))
    }

    @Test func whenOthersCanWriteToTheCacheDirectory_oneWarningSaysSoAndTheCacheStillWorks() async throws {
        // given
        let sandbox = try Self.sandboxWithCacheDirectory()
        let server = try TMDBStubServer()
        #expect(chmod(sandbox.cacheDirectory.path, 0o777) == 0)

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorLines == [
            "movies: warning: other users can write to the cache directory \(sandbox.cacheDirectory.path) "
                + "and plant files in it; make it private with chmod 700 \(sandbox.cacheDirectory.path).",
        ])
        let mode = try FileManager.default.attributesOfItem(atPath: sandbox.cacheDirectory.appendingPathComponent(Self.file).path)[.posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o600)
    }

    @Test(.rootOnly) func whenAnotherUserPlantsLinksInASharedCacheDirectory_aRootRunFollowsNone() async throws {
        // given: a shared directory (sticky, like /tmp) as the cache directory, a
        // root-only folder, and links to it planted by the user nobody
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let shared = sandbox.directory.appendingPathComponent("shared", isDirectory: true)
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        #expect(chmod(shared.path, 0o1777) == 0 && chmod(sandbox.directory.path, 0o755) == 0)
        let rootOnly = sandbox.directory.appendingPathComponent("root-only", isDirectory: true)
        try FileManager.default.createDirectory(at: rootOnly, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        for suffix in ["", "-journal", "-wal"] {
            try RootOnly.runAsNobody("/bin/ln", ["-s", rootOnly.appendingPathComponent("planted\(suffix)").path, shared.appendingPathComponent(Self.file + suffix).path])
        }
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_DIR": shared.path])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then: a warning about the directory, then the refusal; nothing in the root-only folder
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorLines.count == 2, "stderr: \(result.errorOutput)")
        #expect(result.errorLines.first?.hasPrefix("movies: warning: other users can write to the cache directory") == true)
        #expect(result.errorLines.last?.contains("is a symbolic link, which movies does not open") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: rootOnly.path).isEmpty)
    }
}
