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
            let rating = entry.rating?.rating
            func row(watchedOn date: CalendarDate?, rewatch: Bool?, rating: StarRating?, tags: String) -> [String] {
                [
                    "", String(entry.film.id), "", entry.film.title, entry.film.year.map(String.init) ?? "", "",
                    rating?.description ?? "", rating.map { String($0.halfStars) } ?? "",
                    date?.description ?? "", rewatch.map { $0 ? "true" : "false" } ?? "", tags, "",
                ]
            }
            if entry.isOnWatchlist {
                writer.append(row(watchedOn: nil, rewatch: nil, rating: nil, tags: watchlistTag))
            }
            for (index, viewing) in entry.viewings.enumerated() {
                writer.append(row(watchedOn: viewing.date, rewatch: index > 0, rating: rating, tags: ""))
            }
            if entry.viewings.isEmpty, rating != nil {
                writer.append(row(watchedOn: nil, rewatch: nil, rating: rating, tags: ""))
            }
        }
        return writer.bytes
    }

    /// The table a file of this format is read through.
    static func table(name: String, bounds: LibraryFileBounds) -> CSVTable {
        CSVTable(name: name, requiredAnyOf: ["tmdbID", "Title"], bounds: bounds)
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
        let tags = (row["Tags"] ?? "").split(separator: ",").map { $0.trimmingSpacesAndTabs.lowercased() }
        let viewing = try LetterboxdFields.day("WatchedDate", row, notAfter: today).map { Viewing(date: $0, loggedAt: importedAt) }
        let rating = try LetterboxdFields.stars(row) ?? LetterboxdFields.tenPointRating(row)
        return LibraryImportRecord(
            film: film,
            watchlistAddedAt: tags.contains(watchlistTag) ? importedAt : nil,
            viewing: viewing,
            rating: rating.map { FilmRating(rating: $0, ratedAt: importedAt) }
        )
    }
}
