import Foundation
import Storage
import TestSupport
import Testing

struct SQLiteTransactionTests {
    private struct BodyFailed: Error {}

    private func count(_ connection: SQLiteConnection) throws -> Int {
        try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) ?? -1
    }

    @Test func whenTheBodyReturns_itsWritesAreCommitted() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")

        // when
        let result = try connection.transaction(.immediate) { connection in
            try connection.run("INSERT INTO t VALUES (?)", [1])
            try connection.run("INSERT INTO t VALUES (?)", [2])
            return "done"
        }

        // then
        #expect(result == "done")
        #expect(try count(connection) == 2)
        #expect(!connection.isInTransaction)
    }

    @Test func whenTheBodyThrows_everyWriteIsRolledBackAndTheErrorPropagates() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")
        try connection.run("INSERT INTO t VALUES (?)", [0])

        // when
        #expect(throws: BodyFailed.self) {
            try connection.transaction { connection in
                try connection.run("INSERT INTO t VALUES (?)", [1])
                try connection.run("DELETE FROM t WHERE x = ?", [0])
                throw BodyFailed()
            }
        }

        // then
        #expect(try connection.query("SELECT x FROM t").map { try $0.value(at: 0, as: Int.self) } == [0])
        #expect(!connection.isInTransaction)
    }

    @Test func whenANestedTransactionThrows_onlyItsWritesAreUndone() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")

        // when
        try connection.transaction(.immediate) { connection in
            try connection.run("INSERT INTO t VALUES (?)", [1])
            try? connection.transaction { connection in
                try connection.run("INSERT INTO t VALUES (?)", [2])
                throw BodyFailed()
            }
        }

        // then
        #expect(try connection.query("SELECT x FROM t").map { try $0.value(at: 0, as: Int.self) } == [1])
    }

    @Test func whileOneConnectionWrites_anotherReadsTheLastCommittedState() throws {
        // given
        let directory = try TemporaryDirectory()
        let writer = try SQLiteConnection(path: directory.path("db"))
        let reader = try SQLiteConnection(path: directory.path("db"))
        try writer.execute("CREATE TABLE t (x INTEGER)")
        try writer.run("INSERT INTO t VALUES (?)", [1])

        // when
        var seenDuringWrite = -1
        try writer.transaction(.immediate) { writer in
            try writer.run("INSERT INTO t VALUES (?)", [2])
            seenDuringWrite = try count(reader)
        }
        let seenAfterCommit = try count(reader)

        // then: WAL lets the reader go on without waiting for the writer
        #expect(seenDuringWrite == 1)
        #expect(seenAfterCommit == 2)
    }

    @Test func whenAnotherConnectionHoldsTheWriteLock_beginImmediateFailsAsBusyAfterRetries() throws {
        // given
        let directory = try TemporaryDirectory()
        let impatient = SQLiteConfiguration(busyTimeoutMilliseconds: 20, busyRetryCount: 2)
        let holder = try SQLiteConnection(path: directory.path("db"))
        let other = try SQLiteConnection(path: directory.path("db"), configuration: impatient)
        try holder.execute("CREATE TABLE t (x INTEGER)")

        // when
        let error = try holder.transaction(.immediate) { holder in
            try holder.run("INSERT INTO t VALUES (?)", [1])
            return #expect(throws: SQLiteError.self) {
                try other.transaction(.immediate) { other in
                    try other.run("INSERT INTO t VALUES (?)", [2])
                }
            }
        }

        // then
        #expect(error?.isBusy == true)
        #expect(!other.isInTransaction)
        #expect(try count(other) == 1)
    }

    @Test func whenTheLockIsReleasedWithinTheBusyTimeout_theWaitingWriterSucceeds() throws {
        // given
        let directory = try TemporaryDirectory()
        let first = try SQLiteConnection(path: directory.path("db"))
        let second = try SQLiteConnection(path: directory.path("db"))
        try first.execute("CREATE TABLE t (x INTEGER)")

        // when: the two write in overlapping transactions from two threads
        let errors = runOnThreads(2) { index in
            let connection = index == 0 ? first : second
            for value in 0..<50 {
                try connection.transaction(.immediate) { connection in
                    try connection.run("INSERT INTO t VALUES (?)", [SQLiteValue(value)])
                }
            }
        }

        // then
        #expect(errors.isEmpty, "\(errors)")
        #expect(try count(first) == 100)
    }
}
