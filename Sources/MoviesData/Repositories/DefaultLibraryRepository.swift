#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import Storage
import Synchronization

/// Your library in `library.sqlite3` under the data directory, opened on
/// first use: a read finds no file as an empty library (and creates none), the
/// first write creates it.
public final class DefaultLibraryRepository: LibraryRepository {
    private let directory: URL
    private let migrator: SQLiteMigrator
    private let now: @Sendable () -> Timestamp
    /// `nil` until opened.
    private let opened = Mutex<LibraryDatabase?>(nil)

    /// - Parameters:
    ///   - directory: Such as `~/.local/share/movies`.
    ///   - migrator: The schema history; tests add steps to it.
    ///   - now: Names backup copies.
    public init(
        directory: URL,
        migrator: SQLiteMigrator? = nil,
        now: @escaping @Sendable () -> Timestamp = { Timestamp(secondsSince1970: Date().timeIntervalSince1970) }
    ) {
        self.directory = directory
        self.migrator = migrator ?? LibrarySchema.migrator
        self.now = now
    }

    /// The file the library lives in.
    public var path: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    /// Closes the file if it was opened, so its log is checkpointed before the process exits.
    public func close() {
        opened.withLock { database in
            database?.close()
            database = nil
        }
    }

    /// The open library; `nil` when there is none and `creating` is false.
    /// One opened only to read (the disk refused a writer) is opened again
    /// for a write: the disk may have room by now. The reader is dropped, not
    /// closed, so a read still using it finishes first.
    func database(creating: Bool) throws(LibraryError) -> LibraryDatabase? {
        try opened.withLock { (database: inout LibraryDatabase?) throws(LibraryError) -> LibraryDatabase? in
            if let open = database {
                guard creating, open.isReadOnly else { return open }
                database = nil
            }
            database = try LibraryDatabase.open(directory: directory, creating: creating, migrator: migrator, now: now)
            return database
        }
    }

    func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        guard let database = try database(creating: true) else {
            throw LibraryError.unavailable(path: path, reason: "it could not be created")
        }
        return try database.write(body)
    }

    private func readTables() throws -> LibraryRead<LibraryTables> {
        guard let database = try database(creating: false) else { return LibraryRead(value: LibraryTables()) }
        return try database.read(verifying: true, { connection in
            var tables = LibraryTables()
            try tables.read(connection)
            return tables
        }, salvage: LibrarySalvage.read)
    }

    // MARK: - Reading

    public func entry(id: Movie.Identifier) async throws -> LibraryEntry? {
        guard let database = try database(creating: false) else { return nil }
        let read = try database.read({ connection in
            var tables = LibraryTables()
            try tables.read(connection, ids: Int64(id)...Int64(id))
            return tables.entries.first
        }, salvage: { _ in nil })
        return read.value
    }

    public func entries(in list: LibraryList, sortedBy sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]> {
        guard let database = try database(creating: false) else { return LibraryRead(value: []) }
        let read = try database.read(verifying: true, LibraryListQuery.entries, salvage: { LibrarySalvage.read($0).entries })
        let entries = read.value.filter { entry in
            switch list {
            case .watchlist: entry.isOnWatchlist
            case .seen: !entry.viewings.isEmpty || entry.rating != nil
            }
        }
        return LibraryRead(value: LibraryListOrder(list: list, sort: sort).sorted(entries), problem: read.problem)
    }

    /// The newest watchlist films without reading the rest (no `quick_check`
    /// either: the whole read that follows makes it, and says so on damage).
    /// Other lists and sorts need every film for their order: `nil`.
    public func firstEntries(in list: LibraryList, sortedBy sort: LibrarySort, count: Int) async throws -> LibraryListStart? {
        guard list == .watchlist, sort == .added, count > 0 else { return nil }
        guard let database = try database(creating: false) else { return LibraryListStart(entries: [], totalCount: 0) }
        let order = LibraryListOrder(list: list, sort: sort)
        let read = try database.read(
            { connection -> (entries: [LibraryEntry], total: Int)? in
                if let start = try LibraryListQuery.newestWatchlistEntries(connection, count: count) { return start }
                return try LibraryListQuery.watchlistHead(connection, count: count, order: order)
            },
            salvage: { _ in nil }
        )
        guard read.problem == nil, let start = read.value else { return nil }
        let sorted = order.sorted(start.entries)
        return LibraryListStart(entries: Array(sorted.prefix(count)), totalCount: start.total)
    }

    /// The newest viewings without reading the rest (no `quick_check`
    /// either: the whole read that follows makes it, and says so on damage).
    public func newestViewings(in period: DiaryPeriod, count: Int) async throws -> DiaryStart? {
        guard count > 0 else { return nil }
        guard let database = try database(creating: false) else { return DiaryStart(entries: [], totalCount: 0) }
        let read = try database.read({ connection -> DiaryStart? in try LibraryDiaryQuery.newest(connection, period: period, count: count) }, salvage: { _ in nil })
        return read.problem == nil ? read.value : nil
    }

    public func allEntries() async throws -> LibraryRead<[LibraryEntry]> {
        let read = try readTables()
        return LibraryRead(value: read.value.entries, problem: read.problem)
    }

    /// Looked up by key: a screen asks for the films it shows, often, and a
    /// long library must not be read whole each time.
    public func marks(for ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark] {
        guard !ids.isEmpty, let database = try database(creating: false) else { return [:] }
        let wanted = Set(ids)
        let read = try database.read(
            { try LibraryListQuery.entries($0, ids: Array(wanted)) },
            salvage: { LibrarySalvage.read($0).entries.filter { wanted.contains($0.film.id) } }
        )
        return read.value.reduce(into: [:]) { marks, entry in marks[entry.film.id] = entry.mark }
    }

    // MARK: - Writing

    public func addToWatchlist(_ film: LibraryFilm, at time: Timestamp) async throws -> Bool {
        try write { connection in
            try LibraryStatements.upsert(film, connection)
            return try LibraryStatements.addToWatchlist(film.id, at: time, connection)
        }
    }

    public func removeFromWatchlist(id: Movie.Identifier) async throws -> LibraryFilm? {
        guard try database(creating: false) != nil else { return nil }
        return try write { connection in
            var tables = LibraryTables()
            try tables.read(.films, connection, ids: Int64(id)...Int64(id))
            try connection.run("DELETE FROM watchlist WHERE tmdb_id = ?", [.integer(Int64(id))])
            guard connection.changes > 0 else { return nil }
            try LibraryStatements.removeFilmIfUnused(id, connection)
            return tables.films[id] ?? LibraryFilm(id: id, title: "TMDB film \(id)")
        }
    }

    public func addViewing(of film: LibraryFilm, _ viewing: Viewing, rating: FilmRating?, takingOffWatchlist: Bool) async throws -> ViewingWrite {
        try write { connection in
            try LibraryStatements.upsert(film, connection)
            let added = try LibraryStatements.addViewing(film.id, viewing, connection)
            if let rating { _ = try LibraryStatements.setRating(rating, of: film.id, connection) }
            var tookOff = false
            if takingOffWatchlist {
                try connection.run("DELETE FROM watchlist WHERE tmdb_id = ?", [.integer(Int64(film.id))])
                tookOff = connection.changes > 0
            }
            return ViewingWrite(isNewViewing: added, tookOffWatchlist: tookOff)
        }
    }

    public func removeViewings(of id: Movie.Identifier, on date: CalendarDate?) async throws -> Int {
        guard try database(creating: false) != nil else { return 0 }
        return try write { connection in
            if let date {
                try connection.run("DELETE FROM viewings WHERE tmdb_id = ? AND watched_on = ?", [.integer(Int64(id)), .text(date.description)])
            } else {
                try connection.run("DELETE FROM viewings WHERE tmdb_id = ?", [.integer(Int64(id))])
            }
            let removed = connection.changes
            try LibraryStatements.removeFilmIfUnused(id, connection)
            return removed
        }
    }

    public func setRating(_ rating: FilmRating?, of film: LibraryFilm) async throws -> StarRating? {
        if rating == nil, try database(creating: false) == nil { return nil }
        return try write { connection in
            if rating != nil { try LibraryStatements.upsert(film, connection) }
            let previous = try LibraryStatements.setRating(rating, of: film.id, connection)
            try LibraryStatements.removeFilmIfUnused(film.id, connection)
            return previous
        }
    }

    public func merge(_ entries: LibraryImportEntries, dryRun: Bool) async throws -> LibraryMergeCounts {
        // A dry run makes no file: with no library, every film would be new.
        if dryRun, try database(creating: false) == nil { return LibraryMergeCounts(new: entries.count, newLists: entries.lists.count) }
        do {
            return try write { connection in
                let counts = try LibraryMergeWriter.merge(entries, connection)
                if dryRun { throw DryRunFinished(counts: counts) }
                return counts
            }
        } catch let finished as DryRunFinished {
            return finished.counts
        }
    }

    /// Ends a dry run's transaction by rolling it back.
    private struct DryRunFinished: Error {
        let counts: LibraryMergeCounts
    }
}
