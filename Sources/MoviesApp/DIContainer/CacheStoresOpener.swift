#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import TextUI

/// Opens the cache's stores the first time a run needs them, says on stderr
/// what went wrong with them, and closes them as the run ends.
@MainActor
final class CacheStoresOpener {
    private let cacheDirectory: URL
    private let sizeLimitBytes: Int
    private let streams: StandardStreams
    private(set) var access = CacheStoresAccess.notOpened

    init(cacheDirectory: URL, sizeLimitBytes: Int, streams: StandardStreams) {
        self.cacheDirectory = cacheDirectory
        self.sizeLimitBytes = sizeLimitBytes
        self.streams = streams
    }

    /// The cache's stores, opened on first use; `nil` when the run goes without a cache.
    var stores: MoviesCacheStores? {
        switch access {
        case .opened(let stores): return stores
        case .unavailable: return nil
        case .notOpened:
            do {
                return try open()
            } catch {
                access = .unavailable
                warnIfOthersCanWrite(failedOpen: true)
                // The path comes from the environment: sanitised like any data on the way to a terminal.
                streams.printError("movies: \(TextSanitizer.sanitize(error.description)) Continuing without a cache.")
                return nil
            }
        }
    }

    /// The stores for a command that is about the cache itself (`cache …`,
    /// `recent`): without them it has nothing to do, so failing to open them
    /// is its failure, said once, with no "continuing" notice.
    /// - Throws: `AppError.failure` with the reason.
    func requiredStores() throws -> MoviesCacheStores {
        if let stores = access.stores { return stores }
        do {
            return try open()
        } catch {
            warnIfOthersCanWrite(failedOpen: true)
            throw AppError.failure(TextSanitizer.sanitize(error.description))
        }
    }

    /// Closes the database. `exit()` does not wait for tasks still holding
    /// it, and an unclosed connection leaves its log behind.
    ///
    /// Then says, once, when a result could not be stored: at the end, so a
    /// full-screen session is not written over.
    func close() {
        guard let stores = access.stores else { return }
        stores.database.close()
        if let reason = stores.responseCache.storeFailureReason {
            streams.printError(
                "movies: results could not be stored in the cache (\(TextSanitizer.sanitize(reason))); "
                    + "they were shown but will not replay offline."
            )
        }
    }

    /// Opens the cache database and builds its stores; says on stderr when a
    /// damaged file was moved aside, and when others may write to the cache directory.
    private func open() throws(MoviesCacheDatabaseError) -> MoviesCacheStores {
        let database = try MoviesCacheDatabase(cacheDirectory: cacheDirectory)
        if database.directoryIsWritableByOthers {
            warnIfOthersCanWrite(failedOpen: false)
        }
        if let movedAside = database.movedAsideFileURL {
            streams.printError(
                "movies: the cache file was damaged; moved it to \(TextSanitizer.sanitize(movedAside.path)) "
                    + "and started a new one."
            )
        }
        let responseCache = SQLiteResponseCache(database: database, sizeLimitBytes: sizeLimitBytes)
        let stores = MoviesCacheStores(
            database: database,
            responseCache: StoreFailureRecordingResponseCache(responseCache),
            moviesQueriesStorage: SQLiteMoviesQueriesStorage(database: database)
        )
        access = .opened(stores)
        return stores
    }

    /// Warns, once, that others can write to the cache directory: after a
    /// failed open (a planted file is the likeliest cause) only when that is so.
    private func warnIfOthersCanWrite(failedOpen: Bool) {
        guard !failedOpen || MoviesCacheDatabase.isDirectoryWritableByOthers(cacheDirectory) else { return }
        let directory = TextSanitizer.sanitize(cacheDirectory.path)
        streams.printError(
            "movies: warning: other users can write to the cache directory \(directory) and plant files in it; "
                + "make it private with chmod 700 \(directory)."
        )
    }
}
