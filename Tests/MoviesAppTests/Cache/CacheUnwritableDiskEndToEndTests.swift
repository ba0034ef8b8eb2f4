import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Issue #11 item 9: a full or read-only disk does not make a healthy cache
/// look empty. What is cached is served; a result that cannot be stored is
/// said once; no one is told to remove the file.
@Suite(.rootOnly) struct CacheUnwritableDiskEndToEndTests {
    enum Fault: String, CaseIterable, Sendable {
        case readOnly = "the file system is read-only"
        case full = "the disk is full"
    }

    @Test(arguments: Fault.allCases)
    func whenTheDiskTakesNoWrites_cachedSearchesReplayAndNewOnesSayOnceTheyWereNotStored(fault: Fault) async throws {
        // given: a cache on a small file system of its own, with Inception cached
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let scratch = try ScratchFileSystem(kibibytes: 1_024)
        let cacheDirectory = scratch.directory.appendingPathComponent("movies", isDirectory: true)
        let environment = sandbox.environment(server: server, ["MOVIES_CACHE_DIR": cacheDirectory.path])
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], environment: environment))
        let file = cacheDirectory.appendingPathComponent("cache.sqlite3")
        let before = try Data(contentsOf: file)
        switch fault {
        case .readOnly: try scratch.remountReadOnly()
        case .full: try scratch.fill()
        }

        // when
        let replay = try await sandbox.run(["search", "Inception", "--offline"], environment: environment)
        let online = try await sandbox.run(["search", "Heat"], environment: environment)
        let stats = try await sandbox.run(["cache", "stats"], environment: environment)
        let offlineNew = try await sandbox.run(["search", "Heat", "--offline"], environment: environment)

        // then: the replay as usual, silent
        EndToEndExpectations.expectSuccess(replay)
        #expect(replay.errorOutput.isEmpty, "stderr: \(replay.errorOutput)")
        #expect(EndToEndExpectations.numberedTitles(in: replay).first == "Inception")
        // the new search shown, and one sentence that it was not stored
        EndToEndExpectations.expectSuccess(online)
        #expect(EndToEndExpectations.numberedTitles(in: online).first == "Heat")
        #expect(online.errorLines == [
            "movies: results could not be stored in the cache (\(fault.rawValue)); they were shown but will not replay offline.",
        ])
        // the cache reports what it holds
        EndToEndExpectations.expectSuccess(stats)
        #expect(stats.output.contains("Entries:     1"), "stats: \(stats.output)")
        #expect(stats.errorOutput.isEmpty, "stderr: \(stats.errorOutput)")
        // a search never stored is a plain miss, and nothing advises removing the file
        EndToEndExpectations.expectOneSentenceFailure(offlineNew, exitCode: 69)
        for result in [replay, online, stats, offlineNew] {
            #expect(!result.errorOutput.contains("remove"), "stderr: \(result.errorOutput)")
        }
        #expect(try Data(contentsOf: file) == before)
    }
}
