#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The SQLite file behind the response cache and the recent queries:
/// `<cacheDirectory>/cache.sqlite3`, migrated to the current schema.
///
/// A file that turns out damaged or not a database is moved aside to
/// `cache.sqlite3.corrupt-<UTC time>` and a new one is built, so a broken cache
/// costs the user their cached pages, never a crash.
public final class MoviesCacheDatabase: Sendable {
    /// The database file's name inside the cache directory.
    public static let fileName = "cache.sqlite3"

    /// The database file.
    public let fileURL: URL

    /// Whether `cacheDirectory` holds a cache file; when it does not, every
    /// lookup of this run misses.
    public static func fileExists(in cacheDirectory: URL) -> Bool {
        FileManager.default.fileExists(atPath: cacheDirectory.appendingPathComponent(fileName).path)
    }
    /// Shared by the stores built on this database; it serialises their use.
    public let connection: SQLiteConnection
    /// Where a damaged database was moved while opening, for a note to the user.
    public let movedAsideFileURL: URL?

    /// Opens or creates the cache in `cacheDirectory`, creating the directory
    /// with mode 0700 and the file with mode 0600.
    ///
    /// - Parameters:
    ///   - cacheDirectory: Such as `~/.cache/movies`.
    ///   - configuration: Connection settings; auto-vacuum is always incremental
    ///     so that clearing the cache can give space back.
    ///   - now: The clock that names a moved-aside file.
    /// - Throws: `MoviesCacheDatabaseError`; the app should then run without a cache.
    public init(
        cacheDirectory: URL,
        configuration: SQLiteConfiguration = SQLiteConfiguration(),
        now: () -> Date = { Date() }
    ) throws(MoviesCacheDatabaseError) {
        let fileURL = cacheDirectory.appendingPathComponent(Self.fileName)
        let path = fileURL.path
        var configuration = configuration
        configuration.autoVacuum = .incremental
        do {
            try PrivateCacheFiles.createDirectory(at: cacheDirectory)
            try PrivateCacheFiles.createFileIfMissing(at: path)
        } catch {
            throw .directoryUnavailable(path: error.path, reason: error.reason)
        }

        var movedAside: URL?
        let connection: SQLiteConnection
        do {
            connection = try Self.openMigrated(path: path, configuration: configuration)
        } catch let error as SQLiteError where error.isCorruption {
            do {
                movedAside = URL(fileURLWithPath: try PrivateCacheFiles.moveAside(databasePath: path, at: now()))
                try PrivateCacheFiles.createFileIfMissing(at: path)
            } catch {
                throw .cannotOpen(path: path, reason: "damaged, and it could not be moved aside: \(error.reason)")
            }
            do {
                connection = try Self.openMigrated(path: path, configuration: configuration)
            } catch {
                throw Self.openingError(error, path: path)
            }
        } catch {
            throw Self.openingError(error, path: path)
        }
        self.fileURL = fileURL
        self.connection = connection
        self.movedAsideFileURL = movedAside
    }

    /// How large the write-ahead log may stay after a checkpoint.
    private static let journalSizeLimitBytes = 4 * 1024 * 1024
    private static let pageCacheKibibytes = 8 * 1024

    /// The schema version this program writes.
    public static var schemaVersion: Int {
        MoviesCacheSchema.migrator.latestVersion
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
            // After a large write the log would otherwise keep its size on disk.
            // The page cache may grow to 8 MiB (SQLite's default is 2 MiB):
            // a 20-result page spans 3–4 pages, and paging through a few hundred
            // of them in a session otherwise re-reads each from the file, at
            // several times the cost of a hit. Pages are only held once read.
            try connection.execute(
                "PRAGMA journal_size_limit = \(journalSizeLimitBytes); PRAGMA cache_size = -\(pageCacheKibibytes)"
            )
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

    private static func openingError(_ error: any Error, path: String) -> MoviesCacheDatabaseError {
        switch error {
        case SQLiteMigrationError.databaseIsNewer(let version, let latestKnownVersion):
            return .schemaIsNewer(path: path, version: version, supportedVersion: latestKnownVersion)
        case let error as SQLiteError:
            return .cannotOpen(path: path, reason: error.message)
        default:
            return .cannotOpen(path: path, reason: String(describing: error))
        }
    }
}

extension MoviesCacheDatabase {
    /// Closes the connection now, so its log is checkpointed (or left clean)
    /// before the process exits; later use of the stores fails like any
    /// unreadable cache.
    public func close() {
        connection.close()
    }
}
