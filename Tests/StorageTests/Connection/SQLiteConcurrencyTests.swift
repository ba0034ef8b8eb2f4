import Foundation
import Storage
import TestSupport
import Testing

struct SQLiteConcurrencyTests {
    @Test func whenManyThreadsShareOneConnection_everyWriteAndReadSucceeds() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (thread INTEGER, n INTEGER, payload BLOB)")
        let threads = 8
        let writesPerThread = 40

        // when
        let errors = runOnThreads(threads) { thread in
            for n in 0..<writesPerThread {
                let payload = Data(repeating: UInt8(thread), count: n)
                try connection.transaction(.immediate) { connection in
                    try connection.run("INSERT INTO t VALUES (?, ?, ?)", [SQLiteValue(thread), SQLiteValue(n), .blob(payload)])
                }
                let mine = try connection.firstRow("SELECT count(*) FROM t WHERE thread = ?", [SQLiteValue(thread)])
                guard try mine?.value(at: 0, as: Int.self) == n + 1 else {
                    throw SQLiteError(extendedResultCode: 1, message: "thread \(thread) lost a write")
                }
            }
        }

        // then
        #expect(errors.isEmpty, "\(errors)")
        let total = try connection.firstRow("SELECT count(*), sum(length(payload)) FROM t")
        #expect(try total?.value(at: 0, as: Int.self) == threads * writesPerThread)
        #expect(try total?.value(at: 1, as: Int.self) == threads * (0..<writesPerThread).reduce(0, +))
    }

    @Test func whenATransactionIsOpen_otherThreadsDoNotSlipStatementsIntoIt() throws {
        // given
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.path("db"))
        try connection.execute("CREATE TABLE t (x INTEGER)")
        struct Abort: Error {}

        // when: thread 0 writes and rolls back repeatedly while the others write and commit
        let errors = runOnThreads(4) { thread in
            for _ in 0..<25 {
                if thread == 0 {
                    try? connection.transaction(.immediate) { connection in
                        try connection.run("INSERT INTO t VALUES (?)", [-1])
                        throw Abort()
                    }
                } else {
                    try connection.run("INSERT INTO t VALUES (?)", [SQLiteValue(thread)])
                }
            }
        }

        // then: every rolled-back row is gone and every committed one is there
        #expect(errors.isEmpty, "\(errors)")
        #expect(try connection.firstRow("SELECT count(*) FROM t WHERE x = -1")?.value(at: 0, as: Int.self) == 0)
        #expect(try connection.firstRow("SELECT count(*) FROM t")?.value(at: 0, as: Int.self) == 75)
    }
}
