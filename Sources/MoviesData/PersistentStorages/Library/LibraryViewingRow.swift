import MoviesDomain
import Storage

/// A row of the `viewings` table, read and written in one place so every
/// query of the library (whole, by range, by ids) decodes a viewing alike.
enum LibraryViewingRow {
    /// The columns, in the order `viewing` reads and `values` writes them.
    static let columns = "tmdb_id, watched_on, logged_at, half_stars, rewatch, tags, review"

    /// - Throws: `LibraryDatabase.LibraryDamage` for a value no write makes.
    static func viewing(_ values: [SQLiteValue]) throws -> Viewing {
        guard values.count == 7, case .text(let day) = values[1], let date = CalendarDate(iso8601: day),
              let loggedAt = LibraryTables.integer(values[2]), case .integer(let rewatch) = values[4], case .text(let tags) = values[5]
        else { throw LibraryDatabase.LibraryDamage() }
        var rating: StarRating?
        if case .integer(let halfStars) = values[3] {
            guard let stars = Int(exactly: halfStars).flatMap(StarRating.init(halfStars:)) else { throw LibraryDatabase.LibraryDamage() }
            rating = stars
        }
        return Viewing(
            date: date,
            loggedAt: LibraryTables.timestamp(loggedAt),
            rating: rating,
            isRewatch: rewatch != 0,
            tags: tags.isEmpty ? [] : tags.split(separator: "\n").map(String.init),
            review: LibraryTables.text(values[6])
        )
    }

    /// The values of `viewing` of film `id`, for `columns`.
    static func values(_ id: Movie.Identifier, _ viewing: Viewing) -> [SQLiteValue] {
        [
            .integer(Int64(id)),
            .text(viewing.date.description),
            .integer(LibraryTables.milliseconds(viewing.loggedAt)),
            SQLiteValue(viewing.rating?.halfStars),
            .integer(viewing.isRewatch ? 1 : 0),
            .text(viewing.tags.joined(separator: "\n")),
            SQLiteValue(viewing.review),
        ]
    }
}
