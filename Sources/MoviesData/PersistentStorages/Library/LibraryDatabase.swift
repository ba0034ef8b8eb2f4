#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesDomain
import Storage

/// The SQLite file of your library: `<data directory>/library.sqlite3`.
///
/// Unlike the cache, it is never rebuilt: a damaged file is kept exactly as it
/// is, every write is refused (`LibraryError.damaged`), and reads serve what
/// can still be read. Writes are durable (`synchronous=FULL`) and each is one
/// `BEGIN IMMEDIATE` transaction, so processes writing at once never lose or
/// double a change. A backup copy is made before any schema migration.
public final class LibraryDatabase: Sendable {
    /// The database file's name inside the data directory.
    public static let fileName = "library.sqlite3"

    public let path: String
    let connection: SQLiteConnection
    /// Opened only to read, because the disk refused a writer (see `openReadOnly`).
    let isReadOnly: Bool

    init(path: String, connection: SQLiteConnection, isReadOnly: Bool = false) {
        self.path = path
        self.connection = connection
        self.isReadOnly = isReadOnly
    }

    /// Opens the library in `directory`.
    /// - Parameters:
    ///   - creating: Creates the directory (0700) and the file (0600) when
    ///     missing; otherwise a missing or empty file is no library, `nil`,
    ///     and a file the disk will not let a writer open (full, read-only)
    ///     is opened only to read: reading and exporting a healthy library
    ///     must work on a full disk, the way out of it.
    ///   - migrator: The schema history (`LibrarySchema.migrator` when `nil`); tests add steps to it.
    ///   - now: Names a backup copy.
    /// - Throws: `LibraryError`.
    public static func open(
        directory: URL,
        creating: Bool,
        migrator: SQLiteMigrator? = nil,
        now: () -> Timestamp
    ) throws(LibraryError) -> LibraryDatabase? {
        let migrator = migrator ?? LibrarySchema.migrator
        let path = directory.appendingPathComponent(fileName).path
        if !LibraryFile.holdsData(path: path) {
            guard creating else { return nil }
            try LibraryFile.createDirectory(directory)
        }
        // Another movies' write is short, but on a machine busy enough (a
        // dozen processes on two cores) its holder may wait seconds for a
        // CPU: waiting longer beats refusing the user's change.
        let configuration = SQLiteConfiguration(
            busyTimeoutMilliseconds: 30_000,
            applicationID: LibrarySchema.applicationID,
            createdFileMode: 0o600
        )
        let companions = LibraryFile.companions(of: path)
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, configuration: configuration) { try migrator.migrate($0) }
        } catch let error as SQLiteError where !creating && LibraryFile.mayStillRead(after: error) {
            LibraryFile.removeLitter(besides: path, keeping: companions)
            return try openReadOnly(path: path, configuration: configuration, migrator: migrator, writeFailure: error)
        } catch {
            LibraryFile.removeLitter(besides: path, keeping: companions)
            throw libraryError(error, path: path)
        }
        let database = LibraryDatabase(path: path, connection: connection)
        do {
            if connection.createdDatabase { LibraryFile.synchronize(path: path) }
            try connection.execute("PRAGMA synchronous = FULL")
            try database.migrate(with: migrator, now: now)
        } catch {
            connection.close()
            throw libraryError(error, path: path)
        }
        return database
    }

    /// Brings an older file up to date, after copying it. A file of a version
    /// no movies wrote is refused before the copy; a copy whose migration
    /// then fails is removed (the file is as it was, and each run would
    /// otherwise leave one more).
    private func migrate(with migrator: SQLiteMigrator, now: () -> Timestamp) throws {
        let version = try migrator.currentVersion(of: connection)
        guard version != migrator.latestVersion else { return }
        try migrator.checkKnown(version)
        try checkIntact(connection)
        let backup = try LibraryBackup.copy(of: connection, version: version, at: now())
        do {
            try migrator.migrate(connection)
        } catch SQLiteMigrationError.migrationFailed(_, _, let underlying) where underlying.kind == .other {
            // A step's SQL does not fit the tables found ("table films already exists").
            unlink(backup)
            throw LibraryError.unknownSchema(path: path, version: version)
        } catch {
            unlink(backup)
            throw error
        }
    }

    /// Closes the file; the last connection checkpoints its log.
    public func close() {
        connection.close()
    }

    // MARK: - Reading and writing

    /// Runs `body` in a write transaction after checking the file is intact.
    /// - Throws: `LibraryError`, or what `body` throws that is not an SQLite error.
    func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        do {
            return try connection.transaction(.immediate) { connection in
                try checkIntact(connection)
                return try body(connection)
            }
        } catch let error as SQLiteError {
            throw Self.libraryError(error, path: path)
        } catch let error as LibraryDamage {
            _ = error
            throw Self.damaged(path)
        }
    }

    /// Runs `body` in one read transaction; when the file turns out damaged,
    /// runs `salvage` instead, which reads what it can.
    /// - Parameter verifying: Checks the whole file first (`quick_check`, about
    ///   5 ms for 20,000 films): a damaged page can end a scan early without
    ///   an error, and a read of every film must not pass that off as the library.
    func read<T: Sendable>(
        verifying: Bool = false,
        _ body: (SQLiteConnection) throws -> T,
        salvage: (SQLiteConnection) -> T
    ) throws(LibraryError) -> LibraryRead<T> {
        do {
            return LibraryRead(value: try connection.transaction(.deferred) { connection in
                if verifying { try checkIntact(connection) }
                return try body(connection)
            })
        } catch let error as SQLiteError where error.isCorruption {
            return LibraryRead(value: salvage(connection), problem: Self.damaged(path))
        } catch let error as LibraryDamage {
            _ = error
            return LibraryRead(value: salvage(connection), problem: Self.damaged(path))
        } catch {
            throw Self.libraryError(error, path: path)
        }
    }

    /// A sign of damage found by reading (a value of the wrong type).
    struct LibraryDamage: Error {}

    /// Refuses a damaged file before anything is written to it.
    private func checkIntact(_ connection: SQLiteConnection) throws {
        let result = try connection.firstRow("PRAGMA quick_check(1)")?.value(at: 0, as: String.self)
        guard result == "ok" else { throw LibraryDamage() }
    }

    static func damaged(_ path: String) -> LibraryError {
        .damaged(path: path, backupPath: LibraryBackup.newest(besides: path))
    }

    static func libraryError(_ error: any Error, path: String) -> LibraryError {
        switch error {
        case let error as LibraryError:
            return error
        case SQLiteFileError.notRegularFile(_, let kind):
            let what = kind == .symbolicLink ? "a symbolic link, which movies does not follow" : kind.rawValue
            return .unavailable(path: path, reason: "it or a file beside it is \(what)")
        case SQLiteFileError.foreignDatabase:
            return .unavailable(path: path, reason: "it is another program's database, which movies does not write into")
        case SQLiteMigrationError.databaseIsNewer(let version, let latestKnownVersion):
            return .newerSchema(path: path, version: version, supportedVersion: latestKnownVersion)
        case SQLiteMigrationError.unknownVersion(let version):
            return .unknownSchema(path: path, version: version)
        case SQLiteMigrationError.migrationFailed(_, _, let underlying):
            return libraryError(underlying, path: path)
        case is LibraryDamage:
            return damaged(path)
        case let error as SQLiteError where error.isCorruption:
            return damaged(path)
        case let error as SQLiteError:
            return .writeFailed(path: path, reason: reason(for: error, path: path))
        default:
            return .unavailable(path: path, reason: String(describing: error))
        }
    }

    /// Why SQLite failed, in the words a user would check first: the file
    /// system's own state when it explains a failure to write.
    static func reason(for error: SQLiteError, path: String) -> String {
        if LibraryFile.mayStillRead(after: error), let state = LibraryFile.fileSystemState(besides: path) { return state }
        if error.kind == .full { return "the disk is full" }
        return switch error.resultCode {
        case 8: "the file cannot be written"  // SQLITE_READONLY
        case 5, 6: "another movies kept it busy"  // SQLITE_BUSY, SQLITE_LOCKED
        case 14: "it cannot be opened"  // SQLITE_CANTOPEN
        default: error.message
        }
    }
}
