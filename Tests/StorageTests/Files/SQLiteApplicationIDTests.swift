import Foundation
import Storage
import TestSupport
import Testing

/// A connection configured with an application id opens only databases that
/// carry it, and refuses any other before SQLite touches the file.
struct SQLiteApplicationIDTests {
    private static let ours: Int32 = 0x4D56_5431
    private let directory: TemporaryDirectory
    private let path: String

    init() throws {
        directory = try TemporaryDirectory()
        path = directory.path("db")
    }

    private func makeDatabase(applicationID: Int32?) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.execute("CREATE TABLE t (x)")
        if let applicationID {
            try connection.execute("PRAGMA application_id = \(applicationID)")
        }
    }

    @Test(arguments: [Int32(0), Int32(0x1234_5678)])
    func whenTheDatabaseCarriesAnotherID_itIsRefusedAndNotOneByteChanges(foreignID: Int32) throws {
        // given: a closed database, so its log was checkpointed into it
        try makeDatabase(applicationID: foreignID == 0 ? nil : foreignID)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)

        // when
        let error = #expect(throws: SQLiteFileError.self) {
            try SQLiteConnection(path: path, configuration: SQLiteConfiguration(applicationID: Self.ours))
        }

        // then: not even a -wal or -shm file appeared
        #expect(error == .foreignDatabase(path: path, applicationID: foreignID))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == files)
    }

    @Test func whenTheDatabaseCarriesTheID_itOpens() throws {
        try makeDatabase(applicationID: Self.ours)

        let connection = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(applicationID: Self.ours))

        #expect(try connection.firstRow("PRAGMA application_id")?.value(at: 0, as: Int.self) == Int(Self.ours))
    }

    @Test func whenTheFileIsNewOrEmpty_theIDIsNotAskedFor() throws {
        // given
        try Data().write(to: URL(fileURLWithPath: path))

        // when
        let connection = try SQLiteConnection(path: path, configuration: SQLiteConfiguration(applicationID: Self.ours))

        // then: stamping it is the schema's work
        #expect(connection.createdDatabase)
    }
}
