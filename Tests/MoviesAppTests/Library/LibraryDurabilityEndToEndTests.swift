import Foundation
import TMDBStubServer
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What the library survives: damage, the cache's own housekeeping, kill -9
/// in the middle of an import, and several processes writing at once.
@Suite struct LibraryDurabilityEndToEndTests {
    @Test func whenAPageOfTheLibraryIsDamaged_readsServeTheRestWritesAreRefusedAndTheFileIsKeptAsItIs() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let csv = try sandbox.write(LibraryFixtureCSV.text(films: 3000), to: "films.csv")
        _ = try await sandbox.succeed(["import", csv.path])
        let file = sandbox.libraryFile.path
        let page = try #require(Int(try SQLiteShell.query(
            "SELECT pageno FROM dbstat WHERE name = 'films' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 10", database: file, readOnly: true
        )))
        let handle = try FileHandle(forWritingTo: sandbox.libraryFile)
        try handle.seek(toOffset: UInt64((page - 1) * 4096 + 8))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 2000))
        try handle.close()
        let before = try sandbox.libraryBytes()
        let filesBefore = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path).filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") }

        // when
        let list = try await sandbox.run(["watchlist", "--sort", "title"])
        let add = try await sandbox.run(["watchlist", "add", "27205"])
        let imported = try await sandbox.run(["import", csv.path])
        let export = try await sandbox.run(["export", "--format", "json"])

        // then: the rows of the damaged page are named by id, every other film shows
        #expect(list.exitCode == 0)
        #expect(list.errorLines.count == 1 && list.errorOutput.contains("is damaged: this is what could still be read"), "\(list.errorOutput)")
        #expect(list.outputLines.count == 3001)
        let unnamed = list.outputLines.filter { $0.contains(". TMDB film ") }.count
        #expect(unnamed > 0 && unnamed < 200, "\(unnamed) films lost their titles")
        for result in [add, imported] {
            let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
            #expect(sentence.contains("is damaged, so nothing was changed") && sentence.contains("movies export --format json"), "\(sentence)")
        }
        #expect(export.exitCode == 0 && export.output.contains("\"id\" : 2999"))
        // what is read of a damaged file keeps each viewing's diary
        #expect(export.output.contains("\"review\" : \"Review 2999\"") && export.output.contains("\"rewatch\" : true"))
        #expect(try sandbox.libraryBytes() == before)
        let filesAfter = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path).filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") }
        #expect(filesAfter.sorted() == filesBefore.sorted())
    }

    @Test func whenTheLibraryIsNotADatabaseAtAll_everyCommandSaysSoAndTheFileIsKept() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        var bytes = try sandbox.libraryBytes()
        bytes.replaceSubrange(0..<16, with: Data("garbage garbage!".utf8))
        try bytes.write(to: sandbox.libraryFile)

        // when
        let list = try await sandbox.run(["seen"])
        let add = try await sandbox.run(["seen", "add", "155"])

        // then
        for result in [list, add] {
            let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
            #expect(sentence.contains("is damaged"), "\(sentence)")
        }
        #expect(try sandbox.libraryBytes() == bytes)
    }

    @Test func cacheClearEvictionAndCacheRecoveryLeaveTheLibraryByteIdentical() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["watchlist", "add", "27205"], server: server))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["seen", "add", "155", "--rating", "5"], server: server))
        let before = try sandbox.libraryBytes()
        let names = { try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path).sorted() }
        let namesBefore = try names()

        // when: cleared, evicted under a tiny limit, and damaged then rebuilt
        EndToEndExpectations.expectSuccess(try await sandbox.run(["cache", "clear"], server: server))
        #expect(try sandbox.libraryBytes() == before)
        let tiny = sandbox.environment(server: server, ["MOVIES_CACHE_LIMIT": "40K"])
        for query in ["the", "dark", "star", "love", "war"] {
            EndToEndExpectations.expectSuccess(try await sandbox.run(["search", query], environment: tiny))
        }
        #expect(try sandbox.libraryBytes() == before)
        try Data(repeating: 0x5A, count: 8192).write(to: sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3"))
        let recovered = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(recovered)
        #expect(recovered.errorOutput.contains("damaged"), "the cache should have been found damaged: \(recovered.errorOutput)")
        #expect(try sandbox.libraryBytes() == before)
        #expect(try names() == namesBefore)
    }

    @Test func whenAnImportIsKilledWithSIGKILL_theLibraryHoldsAllOfItOrNoneAndStaysIntact() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let count = 20_000
        let csv = try sandbox.write(LibraryFixtureCSV.text(films: count), to: "films.csv")
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        var outcomes: Set<String> = []

        for delay in [0.0, 0.02, 0.1, 0.25] {
            // when: killed `delay` seconds after the import opened the library
            let ending = try await sandbox.importKilled(csv.path, after: delay)

            // then: the film added before is there, and the import is whole or absent
            let films = try SQLiteShell.query("SELECT count(*) FROM films", database: sandbox.libraryFile.path)
            #expect(films == "1" || films == String(count + 1), "after \(delay) s (\(ending)): \(films) films")
            #expect(try SQLiteShell.integrityCheck(database: sandbox.libraryFile.path) == "ok")
            // the diary columns of its viewings too: all of them or none
            let diary = try SQLiteShell.query(
                "SELECT count(*) FROM viewings WHERE rewatch = 1 AND tags = 'cinema\nnight' AND review LIKE 'Review %'", database: sandbox.libraryFile.path
            )
            #expect(diary == (films == "1" ? "0" : String(count)), "after \(delay) s: \(diary) viewings with their diary")
            outcomes.insert(ending == .killed ? "killed with \(films)" : "finished")
            if films != "1" { break }
        }
        #expect(outcomes.contains("killed with 1"), "no kill landed inside the import: \(outcomes)")
    }

    @Test func whenSeveralProcessesWriteAtOnce_noChangeIsLostAndNoneIsDoubled() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        // (the film seen is on no watchlist: seeing a film takes it off, and the order of processes would decide)
        let ids = ["155", "550", "603", "496243", "129", "272", "49026"]

        // when
        let results = try await withThrowingTaskGroup(of: MoviesProcessResult.self) { group in
            for id in ids {
                group.addTask { try await sandbox.run(["watchlist", "add", id]) }
                group.addTask { try await sandbox.run(["seen", "add", "27205", "--date", "2024-01-01"]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then
        for result in results { #expect(result.exitCode == 0, "\(result.errorOutput)") }
        let file = sandbox.libraryFile.path
        #expect(try SQLiteShell.query("SELECT count(*) FROM watchlist", database: file) == "7")
        #expect(try SQLiteShell.query("SELECT count(*) FROM viewings", database: file) == "1")
        #expect(try SQLiteShell.query("SELECT rewatch, tags, review IS NULL FROM viewings", database: file) == "0||1")
        let already = results.filter { $0.output.contains("already marked seen") }.count
        #expect(already == ids.count - 1)
    }
}
