import MoviesDomain
import Networking

/// Letterboxd's import CSV, with `tmdbID`: one row per viewing (`WatchedDate`,
/// `Rating`, `Rewatch`), one row per watchlist film tagged `watchlist`, and one
/// row for a film rated but never logged. Reading it back gives the same
/// films, viewings, ratings and watchlist.
enum LetterboxdImportCSV {
    static let header = ["LetterboxdURI", "tmdbID", "imdbID", "Title", "Year", "Directors", "Rating", "Rating10", "WatchedDate", "Rewatch", "Tags", "Review"]
    static let watchlistTag = "watchlist"

    static func encode(_ entries: [LibraryEntry]) -> [UInt8] {
        var writer = CSVWriter()
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

    /// - Parameter importedAt: The time of what the file does not date.
    /// - Throws: `LibraryFileError.malformedCSV`.
    static func decode(_ bytes: [UInt8], name: String, importedAt: Timestamp) throws -> LibraryImportDocument {
        let table = try CSVTable(name: name, bytes: bytes, requiredAnyOf: ["tmdbID", "Title"])
        var records: [LibraryImportRecord] = []
        for row in table.rows {
            let year = try row["Year"].map { text in
                guard let year = Int(text), (1800...9999).contains(year) else { throw table.malformed(row, "Year is not a year") }
                return year
            }
            let film: ImportedFilmReference
            if let idText = row["tmdbID"] {
                guard let id = Int(idText), id > 0 else { throw table.malformed(row, "tmdbID is not a TMDB id") }
                film = .identified(LibraryFilm(id: id, title: row["Title"] ?? "TMDB film \(id)", year: year))
            } else if let title = row["Title"] {
                film = .titled(title: title, year: year)
            } else {
                throw table.malformed(row, "it has neither a tmdbID nor a Title")
            }
            let tags = (row["Tags"] ?? "").split(separator: ",").map { $0.trimmingSpacesAndTabs.lowercased() }
            var viewing: Viewing?
            if let text = row["WatchedDate"] {
                guard let date = CalendarDate(iso8601: text) else { throw table.malformed(row, "WatchedDate is not a date such as 2024-05-31") }
                viewing = Viewing(date: date, loggedAt: importedAt)
            }
            let rating = try rating(of: row, in: table)
            let record = LibraryImportRecord(
                film: film,
                watchlistAddedAt: tags.contains(watchlistTag) ? importedAt : nil,
                viewing: viewing,
                rating: rating.map { FilmRating(rating: $0, ratedAt: importedAt) }
            )
            records.append(record)
        }
        return LibraryImportDocument(records: records)
    }

    /// `Rating` (0.5–5 in halves), else `Rating10` (1–10).
    private static func rating(of row: CSVTable.Row, in table: CSVTable) throws -> StarRating? {
        if let text = row["Rating"] {
            guard let stars = Double(text), let rating = StarRating(stars: stars) else {
                throw table.malformed(row, "Rating is not 0.5 to 5 in halves")
            }
            return rating
        }
        if let text = row["Rating10"] {
            guard let halfStars = Int(text), let rating = StarRating(halfStars: halfStars) else {
                throw table.malformed(row, "Rating10 is not 1 to 10")
            }
            return rating
        }
        return nil
    }
}
