import Foundation
import Storage
import TestSupport
import Testing

/// Statements SQLite answers busy without waiting, met when several processes
/// open the same file at once: they wait for the other process as long as the
/// busy timeout says, never fail at once. The other process is the `sqlite3`
/// shell holding a write transaction open; the retries' clock is stepped.
struct SQLiteBusyRetryTests {
    private let directory: TemporaryDirectory
    private let path: String
    private let schema = SQLiteMigrator(migrations: [
        SQLiteMigration(name: "create t", sql: "CREATE TABLE t (x INTEGER)"),
    ])

    init() throws {
        (directory, path) = try TemporaryDirectory.withDatabasePath()
    }

    @Test func whenAnotherProcessIsBuildingTheSameNewFile_theCreatorWaitsForItThenFindsTheSchemaToBuildOnIt() throws {
        // given: the file is empty and another process holds its write lock, its first page not yet written
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let other = try SQLiteShellSession(database: path)
        defer { other.end() }
        try other.run("BEGIN IMMEDIATE; CREATE TABLE other (y INTEGER);")
        let clock = SteppedRetryClock { pause in
            if pause == 1 { try? other.run("COMMIT;") }
        }

        // when: the first attempt waits out a short busy timeout; the other commits during the pause after it
        let configuration = SQLiteConfiguration(busyTimeoutMilliseconds: 50)
        let connection = try SQLiteConnection(path: path, configuration: configuration, retryClock: clock) { try schema.migrate($0) }

        // then: nothing was read before the lock was held, so the schema went on top of the other's table
        #expect(connection.createdDatabase)
        #expect(clock.requestedPauses.count == 1)
        let names = try connection.query("SELECT name FROM sqlite_schema ORDER BY name").map { try $0.value(at: 0, as: String.self) }
        #expect(names == ["other", "t"])
        #expect(try schema.currentVersion(of: connection) == 1)
        #expect(try connection.firstRow("PRAGMA journal_mode")?.value(at: 0, as: String.self) == "wal")
    }

    @Test func whenAnotherProcessWritesToAFileNotYetInWAL_openingTriesTheSwitchUntilTheBusyTimeoutNotJustAFewTimes() throws {
        // given: a database in rollback-journal mode, as its creator leaves it for a moment, and a writer on it
        _ = try SQLiteShell.query("CREATE TABLE t (x INTEGER)", database: path)
        let other = try SQLiteShellSession(database: path)
        defer { other.end() }
        try other.run("BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
        // (switching the journal mode meets the writer without SQLite's busy wait: only retries help)
        let clock = SteppedRetryClock { pause in
            if pause == 6 { try? other.run("COMMIT;") }
        }

        // when: the default configuration, whose busy timeout is far longer than six short pauses
        let connection = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(), retryClock: clock)

        // then
        #expect(clock.requestedPauses.count == 6)
        #expect(try connection.firstRow("PRAGMA journal_mode")?.value(at: 0, as: String.self) == "wal")
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 1)
    }

    @Test func whenTheOtherWriterNeverLetsGo_openingFailsBusyOnceTheBusyTimeoutHasPassedAndTheExtraAttemptsAreSpent() throws {
        // given
        _ = try SQLiteShell.query("CREATE TABLE t (x INTEGER)", database: path)
        let other = try SQLiteShellSession(database: path)
        defer { other.end() }
        try other.run("BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
        let clock = SteppedRetryClock()
        let configuration = SQLiteConfiguration(busyTimeoutMilliseconds: 200, busyRetryCount: 2)

        // when
        let error = #expect(throws: SQLiteError.self) {
            try SQLiteConnection(path: path, configuration: configuration, retryClock: clock)
        }

        // then: pauses of 10, 20, … ms; the seventh attempt found 210 ms gone, two more were allowed
        #expect(error?.isBusy == true)
        #expect(error?.sql == "PRAGMA journal_mode = WAL")
        #expect(clock.requestedPauses == (1...8).map { .milliseconds(10 * $0) })
    }
}
