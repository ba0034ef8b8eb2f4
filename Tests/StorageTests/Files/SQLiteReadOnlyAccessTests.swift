import CSQLite
import Foundation
import Storage
import TestSupport
import Testing

/// Read-only and immutable connections: they read what is there and write nothing.
struct SQLiteReadOnlyAccessTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// A closed database with one row, and no -wal or -shm file beside it.
    private func makeDatabase(at path: String) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("CREATE TABLE t (x)")
        try connection.run("INSERT INTO t VALUES (42)")
        connection.close()
        #expect(FileStamp(path: path + "-wal") == nil)
    }

    @Test func whenOpenedReadOnly_itReadsAndAWriteFailsReadOnly() throws {
        // given
        let path = directory.path("db")
        try makeDatabase(at: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        // when
        let connection = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(access: .readOnly))
        let error = #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (1)") }

        // then
        #expect(try connection.firstRow("SELECT x FROM t")?.value(at: 0, as: Int.self) == 42)
        #expect(error?.resultCode == SQLITE_READONLY)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test(arguments: ["plain", "with ?query#hash %41 and space"])
    func whenOpenedImmutable_itReadsWithoutMakingALogOrIndex(folder: String) throws {
        // given: a folder name that a careless URI would cut short
        let parent = directory.url.appendingPathComponent(folder, isDirectory: true)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let path = parent.appendingPathComponent("db").path
        try makeDatabase(at: path)

        // when
        let connection = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(access: .immutable))

        // then
        #expect(try connection.firstRow("SELECT x FROM t")?.value(at: 0, as: Int.self) == 42)
        #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (1)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["db"])
    }

    @Test func whenTheFileIsMissing_aReadOnlyOpenFailsAndCreatesNothing() throws {
        let path = directory.path("missing")

        #expect(throws: SQLiteError.self) {
            try SQLiteConnection(path: path, configuration: SQLiteConfiguration(access: .readOnly))
        }

        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
