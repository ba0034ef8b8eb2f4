import MoviesDomain
import Storage

/// A row of the `films` table, read and written in one place: the film as
/// last seen with its facts, and the entry's own marks (liked, the
/// Letterboxd URI it was imported with).
enum LibraryFilmRow {
    /// The columns, in the order `film` reads and `upsert` writes them.
    static let columns = "tmdb_id, title, year, original_title, poster_path, runtime_minutes, genres, directors, top_cast, liked, letterboxd_uri"

    /// The row decoded.
    struct Decoded {
        let film: LibraryFilm
        let isLiked: Bool
        let letterboxdURI: String?
    }

    /// - Throws: `LibraryDatabase.LibraryDamage` for a value no write makes.
    static func decode(_ values: [SQLiteValue]) throws -> Decoded {
        guard values.count == 11, case .integer(let rawID) = values[0], let id = Int(exactly: rawID),
              case .text(let title) = values[1], case .integer(let liked) = values[9]
        else { throw LibraryDatabase.LibraryDamage() }
        let facts = FilmFacts(
            runtimeMinutes: LibraryTables.integer(values[5]).flatMap { Int(exactly: $0) },
            genres: lines(values[6]),
            directors: lines(values[7]),
            topCast: lines(values[8])
        )
        let film = LibraryFilm(
            id: id, title: title, year: LibraryTables.integer(values[2]).flatMap { Int(exactly: $0) },
            originalTitle: LibraryTables.text(values[3]), posterPath: LibraryTables.text(values[4]), facts: facts
        )
        return Decoded(film: film, isLiked: liked != 0, letterboxdURI: LibraryTables.text(values[10]))
    }

    /// The facts' values for `runtime_minutes, genres, directors, top_cast`;
    /// NULL for each that is unknown.
    static func factValues(_ facts: FilmFacts) -> [SQLiteValue] {
        [SQLiteValue(facts.runtimeMinutes), text(facts.genres), text(facts.directors), text(facts.topCast)]
    }

    /// A list of names as lines (`FilmFacts` keeps no line break in a name); NULL when empty.
    private static func text(_ names: [String]) -> SQLiteValue {
        names.isEmpty ? .null : .text(names.joined(separator: "\n"))
    }

    private static func lines(_ value: SQLiteValue) -> [String] {
        guard case .text(let text) = value else { return [] }
        return text.split(separator: "\n").map(String.init)
    }
}
