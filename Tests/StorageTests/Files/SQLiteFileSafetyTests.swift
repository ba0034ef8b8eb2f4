import Foundation
import Storage
import TestSupport
import Testing

/// A connection opens only regular files: links and pipes at the database
/// path, or at its -wal, -shm and -journal paths, are refused without being
/// followed, and a file it creates is private.
struct SQLiteFileSafetyTests {
    private let directory: TemporaryDirectory
    private let path: String

    init() throws {
        (directory, path) = try TemporaryDirectory.withDatabasePath()
    }

    @Test func whenThePathIsADanglingSymbolicLink_openingRefusesItAndCreatesNoTarget() throws {
        // given
        let target = directory.path("target")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

        // when
        let error = #expect(throws: SQLiteFileError.self) { try SQLiteConnection(path: path) }

        // then
        #expect(error == .notRegularFile(path: path, kind: .symbolicLink))
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(!FileManager.default.fileExists(atPath: target + "-journal"))
    }

    @Test func whenThePathLinksToADatabase_itIsRefusedAndTheTargetIsNotWritten() throws {
        // given
        let target = directory.path("real")
        do {
            let connection = try SQLiteConnection(path: target)
            try connection.execute("CREATE TABLE t (x)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)

        // when
        let error = #expect(throws: SQLiteFileError.self) { try SQLiteConnection(path: path) }

        // then
        #expect(error == .notRegularFile(path: path, kind: .symbolicLink))
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
        #expect(FileStamp(path: target + "-wal") == nil)
    }

    @Test func whenThePathIsANamedPipe_openingRefusesItAtOnce() throws {
        // given: opening a pipe for reading blocks until a writer comes, reading it until data does
        #expect(mkfifo(path, 0o600) == 0)

        // when
        let error = #expect(throws: SQLiteFileError.self) { try SQLiteConnection(path: path) }

        // then
        #expect(error == .notRegularFile(path: path, kind: .namedPipe))
    }

    @Test func whenThePathIsADirectory_openingRefusesIt() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        let error = #expect(throws: SQLiteFileError.self) { try SQLiteConnection(path: path) }

        #expect(error == .notRegularFile(path: path, kind: .directory))
    }

    @Test(arguments: ["-wal", "-shm"])
    func whenACompanionOfAnExistingDatabaseIsALink_openingRefusesItAndTheTargetStaysEmpty(suffix: String) throws {
        // given: a closed database, and a link where SQLite would make its log or index
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("CREATE TABLE t (x)")
        }
        let target = directory.path("elsewhere")
        try Data().write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: path + suffix, withDestinationPath: target)

        // when
        let error = #expect(throws: SQLiteFileError.self) { try SQLiteConnection(path: path) }

        // then
        #expect(error == .notRegularFile(path: path + suffix, kind: .symbolicLink))
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).isEmpty)
    }

    @Test func whenTheJournalOfANewDatabaseIsADanglingLink_creatingItFailsAndNoTargetAppears() throws {
        // given: the rollback journal is what the first transaction of a new file writes
        let target = directory.path("planted")
        try FileManager.default.createSymbolicLink(atPath: path + "-journal", withDestinationPath: target)

        // when
        let error = #expect(throws: SQLiteFileError.self) {
            try SQLiteConnection(path: path, configuration: SQLiteConfiguration(autoVacuum: .incremental))
        }

        // then
        #expect(error == .notRegularFile(path: path + "-journal", kind: .symbolicLink))
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func whenTheLogIsANamedPipe_openingRefusesItWithoutHanging() throws {
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("CREATE TABLE t (x)")
        }
        #expect(mkfifo(path + "-wal", 0o600) == 0)

        let error = #expect(throws: SQLiteFileError.self) { try SQLiteConnection(path: path) }

        #expect(error == .notRegularFile(path: path + "-wal", kind: .namedPipe))
    }

    @Test func whenTheFileIsMissing_itIsCreatedPrivateNotWithSQLitesDefault0644() throws {
        // when
        let connection = try SQLiteConnection(path: path)
        try connection.execute("CREATE TABLE t (x)")

        // then: SQLite gives the log and its index the database's mode
        for file in [path, path + "-wal", path + "-shm"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(file)")
        }
    }
}
