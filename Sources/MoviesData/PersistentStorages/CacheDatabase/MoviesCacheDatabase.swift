#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The SQLite file behind the response cache and the recent queries:
/// `<cacheDirectory>/cache.sqlite3`, migrated to the current schema and marked
/// with the cache's `PRAGMA application_id`.
///
/// Opened safely (see `MoviesCacheOpening`): never through a symbolic link
/// nor anything but a regular file; another program's database is left
/// untouched; a file that turns out damaged is moved aside to
/// `cache.sqlite3.corrupt-<UTC time>` and a new one built, so a broken cache
/// costs the user their cached pages, never a crash; a disk that takes no
/// writes (full, read-only) gets a read-only connection, so what is cached is
/// still served.
public final class MoviesCacheDatabase: Sendable {
    /// The database file's name inside the cache directory.
    public static let fileName = "cache.sqlite3"

    /// The database file.
    public let fileURL: URL

    /// Whether `cacheDirectory` holds a cache file; when it does not, every
    /// lookup of this run misses.
    public static func fileExists(in cacheDirectory: URL) -> Bool {
        FileManager.default.fileExists(atPath: PrivateCacheFiles.path(ofFile: fileName, in: cacheDirectory))
    }
    /// Shared by the stores built on this database; it serialises their use.
    public let connection: SQLiteConnection
    /// Where a damaged database was moved while opening, for a note to the user.
    public let movedAsideFileURL: URL?
    /// Why the cache was opened read-only ("the disk is full"), or `nil` when
    /// it takes writes. Entries are served; nothing new is stored.
    public let readOnlyReason: String?
    /// Whether other users may write to the cache directory, and so replace or
    /// plant files in it: worth a warning.
    public let directoryIsWritableByOthers: Bool

    /// `directoryIsWritableByOthers` for a cache that could not be opened,
    /// where a planted file is most likely the reason.
    public static func isDirectoryWritableByOthers(_ cacheDirectory: URL) -> Bool {
        PrivateCacheFiles.isDirectoryWritableByOthers(cacheDirectory)
    }

    /// Opens or creates the cache in `cacheDirectory`, creating the directory
    /// with mode 0700 and the file with mode 0600.
    ///
    /// - Parameters:
    ///   - cacheDirectory: Such as `~/.cache/movies`.
    ///   - configuration: Connection settings; auto-vacuum is always incremental
    ///     so that clearing the cache can give space back, the application id
    ///     is the cache's, and each write is checkpointed at once.
    ///   - now: The clock that names a moved-aside file.
    /// - Throws: `MoviesCacheDatabaseError`; the app should then run without a cache.
    public init(
        cacheDirectory: URL,
        configuration: SQLiteConfiguration = SQLiteConfiguration(),
        now: () -> Date = { Date() }
    ) throws(MoviesCacheDatabaseError) {
        // As a path first: see `PrivateCacheFiles.plainPath(of:)`.
        let filePath = PrivateCacheFiles.path(ofFile: Self.fileName, in: cacheDirectory)
        var configuration = configuration
        configuration.autoVacuum = .incremental
        configuration.applicationID = MoviesCacheSchema.applicationID
        // The log then holds nothing for long: the files stay within the size
        // limit, and a write survives its log being deleted a moment later.
        configuration.checkpointsAfterEachWrite = true
        do {
            directoryIsWritableByOthers = try PrivateCacheFiles.createDirectory(at: cacheDirectory)
        } catch {
            throw .directoryUnavailable(path: error.path, reason: error.reason)
        }
        let opened = try MoviesCacheOpening(path: filePath, configuration: configuration).open(now: now)
        self.fileURL = URL(fileURLWithPath: filePath, isDirectory: false)
        self.connection = opened.connection
        self.movedAsideFileURL = opened.movedAside.map(URL.init(fileURLWithPath:))
        self.readOnlyReason = opened.readOnlyReason
    }

    /// The schema version this program writes.
    public static var schemaVersion: Int {
        MoviesCacheSchema.migrator.latestVersion
    }

    /// A failed read by a store of this database, in plain words.
    func readFailure(_ error: any Error) -> CacheStoreError {
        CacheFailureReason.isDamage(error) ? .damaged(reason: failureReason(for: error)) : .unreadable(reason: failureReason(for: error))
    }

    /// A failed write by a store of this database, in plain words.
    func writeFailure(_ error: any Error) -> CacheStoreError {
        CacheFailureReason.isDamage(error) ? .damaged(reason: failureReason(for: error)) : .notStored(reason: failureReason(for: error))
    }

    /// `error` in plain words; a write refused by a read-only connection is
    /// told by why the cache is read-only.
    private func failureReason(for error: any Error) -> String {
        if let readOnlyReason, let error = error as? SQLiteError, error.kind == .readOnly {
            return readOnlyReason
        }
        return CacheFailureReason.text(for: error)
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
