import MoviesDomain
import Networking

/// Letterboxd's import CSV, with `tmdbID`: one row per viewing (`WatchedDate`,
/// `Rating`, `Rewatch`), one row per watchlist film tagged `watchlist`, and one
/// row for a film rated but never logged. Reading it back gives the same
/// films, viewings, ratings and watchlist. Titles are written exactly (no
/// formula guard): Letterboxd's importer must get them as they are.
enum LetterboxdImportCSV {
    static let header = ["LetterboxdURI", "tmdbID", "imdbID", "Title", "Year", "Directors", "Rating", "Rating10", "WatchedDate", "Rewatch", "Tags", "Review"]
    static let watchlistTag = "watchlist"

    static func encode(_ entries: [LibraryEntry]) -> [UInt8] {
        var writer = CSVWriter(guardsFormulas: false)
        writer.append(header)
        for entry in entries {
            func row(_ viewing: Viewing?, rating: StarRating?, tags: [String]) -> [String] {
                [
                    "", String(entry.film.id), "", entry.film.title, entry.film.year.map(String.init) ?? "", "",
                    rating?.description ?? "", rating.map { String($0.halfStars) } ?? "",
                    viewing?.date.description ?? "", viewing.map { $0.isRewatch ? "true" : "false" } ?? "",
                    tags.joined(separator: ", "), viewing?.review ?? "",
                ]
            }
            if entry.isOnWatchlist {
                writer.append(row(nil, rating: nil, tags: [watchlistTag]))
            }
            for viewing in entry.viewings {
                writer.append(row(viewing, rating: viewing.rating, tags: viewing.tags))
            }
            // Each row's rating becomes the film's on import, the last one
            // winning: a row of its own gives back a rating the viewings do not end on.
            if let rating = entry.rating?.rating, rating != entry.viewings.last(where: { $0.rating != nil })?.rating {
                writer.append(row(nil, rating: rating, tags: []))
            }
        }
        return writer.bytes
    }

    /// The record one row holds.
    /// - Parameters:
    ///   - importedAt: The time of what the file does not date.
    ///   - today: A later `WatchedDate` is refused.
    /// - Throws: `LibraryFileError.malformedCSV`.
    static func record(_ row: CSVTable.Row, importedAt: Timestamp, today: CalendarDate) throws -> LibraryImportRecord {
        let year = try LetterboxdFields.year(row)
        let film: ImportedFilmReference
        if let idText = row["tmdbID"] {
            guard let id = LetterboxdFields.digits(idText), id > 0 else { throw row.malformed("tmdbID is not a TMDB id") }
            film = .identified(LibraryFilm(id: id, title: row["Title"] ?? "TMDB film \(id)", year: year))
        } else if let title = row["Title"] {
            film = .titled(title: title, year: year)
        } else {
            throw row.malformed("it has neither a tmdbID nor a Title")
        }
        let tags = ViewingTags.parse(commaSeparated: row["Tags"] ?? "")
        let isWatchlist = { (tag: String) in tag.lowercased() == watchlistTag }
        let rating = try LetterboxdFields.stars(row) ?? LetterboxdFields.tenPointRating(row)
        let rewatch = try LetterboxdFields.rewatch(row)
        let viewing = try LetterboxdFields.day("WatchedDate", row, notAfter: today).map {
            Viewing(date: $0, loggedAt: importedAt, rating: rating, isRewatch: rewatch, tags: tags.filter { !isWatchlist($0) }, review: row["Review"])
        }
        return LibraryImportRecord(
            film: film,
            watchlistAddedAt: tags.contains(where: isWatchlist) ? importedAt : nil,
            viewing: viewing,
            rating: rating.map { FilmRating(rating: $0, ratedAt: importedAt) },
            letterboxdURI: row["LetterboxdURI"]
        )
    }
}
