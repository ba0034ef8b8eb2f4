import Foundation
import Storage
import Testing

struct SQLiteCorruptionTests {
    @Test(arguments: [16, 100, 4096, 20_000])
    func whenTheFileHoldsRandomBytes_openingItThrowsACorruptionError(size: Int) throws {
        // given
        let directory = try TemporaryDirectory()
        let path = directory.path("garbage.sqlite3")
        var generator = SystemRandomNumberGenerator()
        let bytes = Data((0..<size).map { _ in UInt8.random(in: 1...255, using: &generator) })
        try bytes.write(to: URL(fileURLWithPath: path))

        // when
        let error = #expect(throws: SQLiteError.self) {
            let connection = try SQLiteConnection(path: path)
            _ = try connection.query("SELECT count(*) FROM sqlite_schema")
        }

        // then
        #expect(error?.isCorruption == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func whenAPageOfTheDatabaseIsOverwritten_queryingItThrowsACorruptionError() throws {
        // given: a database whose table spans several pages
        let directory = try TemporaryDirectory()
        let path = directory.path("db")
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("CREATE TABLE t (x BLOB)")
            for _ in 0..<20 {
                try connection.run("INSERT INTO t VALUES (?)", [.blob(Data(repeating: 7, count: 3000))])
            }
            try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        // page 2 is the table's root page
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()

        // when
        let connection = try SQLiteConnection(path: path)
        let error = #expect(throws: SQLiteError.self) {
            _ = try connection.query("SELECT count(*), sum(length(x)) FROM t")
        }

        // then
        #expect(error?.isCorruption == true)
    }

    @Test func whenTheFileIsNotADatabase_aLogFileBesideItIsLeftAsItWas() throws {
        // given
        let directory = try TemporaryDirectory()
        let path = directory.path("db")
        try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: path))
        try Data("old log".utf8).write(to: URL(fileURLWithPath: path + "-wal"))

        // when
        let error = #expect(throws: SQLiteError.self) { try SQLiteConnection(path: path) }

        // then
        #expect(error?.isCorruption == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == Data("old log".utf8))
    }

    @Test func whenTheFileIsEmpty_itOpensAsANewDatabase() throws {
        // given
        let directory = try TemporaryDirectory()
        let path = directory.path("db")
        try Data().write(to: URL(fileURLWithPath: path))

        // when
        let connection = try SQLiteConnection(path: path)
        try connection.execute("CREATE TABLE t (x)")

        // then
        #expect(try connection.firstRow("SELECT count(*) FROM sqlite_schema")?.value(at: 0, as: Int.self) == 1)
    }
}
