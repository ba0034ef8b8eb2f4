import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Issue #11 item 11: another program's SQLite file at the cache path is left
/// alone, byte for byte, and no SQL ever reaches stderr.
@Suite struct CacheForeignFileEndToEndTests {
    /// A file at the cache path made by another program with a table of the
    /// cache's name and other columns; returns its bytes.
    private static func plantForeignDatabase(in sandbox: EndToEndSandbox, applicationID: Int?) throws -> Data {
        try FileManager.default.createDirectory(
            at: sandbox.cacheDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )
        let path = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        let mark = applicationID.map { "PRAGMA application_id = \($0);" } ?? ""
        _ = try SQLiteShell.query(
            "CREATE TABLE responses (id INTEGER PRIMARY KEY, owner TEXT); INSERT INTO responses (owner) VALUES ('theirs'); \(mark)",
            database: path
        )
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private static func expectNoSQL(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for fragment in ["SELECT", "INSERT", "DELETE", "UPDATE", "CREATE", "SQLite error", "["] {
            #expect(!text.contains(fragment), "stderr quotes \(fragment): \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [nil, 0x1234] as [Int?])
    func whenAnotherProgramsDatabaseIsAtTheCachePath_searchesWorkWithoutItAndItStaysByteForByte(applicationID: Int?) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let before = try Self.plantForeignDatabase(in: sandbox, applicationID: applicationID)
        let file = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3")

        // when
        let search = try await sandbox.run(["search", "Inception"], server: server)
        let stats = try await sandbox.run(["cache", "stats"], server: server)
        let clear = try await sandbox.run(["cache", "clear"], server: server)

        // then
        EndToEndExpectations.expectSuccess(search)
        #expect(search.errorLines == [
            "movies: The file \(file.path) is another program's SQLite database, which movies leaves alone; "
                + "set MOVIES_CACHE_DIR to a directory of its own. Continuing without a cache.",
        ])
        for failure in [stats, clear] {
            let sentence = EndToEndExpectations.expectOneSentenceFailure(failure, exitCode: 1)
            #expect(sentence.contains("another program's SQLite database"), "stderr: \(sentence)")
            Self.expectNoSQL(sentence)
        }
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheDirectory.path) == ["cache.sqlite3"])
    }

    @Test(arguments: [["cache", "stats"], ["cache", "list"], ["cache", "clear"], ["recent"]])
    func whenOurOwnCacheHoldsATableItDoesNotExpect_theCommandFailsWithOnePlainSentence(command: [String]) async throws {
        // given: a cache of ours whose tables someone replaced
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        _ = try SQLiteShell.query(
            "DROP TABLE responses; CREATE TABLE responses (id INTEGER PRIMARY KEY, owner TEXT); "
                + "DROP TABLE recent_queries; CREATE TABLE recent_queries (id INTEGER PRIMARY KEY)",
            database: database
        )

        // when
        let result = try await sandbox.run(command, server: server)

        // then: the file is at fault, so the sentence says to start a new cache
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("the cache file is damaged (its contents are not what movies expects)"), "stderr: \(sentence)")
        #expect(sentence.hasSuffix("remove \(database) to start a new cache."), "stderr: \(sentence)")
        Self.expectNoSQL(sentence)
    }
}
