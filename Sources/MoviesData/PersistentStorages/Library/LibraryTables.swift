import MoviesDomain
import Storage

/// The four tables of the library read into memory, for the films whose ids
/// lie in a range: all of them, or (reading a damaged file) one range at a time.
struct LibraryTables {
    var films: [Movie.Identifier: LibraryFilm] = [:]
    var watchlist: [Movie.Identifier: Timestamp] = [:]
    var viewings: [Movie.Identifier: [Viewing]] = [:]
    var ratings: [Movie.Identifier: FilmRating] = [:]
    var liked: Set<Movie.Identifier> = []
    var letterboxdURIs: [Movie.Identifier: String] = [:]

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
            case .films: "SELECT \(LibraryFilmRow.columns) FROM films WHERE tmdb_id BETWEEN ? AND ?"
            case .watchlist: "SELECT tmdb_id, added_at FROM watchlist WHERE tmdb_id BETWEEN ? AND ?"
            case .viewings: "SELECT \(LibraryViewingRow.columns) FROM viewings WHERE tmdb_id BETWEEN ? AND ?"
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
            largest = max(largest ?? .min, try add(row, of: table))
        }
        return largest
    }

    /// Adds one row; reads the values by their storage class directly (the
    /// generic `SQLiteRow.value(at:as:)` costs a metadata look-up per value,
    /// a third of listing 20,000 films).
    /// - Returns: The row's id.
    private mutating func add(_ row: SQLiteRow, of table: Table) throws -> Int64 {
        let values = row.values
        guard values.count >= 3 || (table == .watchlist && values.count == 2),
              case .integer(let rawID) = values[0], let id = Int(exactly: rawID)
        else { throw LibraryDatabase.LibraryDamage() }
        switch (table, values[1]) {
        case (.films, _):
            let row = try LibraryFilmRow.decode(values)
            films[id] = row.film
            if row.isLiked { liked.insert(id) }
            letterboxdURIs[id] = row.letterboxdURI
        case (.watchlist, .integer(let addedAt)):
            watchlist[id] = Self.timestamp(addedAt)
        case (.viewings, _):
            viewings[id, default: []].append(try LibraryViewingRow.viewing(values))
        case (.ratings, .integer(let halfStars)):
            guard let rating = Int(exactly: halfStars).flatMap(StarRating.init(halfStars:)), let ratedAt = Self.integer(values[2]) else {
                throw LibraryDatabase.LibraryDamage()
            }
            ratings[id] = FilmRating(rating: rating, ratedAt: Self.timestamp(ratedAt))
        default:
            throw LibraryDatabase.LibraryDamage()
        }
        return rawID
    }

    static func integer(_ value: SQLiteValue) -> Int64? {
        if case .integer(let integer) = value { return integer }
        return nil
    }

    static func text(_ value: SQLiteValue) -> String? {
        if case .text(let text) = value { return text }
        return nil
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
                rating: ratings[id],
                isLiked: liked.contains(id),
                letterboxdURI: letterboxdURIs[id]
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
