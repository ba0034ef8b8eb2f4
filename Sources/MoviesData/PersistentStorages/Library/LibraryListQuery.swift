import MoviesDomain
import Storage

/// Every film with all it has in the library, in two queries: the films with
/// their watchlist time and rating (one row per film, joined by SQLite), then
/// every viewing; both come in TMDB id order and are merged in one pass. A
/// list of 20,000 films reads 40,000 rows instead of the 80,000 of its four
/// tables (and a viewings subquery per film cost SQLite twice the time).
enum LibraryListQuery {
    /// Each film with its watchlist time and rating, one row per film.
    private static let filmRows =
        "SELECT f.tmdb_id, f.title, f.year, f.original_title, f.poster_path, w.added_at, r.half_stars, r.rated_at "
            + "FROM films f LEFT JOIN watchlist w ON w.tmdb_id = f.tmdb_id LEFT JOIN ratings r ON r.tmdb_id = f.tmdb_id"
    static let filmsSQL = filmRows + " ORDER BY f.tmdb_id"
    static let viewingsSQL = "SELECT \(LibraryViewingRow.columns) FROM viewings ORDER BY tmdb_id, watched_on"

    /// The watchlist films added no earlier than the `?`-th newest (ties
    /// included, so the list's own order can then pick the first ones exactly).
    static let newestWatchlistThreshold =
        "w.added_at >= coalesce((SELECT added_at FROM watchlist ORDER BY added_at DESC LIMIT 1 OFFSET ?), -9223372036854775808)"
    static let newestWatchlistFilmsSQL = filmRows + " WHERE \(newestWatchlistThreshold) ORDER BY f.tmdb_id"
    static let newestWatchlistViewingsSQL =
        "SELECT \(LibraryViewingRow.columns) FROM viewings "
            + "WHERE tmdb_id IN (SELECT w.tmdb_id FROM watchlist w WHERE \(newestWatchlistThreshold)) ORDER BY tmdb_id, watched_on"

    /// - Throws: `SQLiteError`; `LibraryDatabase.LibraryDamage` for a value no write makes.
    static func entries(_ connection: SQLiteConnection) throws -> [LibraryEntry] {
        try merged(films: connection.query(filmsSQL), viewings: connection.query(viewingsSQL))
    }

    /// The newest `count` watchlist films (with ties), and how many the watchlist holds.
    /// - Throws: as `entries`.
    /// - Returns: `nil` when the ties at the cut make the start hardly smaller
    ///   than the list (films imported at one moment): reading it whole is cheaper.
    static func newestWatchlistEntries(_ connection: SQLiteConnection, count: Int) throws -> (entries: [LibraryEntry], total: Int)? {
        let offset = SQLiteValue.integer(Int64(max(0, count - 1)))
        // Counting stops past the bound: after an import every film ties.
        let bound = count * 4
        let candidates = try connection.firstRow(
            "SELECT count(*) FROM (SELECT 1 FROM watchlist w WHERE \(newestWatchlistThreshold) LIMIT ?)", [offset, .integer(Int64(bound + 1))]
        )?.value(at: 0, as: Int.self) ?? 0
        guard candidates <= bound else { return nil }
        let entries = try merged(
            films: connection.query(newestWatchlistFilmsSQL, [offset]),
            viewings: connection.query(newestWatchlistViewingsSQL, [offset])
        )
        let total = try connection.firstRow("SELECT count(*) FROM watchlist")?.value(at: 0, as: Int.self) ?? entries.count
        return (entries, total)
    }

    /// The first `count` watchlist films by `order` when ties make the cheap
    /// cut useless (an import). SQLite orders titles as Swift does only when
    /// they are ASCII (its NOCASE folds no other letters, Swift's
    /// `lowercased` does), so it picks the first `count` ASCII titles in the list's own
    /// order, every other title comes along, and Swift picks the head of
    /// those; then the whole rows of the first ones. A library of ASCII
    /// titles reads `count` keys instead of 20,000.
    /// - Throws: as `entries`.
    static func watchlistHead(
        _ connection: SQLiteConnection, count: Int, order: LibraryListOrder
    ) throws -> (entries: [LibraryEntry], total: Int) {
        let keys = try connection.query(watchlistHeadCandidatesSQL, [.integer(Int64(count))])
        var candidates: [LibraryEntry] = []
        candidates.reserveCapacity(keys.count)
        for row in keys {
            let values = row.values
            guard values.count == 3, case .integer(let rawID) = values[0], let id = Int(exactly: rawID), case .text(let title) = values[2] else {
                throw LibraryDatabase.LibraryDamage()
            }
            candidates.append(LibraryEntry(film: LibraryFilm(id: id, title: title), watchlistAddedAt: LibraryTables.integer(values[1]).map(LibraryTables.timestamp)))
        }
        let total = try connection.firstRow("SELECT count(*) FROM watchlist")?.value(at: 0, as: Int.self) ?? candidates.count
        return (try entries(connection, ids: order.first(count, of: candidates).map(\.film.id)), total)
    }

    /// A title is ASCII when it has as many characters as bytes.
    private static let isASCIITitle = "length(f.title) = length(CAST(f.title AS BLOB))"
    private static let watchlistKeys = "SELECT w.tmdb_id, w.added_at, f.title FROM watchlist w JOIN films f ON f.tmdb_id = w.tmdb_id"
    /// `LibraryListOrder`'s watchlist order by time added (newest first, then
    /// title, then id) for ASCII titles, cut at `?`; and every other title.
    static let watchlistHeadCandidatesSQL =
        "SELECT * FROM (\(watchlistKeys) WHERE \(isASCIITitle) ORDER BY w.added_at DESC, f.title COLLATE NOCASE, w.tmdb_id LIMIT ?) "
            + "UNION ALL \(watchlistKeys) WHERE NOT (\(isASCIITitle))"

    /// The films of `ids` the library holds, in id order, by their keys alone.
    /// - Throws: as `entries`.
    static func entries(_ connection: SQLiteConnection, ids: [Movie.Identifier]) throws -> [LibraryEntry] {
        guard !ids.isEmpty else { return [] }
        // Whole numbers only: safe to write into the statement.
        let list = ids.map(String.init).joined(separator: ",")
        return try merged(
            films: connection.query(filmRows + " WHERE f.tmdb_id IN (\(list)) ORDER BY f.tmdb_id"),
            viewings: connection.query("SELECT \(LibraryViewingRow.columns) FROM viewings WHERE tmdb_id IN (\(list)) ORDER BY tmdb_id, watched_on")
        )
    }

    /// Films (in id order) merged with their viewings (in id order) in one pass.
    private static func merged(films: [SQLiteRow], viewings viewingRows: [SQLiteRow]) throws -> [LibraryEntry] {
        var next = viewingRows.startIndex
        var entries: [LibraryEntry] = []
        entries.reserveCapacity(films.count)
        for row in films {
            guard case .integer(let id)? = row.values.first else { throw LibraryDatabase.LibraryDamage() }
            var viewings: [Viewing] = []
            while next < viewingRows.endIndex, case .integer(let viewed)? = viewingRows[next].values.first, viewed <= id {
                if viewed == id { viewings.append(try LibraryViewingRow.viewing(viewingRows[next].values)) }
                next += 1
            }
            entries.append(try entry(row, viewings: viewings))
        }
        return entries
    }

    private static func entry(_ row: SQLiteRow, viewings: [Viewing]) throws -> LibraryEntry {
        let values = row.values
        guard values.count == 8, case .integer(let rawID) = values[0], let id = Int(exactly: rawID),
              case .text(let title) = values[1]
        else { throw LibraryDatabase.LibraryDamage() }
        let film = LibraryFilm(
            id: id, title: title,
            year: LibraryTables.integer(values[2]).flatMap { Int(exactly: $0) },
            originalTitle: LibraryTables.text(values[3]), posterPath: LibraryTables.text(values[4])
        )
        var rating: FilmRating?
        if let halfStars = LibraryTables.integer(values[6]) {
            guard let stars = Int(exactly: halfStars).flatMap(StarRating.init(halfStars:)), let ratedAt = LibraryTables.integer(values[7]) else {
                throw LibraryDatabase.LibraryDamage()
            }
            rating = FilmRating(rating: stars, ratedAt: LibraryTables.timestamp(ratedAt))
        }
        return LibraryEntry(film: film, watchlistAddedAt: LibraryTables.integer(values[5]).map(LibraryTables.timestamp), viewings: viewings, rating: rating)
    }
}
