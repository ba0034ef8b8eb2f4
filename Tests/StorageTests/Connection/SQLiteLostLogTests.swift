import Foundation
import Storage
import TestSupport
import Testing

/// The write-ahead log deleted while a connection has it open: the next
/// commit notices, and the write lands in a fresh log that others see.
struct SQLiteLostLogTests {
    private let directory: TemporaryDirectory
    private let path: String

    init() throws {
        (directory, path) = try TemporaryDirectory.withDatabasePath()
        let creator = try SQLiteConnection(path: path)
        try creator.execute("CREATE TABLE t (x)")
    }

    private func rows() throws -> String {
        try SQLiteShell.query("SELECT group_concat(x) FROM (SELECT x FROM t ORDER BY x)", database: path)
    }

    @Test func whenTheLogIsDeletedWhileAnotherConnectionHoldsBackTheCheckpoint_theWriteGoesToTheSharedLog() throws {
        // given: the writer's log is deleted; another connection opens (making a
        // new log at the same path) and keeps a read transaction open, so the
        // writer's checkpoint after its next write cannot complete
        let writer = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(checkpointsAfterEachWrite: true))
        try writer.run("INSERT INTO t VALUES (1)")
        try FileManager.default.removeItem(atPath: path + "-wal")
        let other = try SQLiteConnection(path: path)

        // when
        try other.transaction { connection in
            _ = try connection.query("SELECT count(*) FROM t")
            try writer.run("INSERT INTO t VALUES (2)")
        }

        // then: the other connection reads the write while both are open, and
        // after the writer closes first, it is in the database
        #expect(try other.firstRow("SELECT group_concat(x) FROM t")?.value(at: 0, as: String.self) == "1,2")
        writer.close()
        other.close()
        #expect(try rows() == "1,2")
        #expect(try SQLiteShell.integrityCheck(database: path) == "ok")
    }

    @Test func whenTheLogIsDeletedDuringATransaction_theTransactionRunsAgainOnAFreshLog() throws {
        // given
        let writer = try SQLiteConnection(path: path)
        _ = try writer.query("SELECT count(*) FROM t")
        var attempts = 0

        // when
        try writer.transaction(.immediate) { connection in
            attempts += 1
            try connection.run("INSERT INTO t VALUES (?)", [SQLiteValue(attempts)])
            if attempts == 1 { try FileManager.default.removeItem(atPath: path + "-wal") }
        }
        writer.close()

        // then: the first attempt was rolled back, the second committed
        #expect(attempts == 2)
        #expect(try rows() == "2")
    }

    @Test func whenConfiguredToCheckpoint_eachWriteLeavesAnEmptyLogAndTheRowsInTheDatabaseFile() throws {
        // given
        let writer = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(checkpointsAfterEachWrite: true))

        // when
        try writer.run("INSERT INTO t VALUES (7)")
        try writer.transaction { try $0.run("INSERT INTO t VALUES (8)") }

        // then: a reader of the database file alone finds both rows
        #expect(FileStamp(path: path + "-wal")?.size == 0)
        let fileOnly = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(access: .immutable))
        #expect(try fileOnly.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 2)
    }
}
