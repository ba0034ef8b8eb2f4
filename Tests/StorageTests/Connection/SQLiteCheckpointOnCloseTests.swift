import Foundation
import Storage
import TestSupport
import Testing

/// Who checkpoints the write-ahead log when a connection closes.
struct SQLiteCheckpointOnCloseTests {
    private let directory: TemporaryDirectory
    private let path: String

    init() throws {
        (directory, path) = try TemporaryDirectory.withDatabasePath()
    }

    private func writeRow(_ value: Int) throws {
        let writer = try SQLiteConnection(path: path)
        try writer.execute("CREATE TABLE IF NOT EXISTS t (x)")
        try writer.run("INSERT INTO t (x) VALUES (?)", [SQLiteValue(value)])
        #expect(writer.hasCommittedWrite)
        writer.close()
    }

    @Test func whenAConnectionThatWroteClosesLast_itCheckpointsAndRemovesTheLog() throws {
        // given
        let writer = try SQLiteConnection(path: path)
        try writer.execute("CREATE TABLE t (x)")
        try writer.run("INSERT INTO t (x) VALUES (1)")
        #expect(FileStamp(path: path + "-wal") != nil)

        // when
        writer.close()

        // then
        #expect(FileStamp(path: path + "-wal") == nil)
        #expect(FileStamp(path: path + "-shm") == nil)
    }

    @Test func whenAConnectionOnlyReadsAndCloses_theDatabaseFileIsUntouchedAndTheLogStays() throws {
        // given
        try writeRow(1)
        let before = try #require(FileStamp(path: path))

        // when
        let reader = try SQLiteConnection(path: path)
        let count = try reader.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self)
        let wrote = reader.hasCommittedWrite
        reader.close()

        // then: opening an existing database wrote nothing, and closing did not checkpoint
        #expect(count == 1)
        #expect(!wrote)
        #expect(FileStamp(path: path) == before)
        let log = try #require(FileStamp(path: path + "-wal"), "a reader's close should leave the log in place")
        #expect(log.size == 0)
        #expect(FileStamp(path: path + "-shm") != nil)
    }

    @Test func whenAWriterFollowsReadersThatLeftTheLog_itsWriteIsCheckpointedOnClose() throws {
        // given: a reader left the log and its index behind
        try writeRow(1)
        let reader = try SQLiteConnection(path: path)
        _ = try reader.firstRow("SELECT count(*) FROM t")
        reader.close()

        // when
        try writeRow(2)

        // then: the log is gone, so both rows are in the database file itself
        #expect(FileStamp(path: path + "-wal") == nil)
        let check = try SQLiteConnection(path: path)
        #expect(try check.query("SELECT x FROM t ORDER BY x").map { try $0.value(at: 0, as: Int.self) } == [1, 2])
    }

    @Test func whenAReaderClosesWhileTheLogHoldsWrites_theyStayVisibleAndAreCheckpointedLater() throws {
        // given: a writer that does not checkpoint as it goes, still open
        let writer = try SQLiteConnection(path: path)
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        try writer.execute("CREATE TABLE t (x)")
        try writer.run("INSERT INTO t (x) VALUES (1)")

        // when
        let reader = try SQLiteConnection(path: path)
        _ = try reader.firstRow("SELECT count(*) FROM t")
        reader.close()
        let logAfterReader = try #require(FileStamp(path: path + "-wal"))
        writer.close()

        // then
        #expect(logAfterReader.size > 0)
        #expect(FileStamp(path: path + "-wal") == nil)
        let check = try SQLiteConnection(path: path)
        #expect(try check.firstRow("SELECT x FROM t")?.value(at: 0, as: Int.self) == 1)
    }

    @Test func whenAReaderFindsWritesLeftInTheLogByAWriterThatNeverClosed_itCheckpointsThemOnClose() throws {
        // given: the files a writer leaves when its process exits without closing
        let writer = try SQLiteConnection(path: path)
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        try writer.execute("CREATE TABLE t (x)")
        try writer.run("INSERT INTO t (x) VALUES (1)")
        let leftover = directory.path("leftover")
        try FileManager.default.copyItem(atPath: path, toPath: leftover)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: leftover + "-wal")
        #expect(try #require(FileStamp(path: leftover + "-wal")).size > 0)

        // when
        let reader = try SQLiteConnection(path: leftover)
        let value = try reader.firstRow("SELECT x FROM t")?.value(at: 0, as: Int.self)
        reader.close()

        // then: the log is gone, so the row is in the database file itself
        #expect(value == 1)
        #expect(!reader.hasCommittedWrite)
        #expect(FileStamp(path: leftover + "-wal") == nil)
        let check = try SQLiteConnection(path: leftover)
        #expect(try check.firstRow("SELECT x FROM t")?.value(at: 0, as: Int.self) == 1)
    }
}
