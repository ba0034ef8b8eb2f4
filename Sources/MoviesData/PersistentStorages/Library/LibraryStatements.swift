import MoviesDomain
import Storage

/// The statements that change the library, each run inside a write
/// transaction of `LibraryDatabase`.
enum LibraryStatements {
    /// Records the film as last seen, facts included; what `film` does not
    /// know (a file without posters, a film recorded offline) keeps the stored value.
    /// - Returns: Whether the library did not hold the film before.
    @discardableResult
    static func upsert(_ film: LibraryFilm, _ connection: SQLiteConnection) throws -> Bool {
        let existed = try connection.firstRow("SELECT 1 FROM films WHERE tmdb_id = ?", [.integer(Int64(film.id))]) != nil
        try connection.run(
            """
            INSERT INTO films (tmdb_id, title, year, original_title, poster_path, runtime_minutes, genres, directors, top_cast)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (tmdb_id) DO UPDATE SET
                title = excluded.title,
                year = coalesce(excluded.year, year),
                original_title = coalesce(excluded.original_title, original_title),
                poster_path = coalesce(excluded.poster_path, poster_path),
                runtime_minutes = coalesce(excluded.runtime_minutes, runtime_minutes),
                genres = coalesce(excluded.genres, genres),
                directors = coalesce(excluded.directors, directors),
                top_cast = coalesce(excluded.top_cast, top_cast)
            """,
            [.integer(Int64(film.id)), .text(film.title), SQLiteValue(film.year), SQLiteValue(film.originalTitle), SQLiteValue(film.posterPath)]
                + LibraryFilmRow.factValues(film.facts)
        )
        return !existed
    }

    /// Records the film unless the library holds it: a list's film in a file
    /// names the film only by title and year, never better than the library.
    /// Facts the library does not know are taken from `film` (an import looks them up).
    static func insertIfMissing(_ film: LibraryFilm, _ connection: SQLiteConnection) throws {
        try connection.run(
            """
            INSERT INTO films (tmdb_id, title, year, runtime_minutes, genres, directors, top_cast) VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (tmdb_id) DO UPDATE SET
                runtime_minutes = coalesce(runtime_minutes, excluded.runtime_minutes),
                genres = coalesce(genres, excluded.genres),
                directors = coalesce(directors, excluded.directors),
                top_cast = coalesce(top_cast, excluded.top_cast)
            """,
            [.integer(Int64(film.id)), .text(film.title), SQLiteValue(film.year)] + LibraryFilmRow.factValues(film.facts)
        )
    }

    /// Marks the film liked and keeps the Letterboxd URI it was imported
    /// with (a later import's URI replaces an earlier one); neither is ever
    /// taken away by a file that does not mention it.
    /// - Returns: Whether anything changed.
    static func mark(_ id: Movie.Identifier, liked: Bool, letterboxdURI: String?, _ connection: SQLiteConnection) throws -> Bool {
        guard liked || letterboxdURI != nil else { return false }
        try connection.run(
            """
            UPDATE films SET liked = max(liked, ?2), letterboxd_uri = coalesce(?3, letterboxd_uri)
            WHERE tmdb_id = ?1 AND (liked < ?2 OR letterboxd_uri IS NOT coalesce(?3, letterboxd_uri))
            """,
            [.integer(Int64(id)), .integer(liked ? 1 : 0), SQLiteValue(letterboxdURI)]
        )
        return connection.changes > 0
    }

    /// - Returns: Whether the film was not on the watchlist before.
    static func addToWatchlist(_ id: Movie.Identifier, at time: Timestamp, _ connection: SQLiteConnection) throws -> Bool {
        try connection.run(
            "INSERT INTO watchlist (tmdb_id, added_at) VALUES (?, ?) ON CONFLICT (tmdb_id) DO NOTHING",
            [.integer(Int64(id)), .integer(LibraryTables.milliseconds(time))]
        )
        return connection.changes > 0
    }

    /// - Returns: Whether there was no viewing on that day before.
    static func addViewing(_ id: Movie.Identifier, _ viewing: Viewing, _ connection: SQLiteConnection) throws -> Bool {
        try connection.run(
            "INSERT INTO viewings (\(LibraryViewingRow.columns)) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            LibraryViewingRow.values(id, viewing)
        )
        return connection.changes > 0
    }

    /// Sets or clears the rating.
    /// - Returns: The rating before.
    static func setRating(_ rating: FilmRating?, of id: Movie.Identifier, _ connection: SQLiteConnection) throws -> StarRating? {
        let previous = try self.rating(of: id, connection)
        if let rating {
            try connection.run(
                """
                INSERT INTO ratings (tmdb_id, half_stars, rated_at) VALUES (?, ?, ?)
                ON CONFLICT (tmdb_id) DO UPDATE SET half_stars = excluded.half_stars, rated_at = excluded.rated_at
                """,
                [.integer(Int64(id)), .integer(Int64(rating.rating.halfStars)), .integer(LibraryTables.milliseconds(rating.ratedAt))]
            )
        } else {
            try connection.run("DELETE FROM ratings WHERE tmdb_id = ?", [.integer(Int64(id))])
        }
        return previous
    }

    /// The film's rating, if it has one.
    static func rating(of id: Movie.Identifier, _ connection: SQLiteConnection) throws -> StarRating? {
        try connection.firstRow("SELECT half_stars FROM ratings WHERE tmdb_id = ?", [.integer(Int64(id))])
            .flatMap { StarRating(halfStars: try $0.value(at: 0)) }
    }

    /// Forgets the film once nothing of the library refers to it; a liked
    /// film stays, its mark is yours.
    static func removeFilmIfUnused(_ id: Movie.Identifier, _ connection: SQLiteConnection) throws {
        try connection.run(
            """
            DELETE FROM films WHERE tmdb_id = ?1 AND liked = 0
                AND NOT EXISTS (SELECT 1 FROM watchlist WHERE tmdb_id = ?1)
                AND NOT EXISTS (SELECT 1 FROM viewings WHERE tmdb_id = ?1)
                AND NOT EXISTS (SELECT 1 FROM ratings WHERE tmdb_id = ?1)
                AND NOT EXISTS (SELECT 1 FROM list_entries WHERE tmdb_id = ?1)
            """,
            [.integer(Int64(id))]
        )
    }
}
