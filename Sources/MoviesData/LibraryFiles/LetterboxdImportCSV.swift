import MoviesDomain
import Networking

/// Letterboxd's import CSV, with `tmdbID`: one row per viewing (`WatchedDate`,
/// `Rating`, `Rewatch`, `Tags`, `Review`), and a row of its own for a rating
/// the viewings do not end on (a film rated but never logged, or rated again
/// since). Watchlist films have a file of their own (`encodeWatchlist`):
/// Letterboxd logs every film of a diary import as watched. `imdbID` and
/// `Directors` hold what the export's facts know, empty otherwise. Titles are
/// written exactly (no formula guard): Letterboxd's importer must get them as
/// they are. Reading a row tagged `watchlist` (as files written before the
/// watchlist had its own), or a row of a file named `watchlist.csv` that says
/// nothing else, puts the film on the watchlist.
enum LetterboxdImportCSV {
    static let header = ["LetterboxdURI", "tmdbID", "imdbID", "Title", "Year", "Directors", "Rating", "Rating10", "WatchedDate", "Rewatch", "Tags", "Review"]
    /// The film's columns alone: what Letterboxd's watchlist import reads.
    static let watchlistHeader = Array(header[0..<6])
    static let watchlistTag = "watchlist"

    static func encode(_ entries: [LibraryEntry]) -> [UInt8] {
        encodeDiary(LibraryExport(entries: entries))
    }

    /// The diary: every viewing, and each rating the viewings do not end on.
    static func encodeDiary(_ export: LibraryExport) -> [UInt8] {
        var writer = CSVWriter(guardsFormulas: false)
        writer.append(header)
        let addresses = LetterboxdURI(export.entries)
        for entry in export.entries {
            let film = filmCells(entry.film, export.facts[entry.film.id], addresses)
            func row(_ viewing: Viewing?, rating: StarRating?) -> [String] {
                film + [
                    rating?.description ?? "", rating.map { String($0.halfStars) } ?? "",
                    viewing?.date.description ?? "", viewing.map { $0.isRewatch ? "true" : "false" } ?? "",
                    viewing?.tags.joined(separator: ", ") ?? "", viewing?.review ?? "",
                ]
            }
            for viewing in entry.viewings {
                writer.append(row(viewing, rating: viewing.rating))
            }
            // Each row's rating becomes the film's on import, the last one
            // winning: a row of its own gives back a rating the viewings do not end on.
            if let rating = entry.rating?.rating, rating != entry.viewings.last(where: { $0.rating != nil })?.rating {
                writer.append(row(nil, rating: rating))
            }
        }
        return writer.bytes
    }

    /// The watchlist, one row a film, for Letterboxd's watchlist import.
    static func encodeWatchlist(_ export: LibraryExport) -> [UInt8] {
        var writer = CSVWriter(guardsFormulas: false)
        writer.append(watchlistHeader)
        let addresses = LetterboxdURI(export.entries)
        for entry in export.entries where entry.isOnWatchlist {
            writer.append(filmCells(entry.film, export.facts[entry.film.id], addresses))
        }
        return writer.bytes
    }

    /// `LetterboxdURI,tmdbID,imdbID,Title,Year,Directors` for `film`.
    private static func filmCells(_ film: LibraryFilm, _ facts: ExportedFilmFacts?, _ addresses: LetterboxdURI) -> [String] {
        [
            addresses.cell(for: film), String(film.id), facts?.imdbID?.rawValue ?? "", film.title,
            film.year.map(String.init) ?? "", facts?.directors.joined(separator: ", ") ?? "",
        ]
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
        // A file named as the watchlist (the export's import/watchlist.csv, the
        // film's columns alone): a row that says nothing else puts its film on
        // it, as the account export's watchlist.csv is told from watched.csv by name.
        let isWatchlistFile = row.fileName.lowercased().hasSuffix("watchlist.csv")
        let onWatchlist = tags.contains(where: isWatchlist) || (isWatchlistFile && viewing == nil && rating == nil)
        return LibraryImportRecord(
            film: film,
            watchlistAddedAt: onWatchlist ? importedAt : nil,
            viewing: viewing,
            rating: rating.map { FilmRating(rating: $0, ratedAt: importedAt) },
            letterboxdURI: row["LetterboxdURI"]
        )
    }
}
