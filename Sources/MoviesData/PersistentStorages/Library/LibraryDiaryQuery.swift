import MoviesDomain
import Storage

/// The newest viewings of a diary read straight from the `viewings` table,
/// each with its film, in the diary's order — what its screen shows first,
/// without reading the whole library (SQLite keeps only the top rows while
/// it scans). The order and the period must agree with
/// `DefaultFetchDiaryUseCase`, which reads every viewing; a test holds them together.
enum LibraryDiaryQuery {
    private static let newestSQL = """
        SELECT v.tmdb_id, v.watched_on, v.logged_at, v.half_stars, v.rewatch, v.tags, v.review,
               f.title, f.year, f.original_title, f.poster_path
        FROM viewings v JOIN films f ON f.tmdb_id = v.tmdb_id
        WHERE substr(v.watched_on, 1, ?) = ?
        ORDER BY v.watched_on DESC, v.logged_at DESC, v.tmdb_id ASC
        LIMIT ?
        """

    private static let countSQL = """
        SELECT count(*) FROM viewings v JOIN films f ON f.tmdb_id = v.tmdb_id WHERE substr(v.watched_on, 1, ?) = ?
        """

    /// - Throws: `LibraryDatabase.LibraryDamage` for a row no write makes.
    static func newest(_ connection: SQLiteConnection, period: DiaryPeriod, count: Int) throws -> DiaryStart {
        let prefix = dayPrefix(of: period)
        let match: [SQLiteValue] = [.integer(Int64(prefix.utf8.count)), .text(prefix)]
        var entries: [DiaryEntry] = []
        for row in try connection.query(newestSQL, match + [.integer(Int64(count))]) {
            let values = row.values
            guard values.count == 11, case .integer(let rawID) = values[0], let id = Int(exactly: rawID), case .text(let title) = values[7] else {
                throw LibraryDatabase.LibraryDamage()
            }
            let film = LibraryFilm(
                id: id, title: title,
                year: LibraryTables.integer(values[8]).flatMap { Int(exactly: $0) },
                originalTitle: LibraryTables.text(values[9]), posterPath: LibraryTables.text(values[10])
            )
            entries.append(DiaryEntry(film: film, viewing: try LibraryViewingRow.viewing(Array(values[0..<7]))))
        }
        let total = try connection.firstRow(countSQL, match)?.value(at: 0, as: Int.self) ?? entries.count
        return DiaryStart(entries: entries, totalCount: total)
    }

    /// What the days of `period` start with (`watched_on` is `YYYY-MM-DD`):
    /// `2024`, `2024-03`, or nothing for every day.
    static func dayPrefix(of period: DiaryPeriod) -> String {
        switch period {
        case .all: return ""
        case .year(let year): return CalendarDate(year: year, month: 1, day: 1).map { String($0.description.prefix(4)) } ?? "\(year)"
        case .month(let year, let month):
            return CalendarDate(year: year, month: month, day: 1).map { String($0.description.prefix(7)) } ?? "\(year)-\(month)"
        }
    }
}
