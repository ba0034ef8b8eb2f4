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
import Storage

/// How the cache file is opened, and what is done when it cannot be opened
/// for writing:
///
/// - anything but a regular file at the path (or at its -wal, -shm, -journal
///   paths), such as a symbolic link or a named pipe, is refused untouched;
/// - a database of another program (another `application_id`) is refused
///   without a byte written into it; an unmarked one is adopted only when it
///   is exactly a cache of schema version 1, which predates the mark;
/// - a damaged file is moved aside and a new one built;
/// - a file the disk will not let us write (full, read-only, not writable)
///   is opened read-only, or failing that as immutable, so what it holds is
///   still served.
struct MoviesCacheOpening {
    struct Opened {
        let connection: SQLiteConnection
        var movedAside: String?
        var readOnlyReason: String?
    }

    let path: String
    let configuration: SQLiteConfiguration

    /// - Parameter now: The clock that names a moved-aside file.
    func open(now: () -> Date) throws(MoviesCacheDatabaseError) -> Opened {
        do {
            return Opened(connection: try openWritable())
        } catch {
            return try recover(from: error, now: now)
        }
    }

    private func recover(from error: any Error, now: () -> Date) throws(MoviesCacheDatabaseError) -> Opened {
        switch error {
        case SQLiteFileError.notRegularFile(let path, let kind):
            throw .notRegularFile(path: path, kind: kind.rawValue)
        case SQLiteFileError.foreignDatabase:
            throw .foreignDatabase(path: path)
        case SQLiteMigrationError.databaseIsNewer(let version, let latestKnownVersion):
            throw .schemaIsNewer(path: path, version: version, supportedVersion: latestKnownVersion)
        case let error as SQLiteError where error.isCorruption:
            return try rebuild(movedAt: now())
        case let error as SQLiteError where Self.mayStillRead(after: error):
            return try openReadOnly(after: error)
        case SQLiteMigrationError.migrationFailed(_, _, let underlying) where Self.mayStillRead(after: underlying):
            return try openReadOnly(after: underlying)
        default:
            throw .cannotOpen(path: path, reason: CacheFailureReason.text(for: error))
        }
    }

    /// Opens for writing and migrates; an unmarked cache of schema version 1 is
    /// adopted (its migration to version 2 marks it).
    private func openWritable() throws -> SQLiteConnection {
        do {
            return try Self.openMigrated(path: path, configuration: configuration)
        } catch SQLiteFileError.foreignDatabase(_, let applicationID) where applicationID == 0 && isUnmarkedCache() {
            var adopting = configuration
            adopting.applicationID = nil
            return try Self.openMigrated(path: path, configuration: adopting)
        }
    }

    /// Moves the damaged file aside and builds a new one.
    private func rebuild(movedAt date: Date) throws(MoviesCacheDatabaseError) -> Opened {
        let movedAside: String
        do {
            movedAside = try PrivateCacheFiles.moveAside(databasePath: path, at: date)
        } catch {
            throw .damaged(path: path, reason: error.reason)
        }
        do {
            return Opened(connection: try openWritable(), movedAside: movedAside)
        } catch {
            throw .cannotOpen(path: path, reason: CacheFailureReason.text(for: error))
        }
    }

    /// Failures after which the file may still be read as it is: the disk or
    /// its permissions refuse writes, or the log's index cannot be made.
    private static func mayStillRead(after error: SQLiteError) -> Bool {
        switch error.kind {
        case .readOnly, .full, .ioError, .cannotOpen, .permission: true
        case .busy, .corruption, .outOfMemory, .other: false
        }
    }

    /// A read-only connection, or an immutable one when even that cannot be
    /// made (no -shm file, and none can be created). Nothing here moves or
    /// rebuilds the file: it may be perfectly healthy.
    private func openReadOnly(after writeFailure: SQLiteError) throws(MoviesCacheDatabaseError) -> Opened {
        let reason = Self.readOnlyReason(path: path, writeFailure: writeFailure)
        for access in [SQLiteAccess.readOnly, .immutable] {
            var reading = configuration
            reading.access = access
            do {
                let connection = try SQLiteConnection(path: path, configuration: reading)
                guard try MoviesCacheSchema.migrator.currentVersion(of: connection) == MoviesCacheSchema.migrator.latestVersion else {
                    connection.close()
                    throw MoviesCacheDatabaseError.cannotOpen(
                        path: path, reason: "\(reason), and the cache needs an update that cannot be written"
                    )
                }
                try Self.tune(connection)
                return Opened(connection: connection, readOnlyReason: reason)
            } catch let error as MoviesCacheDatabaseError {
                throw error
            } catch {
                continue
            }
        }
        // Why writing failed says more than why reading then did too (often: no file yet).
        throw .cannotOpen(path: path, reason: reason)
    }

    /// Why writes are refused, in the words a user would check first: the
    /// file system's own state when it explains it.
    private static func readOnlyReason(path: String, writeFailure: SQLiteError) -> String {
        var status = statvfs()
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if statvfs(directory, &status) == 0 {
            if status.f_flag & UInt(ST_RDONLY) != 0 { return "the file system is read-only" }
            if status.f_bavail == 0 { return "the disk is full" }
        }
        return CacheFailureReason.text(for: writeFailure)
    }

    /// Whether the unmarked database at the path is a movies cache of schema
    /// version 1: exactly its tables and indexes. Read through an immutable
    /// connection, which writes nothing anywhere, not even a -shm file.
    private func isUnmarkedCache() -> Bool {
        let reading = SQLiteConfiguration(access: .immutable)
        guard let file = try? SQLiteConnection(path: path, configuration: reading),
              let reference = try? SQLiteConnection(path: ":memory:")
        else { return false }
        defer {
            file.close()
            reference.close()
        }
        let schema = "SELECT type, name, tbl_name, ifnull(sql, '') FROM sqlite_schema ORDER BY type, name"
        guard (try? file.firstRow("PRAGMA user_version")?.value(at: 0, as: Int.self)) == 1,
              (try? reference.execute(MoviesCacheSchema.version1Statements)) != nil,
              let expected = try? reference.query(schema), let found = try? file.query(schema)
        else { return false }
        return found == expected
    }

    /// Opens (which reads the schema, so damage shows now rather than in the
    /// middle of a search) and migrates. Throws a corruption `SQLiteError` for a damaged file.
    private static func openMigrated(path: String, configuration: SQLiteConfiguration) throws -> SQLiteConnection {
        // A new file gets its schema in the transaction that creates it: one
        // commit, before the switch to WAL, so the schema never passes through the log.
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path, configuration: configuration) { connection in
                try MoviesCacheSchema.migrator.migrate(connection)
            }
        } catch SQLiteMigrationError.migrationFailed(_, _, let underlying) where underlying.isCorruption {
            throw underlying
        }
        do {
            try tune(connection)
            // Brings an older file up to date; reads one header field otherwise.
            try MoviesCacheSchema.migrator.migrate(connection)
            return connection
        } catch SQLiteMigrationError.migrationFailed(_, _, let underlying) where underlying.isCorruption {
            connection.close()
            throw underlying
        } catch {
            // Closed before the file is renamed, so no handle keeps writing to it.
            connection.close()
            throw error
        }
    }

    /// How large the write-ahead log may stay should a checkpoint be held back.
    private static let journalSizeLimitBytes = 4 * 1024 * 1024
    private static let pageCacheKibibytes = 8 * 1024

    /// The page cache may grow to 8 MiB (SQLite's default is 2 MiB): a
    /// 20-result page spans 3–4 pages, and paging through a few hundred of them
    /// in a session otherwise re-reads each from the file, at several times the
    /// cost of a hit. Pages are only held once read.
    private static func tune(_ connection: SQLiteConnection) throws {
        try connection.execute(
            "PRAGMA journal_size_limit = \(journalSizeLimitBytes); PRAGMA cache_size = -\(pageCacheKibibytes)"
        )
    }
}
