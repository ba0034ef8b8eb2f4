import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// A damaged cache file, an unusable cache path, and the modes of the files the binary creates.
@Suite struct CacheRecoveryEndToEndTests {
    @Test func whenTheCacheFileIsOverwrittenWithRandomBytes_theSearchSucceedsSaysSoOnceAndCachingResumes() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let file = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3")
        var generator = SystemRandomNumberGenerator()
        try Data((0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).write(to: file)

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception")
        #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
        let notice = result.errorLines.first ?? ""
        #expect(notice.hasPrefix("movies: the cache file was damaged; moved it to "), "stderr: \(notice)")
        let movedAside = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path)
            .filter { $0.hasPrefix("cache.sqlite3.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        try #require(movedAside.count == 1, "files: \(movedAside)")
        #expect(notice.contains(sandbox.cacheDirectory.appendingPathComponent(movedAside[0]).path))
        #expect(try SQLiteShell.integrityCheck(database: file.path) == "ok")

        // and when the server is gone, the new cache answers
        server.stop()
        let offline = try await sandbox.run(["search", "Inception", "--offline"], server: server)
        EndToEndExpectations.expectSuccess(offline)
        #expect(offline.errorOutput.isEmpty, "stderr: \(offline.errorOutput)")
    }

    @Test func whenTheCachePathLiesUnderARegularFile_resultsAreShownWithOneLineSayingTheCacheIsNotUsed() async throws {
        // given: tests run as root, which permission bits do not stop; a file in the way stops anyone.
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let blocker = sandbox.directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let cachePath = blocker.appendingPathComponent("movies", isDirectory: true).path
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_DIR": cachePath])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception")
        #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
        let notice = result.errorLines.first ?? ""
        #expect(notice.hasPrefix("movies: "))
        #expect(notice.contains(blocker.path) && notice.contains("a file is in the way"), "stderr: \(notice)")
        #expect(notice.hasSuffix("Continuing without a cache."), "stderr: \(notice)")
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    @Test(arguments: [["cache", "stats"], ["cache", "list"], ["cache", "clear"], ["recent"]])
    func whenACacheCommandFindsTheCachePathUnusable_itFailsWithOneSentenceAndNoContinuingNotice(command: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let blocker = sandbox.directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_DIR": blocker.appendingPathComponent("movies").path])

        // when
        let result = try await sandbox.run(command, environment: environment)

        // then: the command has nothing to do without the cache, so that is its one failure
        #expect(result.exitCode == 1, "\(command) exited \(result.exitCode)")
        #expect(result.output.isEmpty, "stdout: \(result.output)")
        #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
        let sentence = result.errorLines.first ?? ""
        #expect(sentence.hasPrefix("movies: ") && sentence.contains("a file is in the way"), "stderr: \(sentence)")
        #expect(!sentence.contains("Continuing"), "stderr: \(sentence)")
        #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }

    @Test func whenTheCacheDirectoryDoesNotExist_itIsCreated0700AndItsFiles0600() async throws {
        // given: two missing levels, so a parent the binary creates is checked too.
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let parent = sandbox.directory.appendingPathComponent("xdg", isDirectory: true)
        let cacheDirectory = parent.appendingPathComponent("movies", isDirectory: true)
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_DIR": cacheDirectory.path])

        // when
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], environment: environment))

        // then
        #expect(try Self.mode(of: parent) == 0o700)
        #expect(try Self.mode(of: cacheDirectory) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
        #expect(files.contains("cache.sqlite3"), "files: \(files)")
        for name in files {
            #expect(try Self.mode(of: cacheDirectory.appendingPathComponent(name)) == 0o600, "\(name)")
        }
    }

    private static func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
    }
}
