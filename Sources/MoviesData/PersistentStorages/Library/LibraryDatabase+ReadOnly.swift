import MoviesDomain
import Storage

extension LibraryDatabase {
    /// Opens the library only to read, after the disk refused a writer (full,
    /// read-only, no permission to make the log's index): first as a reader
    /// that still sees the write-ahead log, else as an immutable file, which
    /// needs nothing beside it but misses what the log holds, so only when
    /// the log is empty. Whatever an attempt leaves beside the file is removed.
    /// - Throws: `LibraryError.unavailable` when neither can read it as it is;
    ///   the schema errors of `open` for a file that needs an update.
    static func openReadOnly(
        path: String,
        configuration: SQLiteConfiguration,
        migrator: SQLiteMigrator,
        writeFailure: SQLiteError
    ) throws(LibraryError) -> LibraryDatabase {
        let reason = reason(for: writeFailure, path: path)
        for access in [SQLiteAccess.readOnly, .immutable] {
            if access == .immutable, LibraryFile.logHoldsChanges(besides: path) {
                throw .unavailable(path: path, reason: "\(reason), and its latest changes wait in its log, which cannot be read until some space is freed")
            }
            var reading = configuration
            reading.access = access
            let companions = LibraryFile.companions(of: path)
            let connection: SQLiteConnection
            do {
                connection = try SQLiteConnection(path: path, configuration: reading)
            } catch {
                LibraryFile.removeLitter(besides: path, keeping: companions)
                continue
            }
            do {
                let version = try migrator.currentVersion(of: connection)
                try migrator.checkKnown(version)
                guard version == migrator.latestVersion else {
                    throw LibraryError.unavailable(path: path, reason: "\(reason), and it needs an update that cannot be written")
                }
            } catch {
                connection.close()
                throw libraryError(error, path: path)
            }
            return LibraryDatabase(path: path, connection: connection, isReadOnly: true)
        }
        throw .unavailable(path: path, reason: "\(reason), and it cannot be read without writing beside it")
    }
}
