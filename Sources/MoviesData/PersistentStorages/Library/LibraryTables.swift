import MoviesDomain
import Storage

/// The four tables of the library read into memory, for the films whose ids
/// lie in a range: all of them, or (reading a damaged file) one range at a time.
struct LibraryTables {
    var films: [Movie.Identifier: LibraryFilm] = [:]
    var watchlist: [Movie.Identifier: Timestamp] = [:]
    var viewings: [Movie.Identifier: [Viewing]] = [:]
    var ratings: [Movie.Identifier: FilmRating] = [:]

    /// Every id the library holds.
    static let allIDs: ClosedRange<Int64> = Int64.min...Int64.max

    /// One table's rows for ids in a range, decoded; a row that does not
    /// decode is damage (`LibraryDatabase.LibraryDamage`).
    enum Table: CaseIterable {
        case films, watchlist, viewings, ratings

        var name: String {
            switch self {
            case .films: "films"
            case .watchlist: "watchlist"
            case .viewings: "viewings"
            case .ratings: "ratings"
            }
        }

        var sql: String {
            switch self {
            case .films: "SELECT tmdb_id, title, year, original_title, poster_path FROM films WHERE tmdb_id BETWEEN ? AND ?"
            case .watchlist: "SELECT tmdb_id, added_at FROM watchlist WHERE tmdb_id BETWEEN ? AND ?"
            case .viewings: "SELECT tmdb_id, watched_on, logged_at FROM viewings WHERE tmdb_id BETWEEN ? AND ?"
            case .ratings: "SELECT tmdb_id, half_stars, rated_at FROM ratings WHERE tmdb_id BETWEEN ? AND ?"
            }
        }
    }

    /// Reads every table for `ids`.
    mutating func read(_ connection: SQLiteConnection, ids: ClosedRange<Int64> = allIDs) throws {
        for table in Table.allCases {
            try read(table, connection, ids: ids)
        }
    }

    /// Reads `table` for `ids` into this value.
    /// - Returns: The largest id read, or `nil` when there was none.
    @discardableResult
    mutating func read(_ table: Table, _ connection: SQLiteConnection, ids: ClosedRange<Int64>) throws -> Int64? {
        let rows = try connection.query(table.sql, [.integer(ids.lowerBound), .integer(ids.upperBound)])
        var largest: Int64?
        for row in rows {
            try add(row, of: table)
            largest = max(largest ?? .min, try row.value(at: 0, as: Int64.self))
        }
        return largest
    }

    private mutating func add(_ row: SQLiteRow, of table: Table) throws {
        let id = try row.value(at: 0, as: Int.self)
        switch table {
        case .films:
            films[id] = LibraryFilm(
                id: id,
                title: try row.value(at: 1),
                year: try row.value(at: 2),
                originalTitle: try row.value(at: 3),
                posterPath: try row.value(at: 4)
            )
        case .watchlist:
            watchlist[id] = Self.timestamp(try row.value(at: 1))
        case .viewings:
            guard let date = CalendarDate(iso8601: try row.value(at: 1)) else { throw LibraryDatabase.LibraryDamage() }
            viewings[id, default: []].append(Viewing(date: date, loggedAt: Self.timestamp(try row.value(at: 2))))
        case .ratings:
            guard let rating = StarRating(halfStars: try row.value(at: 1)) else { throw LibraryDatabase.LibraryDamage() }
            ratings[id] = FilmRating(rating: rating, ratedAt: Self.timestamp(try row.value(at: 2)))
        }
    }

    /// One entry per film any table names. A film whose own row could not be
    /// read (a damaged file) is named by its id.
    var entries: [LibraryEntry] {
        var ids = Set(films.keys)
        ids.formUnion(watchlist.keys)
        ids.formUnion(viewings.keys)
        ids.formUnion(ratings.keys)
        return ids.sorted().map { id in
            LibraryEntry(
                film: films[id] ?? LibraryFilm(id: id, title: "TMDB film \(id)"),
                watchlistAddedAt: watchlist[id],
                viewings: viewings[id] ?? [],
                rating: ratings[id]
            )
        }
    }

    /// Whole milliseconds since 1970, as the tables keep times.
    static func milliseconds(_ time: Timestamp) -> Int64 {
        let value = (time.secondsSince1970 * 1000).rounded()
        // A time no clock gives is kept as the epoch rather than trap.
        guard value.isFinite, abs(value) < 9e15 else { return 0 }
        return Int64(value)
    }

    static func timestamp(_ milliseconds: Int64) -> Timestamp {
        Timestamp(secondsSince1970: Double(milliseconds) / 1000)
    }
}
