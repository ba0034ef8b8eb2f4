import Foundation
import Storage
import Testing

struct SQLiteConnectionTests {
    @Test func whenOpeningAMissingFile_createsADatabaseInWALMode() throws {
        // given
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite3")
        #expect(!FileManager.default.fileExists(atPath: path))

        // when
        let connection = try SQLiteConnection(path: path)
        let mode = try connection.firstRow("PRAGMA journal_mode")?.value(at: 0, as: String.self)
        let foreignKeys = try connection.firstRow("PRAGMA foreign_keys")?.value(at: 0, as: Int.self)

        // then
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(mode == "wal")
        #expect(foreignKeys == 1)
    }

    @Test func whenAutoVacuumIsConfigured_aNewDatabaseUsesIt() throws {
        // given
        let directory = try TemporaryDirectory()
        let configuration = SQLiteConfiguration(autoVacuum: .incremental)

        // when
        let connection = try SQLiteConnection(path: directory.path("db"), configuration: configuration)
        try connection.execute("CREATE TABLE t (x)")

        // then: 2 is INCREMENTAL
        #expect(try connection.firstRow("PRAGMA auto_vacuum")?.value(at: 0, as: Int.self) == 2)
    }

    @Test func whenAnExistingDatabaseIsOpenedWithAutoVacuumConfigured_nothingIsWritten() throws {
        // given: a database another connection keeps open and watches
        let directory = try TemporaryDirectory()
        let configuration = SQLiteConfiguration(autoVacuum: .incremental)
        let first = try SQLiteConnection(path: directory.path("db"), configuration: configuration)
        try first.execute("CREATE TABLE t (x)")
        let versionBefore = try first.firstRow("PRAGMA data_version")?.value(at: 0, as: Int.self)

        // when
        let second = try SQLiteConnection(path: directory.path("db"), configuration: configuration)

        // then: data_version moves when another connection commits
        #expect(try first.firstRow("PRAGMA data_version")?.value(at: 0, as: Int.self) == versionBefore)
        #expect(try second.firstRow("PRAGMA auto_vacuum")?.value(at: 0, as: Int.self) == 2)
    }

    @Test func whenInsertingEveryValueType_readsBackTheSameValues() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, i INTEGER, r REAL, s TEXT, b BLOB, n TEXT)")
        let text = "Amélie 🎬 名前"

        // when
        try connection.run(
            "INSERT INTO t (i, r, s, b, n) VALUES (?, ?, ?, ?, ?)",
            [.integer(Int64.max), .real(-2.5), .text(text), .blob(Data([1, 2, 3])), .null]
        )
        let row = try #require(try connection.firstRow("SELECT i, r, s, b, n FROM t"))

        // then
        #expect(try row.value(at: 0, as: Int64.self) == Int64.max)
        #expect(try row.value(at: 1, as: Double.self) == -2.5)
        #expect(try row.value(at: 2, as: String.self) == text)
        #expect(try row.value(at: 3, as: Data.self) == Data([1, 2, 3]))
        #expect(try row.value(at: 4, as: String?.self) == nil)
        #expect(connection.lastInsertRowID == 1)
        #expect(connection.changes == 1)
    }

    @Test func whenUpdatingAndDeleting_changesCountsTheRowsTouched() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")
        for value in 1...5 {
            try connection.run("INSERT INTO t (x) VALUES (?)", [SQLiteValue(value)])
        }

        // when
        try connection.run("UPDATE t SET x = x * 10 WHERE x > ?", [2])
        let updated = connection.changes
        try connection.run("DELETE FROM t WHERE x >= ?", [40])
        let deleted = connection.changes
        let remaining = try connection.query("SELECT x FROM t ORDER BY x").map { try $0.value(at: 0, as: Int.self) }

        // then
        #expect(updated == 3)
        #expect(deleted == 2)
        #expect(remaining == [1, 2, 30])
    }

    @Test(arguments: [
        Data(),
        Data([0]),
        Data([0, 0, 0, 0]),
        Data([0x41, 0, 0x42, 0, 0xFF, 0]),
        Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0) }),
    ])
    func whenStoringABlob_itRoundTripsByteForByte(blob: Data) throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (b BLOB)")

        // when
        try connection.run("INSERT INTO t (b) VALUES (?)", [.blob(blob)])
        let row = try #require(try connection.firstRow("SELECT b, typeof(b), length(b) FROM t"))

        // then: an empty blob stays a blob, not NULL
        #expect(try row.value(at: 0, as: Data.self) == blob)
        #expect(try row.value(at: 1, as: String.self) == "blob")
        #expect(try row.value(at: 2, as: Int.self) == blob.count)
    }

    @Test func whenStoringTextWithAnEmbeddedNULOrNothing_itRoundTrips() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, s TEXT)")

        // when
        try connection.run("INSERT INTO t (s) VALUES (?)", [.text("a\u{0}b")])
        try connection.run("INSERT INTO t (s) VALUES (?)", [.text("")])
        let rows = try connection.query("SELECT s, typeof(s) FROM t ORDER BY id")

        // then
        #expect(try rows.map { try $0.value(at: 0, as: String.self) } == ["a\u{0}b", ""])
        #expect(try rows.map { try $0.value(at: 1, as: String.self) } == ["text", "text"])
    }

    @Test func whenReadingAColumnAsTheWrongType_throwsAMismatch() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        let row = try #require(try connection.firstRow("SELECT 'text', NULL"))

        // then
        #expect(throws: SQLiteError.self) { try row.value(at: 0, as: Int.self) }
        #expect(throws: SQLiteError.self) { try row.value(at: 1, as: String.self) }
        #expect(throws: SQLiteError.self) { try row.value(at: 2, as: String?.self) }
    }

    @Test func whenTheSameStatementRunsAgain_itReusesThePreparedOne() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")
        let before = connection.preparedStatementCount

        // when
        for value in 0..<10 {
            try connection.run("INSERT INTO t (x) VALUES (?)", [SQLiteValue(value)])
        }
        let afterInserts = connection.preparedStatementCount
        let sum = try connection.firstRow("SELECT sum(x) FROM t")?.value(at: 0, as: Int.self)

        // then
        #expect(afterInserts == before + 1)
        #expect(connection.preparedStatementCount == before + 2)
        #expect(sum == 45)
    }

    @Test func whenTheSchemaChangesUnderACachedStatement_itIsPreparedAgainTransparently() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (a INTEGER); INSERT INTO t VALUES (1)")
        let before = try #require(try connection.firstRow("SELECT * FROM t"))

        // when
        try connection.execute("ALTER TABLE t ADD COLUMN b TEXT DEFAULT 'x'")
        let after = try #require(try connection.firstRow("SELECT * FROM t"))

        // then
        #expect(before.count == 1)
        #expect(after.values == [.integer(1), .text("x")])
    }

    @Test func whenTheStatementCacheIsFull_furtherStatementsStillRun() throws {
        // given
        let directory = try TemporaryDirectory()
        let configuration = SQLiteConfiguration(statementCacheLimit: 2)
        let connection = try SQLiteConnection(path: directory.path("db"), configuration: configuration)

        // when
        let results = try (1...5).map { number in
            try connection.firstRow("SELECT \(number)")?.value(at: 0, as: Int.self)
        }

        // then
        #expect(results == [1, 2, 3, 4, 5])
        #expect(connection.preparedStatementCount == 2)
    }

    @Test func whenGivenTwoStatementsToPrepare_refusesThem() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")

        // when
        let error = #expect(throws: SQLiteError.self) {
            try connection.run("INSERT INTO t VALUES (1); DELETE FROM t")
        }

        // then: nothing ran
        #expect(error?.resultCode == 21) // SQLITE_MISUSE
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 0)
    }

    @Test func whenArgumentsDoNotMatchTheParameters_throwsWithoutRunning() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER, y INTEGER)")

        // when / then
        #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (?, ?)", [1]) }
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 0)
    }

    @Test func whenAStatementFails_theErrorCarriesCodesMessageAndSQL() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER UNIQUE)")
        try connection.run("INSERT INTO t VALUES (?)", [1])

        // when
        let error = #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (?)", [1]) }

        // then: SQLITE_CONSTRAINT, SQLITE_CONSTRAINT_UNIQUE
        #expect(error?.resultCode == 19)
        #expect(error?.extendedResultCode == 2067)
        #expect(error?.message.contains("UNIQUE") == true)
        #expect(error?.sql == "INSERT INTO t VALUES (?)")
        #expect(error?.isBusy == false)
        #expect(error?.isCorruption == false)
    }

    @Test func whenClosed_furtherUseThrowsInsteadOfCrashing() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))

        // when
        connection.close()
        connection.close()

        // then
        #expect(throws: SQLiteError.self) { try connection.query("SELECT 1") }
    }

    @Test func whenTheFileCannotBeCreated_openThrows() throws {
        // given: a parent that is a regular file
        let directory = try TemporaryDirectory()
        let file = directory.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))

        // then: SQLITE_CANTOPEN
        let error = #expect(throws: SQLiteError.self) { try SQLiteConnection(path: file + "/db") }
        #expect(error?.resultCode == 14)
    }
}
