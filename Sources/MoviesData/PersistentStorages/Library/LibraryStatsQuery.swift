import MoviesDomain
import Storage

/// A year's viewings for stats, read in two statements: the viewings of the
/// year (three integers each: SQLite cuts the month out of the day), then each of their films once with its
/// facts and rating. Never the whole library: stats over 20,000 viewings
/// stay within a whole process's 50 ms.
enum LibraryStatsQuery {
    private static let viewingsSQL = """
        SELECT tmdb_id, CAST(substr(watched_on, 6, 2) AS INTEGER), half_stars FROM viewings WHERE watched_on BETWEEN ?1 AND ?2
        """

    private static let filmsSQL = """
        SELECT \(LibraryFilmRow.columns), (SELECT half_stars FROM ratings WHERE ratings.tmdb_id = films.tmdb_id)
        FROM films WHERE tmdb_id IN (SELECT tmdb_id FROM viewings WHERE watched_on BETWEEN ?1 AND ?2)
        """

    /// - Throws: `LibraryDatabase.LibraryDamage` for a row no write makes.
    static func viewings(ofYear year: Int, _ connection: SQLiteConnection) throws -> YearViewings {
        // `watched_on` is `YYYY-MM-DD` text: the year is a range of it.
        guard let first = CalendarDate(year: year, month: 1, day: 1), let last = CalendarDate(year: year, month: 12, day: 31) else {
            return YearViewings(year: year, viewings: [], films: [:])
        }
        let bounds: [SQLiteValue] = [.text(first.description), .text(last.description)]
        var viewings: [StatsViewing] = []
        for row in try connection.query(viewingsSQL, bounds) {
            let values = row.values
            guard values.count == 3, case .integer(let rawID) = values[0], let id = Int(exactly: rawID),
                  case .integer(let month) = values[1], let month = Int(exactly: month)
            else { throw LibraryDatabase.LibraryDamage() }
            var rating: StarRating?
            if case .integer(let halfStars) = values[2] {
                guard let stars = Int(exactly: halfStars).flatMap(StarRating.init(halfStars:)) else { throw LibraryDatabase.LibraryDamage() }
                rating = stars
            }
            viewings.append(StatsViewing(filmID: id, month: month, rating: rating))
        }
        var films: [Movie.Identifier: LibraryFilm] = [:]
        var ratings: [Movie.Identifier: StarRating] = [:]
        for row in try connection.query(filmsSQL, bounds) {
            var values = row.values
            guard let last = values.popLast() else { throw LibraryDatabase.LibraryDamage() }
            let film = try LibraryFilmRow.decode(values).film
            films[film.id] = film
            if case .integer(let halfStars) = last { ratings[film.id] = Int(exactly: halfStars).flatMap(StarRating.init(halfStars:)) }
        }
        return YearViewings(year: year, viewings: viewings, films: films, filmRatings: ratings)
    }
}
