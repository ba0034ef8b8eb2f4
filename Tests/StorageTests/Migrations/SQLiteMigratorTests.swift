import Foundation
import Storage
import TestSupport
import Testing

struct SQLiteMigratorTests {
    private let migrations = [
        SQLiteMigration(name: "create t", sql: "CREATE TABLE t (x INTEGER)"),
        SQLiteMigration(name: "add y", sql: "ALTER TABLE t ADD COLUMN y TEXT"),
        SQLiteMigration(name: "seed") { connection in
            try connection.run("INSERT INTO t (x, y) VALUES (?, ?)", [1, "one"])
        },
    ]

    @Test func whenMigratingANewDatabase_appliesEveryStepInOrderAndRecordsTheVersion() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        let migrator = SQLiteMigrator(migrations: migrations)

        // when
        let applied = try migrator.migrate(connection)

        // then
        #expect(applied == ["create t", "add y", "seed"])
        #expect(try migrator.currentVersion(of: connection) == 3)
        #expect(try connection.firstRow("SELECT x, y FROM t")?.values == [.integer(1), .text("one")])
    }

    @Test func whenMigratingTwice_theSecondRunAppliesNothing() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        let migrator = SQLiteMigrator(migrations: migrations)
        try migrator.migrate(connection)

        // when
        let reopened = try SQLiteConnection(path: directory.path("db"))
        let applied = try migrator.migrate(reopened)

        // then
        #expect(applied.isEmpty)
        #expect(try reopened.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 1)
    }

    @Test func whenANewStepIsAppended_onlyItRuns() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try SQLiteMigrator(migrations: Array(migrations.prefix(2))).migrate(connection)

        // when
        let applied = try SQLiteMigrator(migrations: migrations).migrate(connection)

        // then
        #expect(applied == ["seed"])
        #expect(try SQLiteMigrator(migrations: migrations).currentVersion(of: connection) == 3)
    }

    @Test func whenAStepFails_theWholeCallIsRolledBackAndEarlierCallsStay() throws {
        // given: one step applied by an earlier run
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try SQLiteMigrator(migrations: Array(migrations.prefix(1))).migrate(connection)
        let broken = migrations.prefix(2) + [
            SQLiteMigration(name: "half done", sql: "CREATE TABLE u (x); INSERT INTO missing VALUES (1)"),
        ]
        let migrator = SQLiteMigrator(migrations: Array(broken))

        // when
        let error = #expect(throws: SQLiteMigrationError.self) { try migrator.migrate(connection) }

        // then: neither "add y" nor the failed step stays
        guard case .migrationFailed(let version, let name, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(version == 3)
        #expect(name == "half done")
        #expect(try migrator.currentVersion(of: connection) == 1)
        let tables = try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        #expect(try tables.map { try $0.value(at: 0, as: String.self) } == ["t"])
        let columns = try connection.query("SELECT name FROM pragma_table_info('t')")
        #expect(try columns.map { try $0.value(at: 0, as: String.self) } == ["x"])
    }

    @Test func whenTheDatabaseIsNewerThanTheMigrator_throwsAndLeavesItUntouched() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try SQLiteMigrator(migrations: migrations).migrate(connection)

        // when
        let older = SQLiteMigrator(migrations: Array(migrations.prefix(1)))
        let error = #expect(throws: SQLiteMigrationError.self) { try older.migrate(connection) }

        // then
        #expect(error == .databaseIsNewer(version: 3, latestKnownVersion: 1))
        #expect(try older.currentVersion(of: connection) == 3)
        #expect(try connection.firstRow("SELECT y FROM t")?.value(at: 0, as: String.self) == "one")
    }

    @Test func whenTheDatabaseRecordsANegativeVersion_throwsUnknownVersionAndRunsNoStep() throws {
        // given: a full schema whose version was set to -1 by someone else
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        let migrator = SQLiteMigrator(migrations: migrations)
        try migrator.migrate(connection)
        try connection.execute("PRAGMA user_version = -1")

        // when
        let error = #expect(throws: SQLiteMigrationError.self) { try migrator.migrate(connection) }

        // then: no step ran again (the seed would have added a second row)
        #expect(error == .unknownVersion(version: -1))
        #expect(try migrator.currentVersion(of: connection) == -1)
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 1)
    }

    @Test func whenSeveralConnectionsMigrateANewFileAtOnce_eachStepRunsOnce() throws {
        // given
        let directory = try TemporaryDirectory()
        let path = directory.path("db")
        let migrator = SQLiteMigrator(migrations: migrations)
        let appliedCounts = AppliedCounter()

        // when
        let errors = runOnThreads(4) { _ in
            let connection = try SQLiteConnection(path: path)
            appliedCounts.add(try migrator.migrate(connection).count)
        }

        // then: a second "seed" would have inserted a second row
        #expect(errors.isEmpty, "\(errors)")
        #expect(appliedCounts.total == 3)
        let connection = try SQLiteConnection(path: path)
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 1)
    }
}

/// A sum shared by threads; the lock guards the only state.
private final class AppliedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0

    func add(_ value: Int) {
        lock.withLock { sum += value }
    }

    var total: Int {
        lock.withLock { sum }
    }
}
