import Foundation
import Storage
import TestSupport
import Testing

/// How a connection builds a database when it finds no file, or an empty one.
struct SQLiteDatabaseCreationTests {
    private let directory: TemporaryDirectory
    private let path: String
    private let schema = SQLiteMigrator(migrations: [
        SQLiteMigration(name: "create t", sql: "CREATE TABLE t (x INTEGER)"),
        SQLiteMigration(name: "index t", sql: "CREATE INDEX t_x ON t (x)"),
    ])

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("db")
    }

    @Test func whenANewFileIsCreatedWithASchema_theSchemaIsInTheFileItselfWithAutoVacuumAndWAL() throws {
        // given
        let configuration = SQLiteConfiguration(autoVacuum: .incremental)

        // when
        let connection = try SQLiteConnection(path: path, configuration: configuration) { try schema.migrate($0) }

        // then
        #expect(connection.createdDatabase)
        #expect(try schema.currentVersion(of: connection) == 2)
        #expect(try connection.firstRow("PRAGMA auto_vacuum")?.value(at: 0, as: Int.self) == 2)
        #expect(try connection.firstRow("PRAGMA journal_mode")?.value(at: 0, as: String.self) == "wal")
        let names = try connection.query("SELECT name FROM sqlite_schema ORDER BY name")
        #expect(try names.map { try $0.value(at: 0, as: String.self) } == ["t", "t_x"])
        // written before the switch to WAL, so the log (made by the first read) holds none of it
        #expect((FileStamp(path: path + "-wal")?.size ?? 0) == 0)
    }

    @Test func whenCreatingTheSchemaFails_nothingOfItStaysAndOpeningThrows() throws {
        // given
        let broken = SQLiteMigrator(migrations: [
            SQLiteMigration(name: "create t", sql: "CREATE TABLE t (x INTEGER)"),
            SQLiteMigration(name: "broken", sql: "INSERT INTO missing VALUES (1)"),
        ])

        // when
        #expect(throws: SQLiteMigrationError.self) {
            _ = try SQLiteConnection(path: path) { try broken.migrate($0) }
        }

        // then: the next open finds an empty database and builds it
        let reopened = try SQLiteConnection(path: path) { try schema.migrate($0) }
        #expect(try reopened.firstRow("SELECT count(*) FROM sqlite_schema WHERE name = 't'")?.value(at: 0, as: Int.self) == 1)
        #expect(try schema.currentVersion(of: reopened) == 2)
    }

    @Test func whenTheFileExists_theSchemaStepIsNotRunAndTheConnectionSyncsNormally() throws {
        // given
        let creator = try SQLiteConnection(path: path) { try schema.migrate($0) }
        let creatorSynchronous = try creator.firstRow("PRAGMA synchronous")?.value(at: 0, as: Int.self)
        creator.close()

        // when
        var ranSchemaStep = false
        let reopened = try SQLiteConnection(path: path) { _ in ranSchemaStep = true }

        // then: 0 is OFF, 1 is NORMAL
        #expect(creatorSynchronous == 0)
        #expect(!reopened.createdDatabase)
        #expect(!ranSchemaStep)
        #expect(try reopened.firstRow("PRAGMA synchronous")?.value(at: 0, as: Int.self) == 1)
    }

    @Test func whenTheCreatorWritesAndCloses_theSQLiteShellSeesTheRowsAndNoLogIsLeft() throws {
        // given
        let creator = try SQLiteConnection(path: path) { try schema.migrate($0) }
        try creator.run("INSERT INTO t (x) VALUES (?)", [SQLiteValue(42)])

        // when
        creator.close()

        // then: the checkpoint on close copied the row into the database file
        #expect(FileStamp(path: path + "-wal") == nil)
        #expect(try SQLiteShell.query("SELECT x FROM t", database: path, readOnly: true) == "42")
        #expect(try SQLiteShell.query("PRAGMA integrity_check", database: path, readOnly: true) == "ok")
    }
}
