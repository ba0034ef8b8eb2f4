import MoviesDomain

/// Writes the library in the layout of Letterboxd's own account export, the
/// files `LetterboxdAccountExport` reads back: `watched.csv` (each film seen,
/// on its first day), `diary.csv` (every viewing: the day it was logged, the
/// rating then, rewatch, tags, the day seen), `reviews.csv` (the viewings
/// with a review), `ratings.csv` (each film's rating now), `watchlist.csv`
/// and `likes/films.csv` (the films you liked; the day you liked one is not
/// kept, so its `Date` is empty). These files are for people: a cell a spreadsheet would
/// run gets a `'` first (`SpreadsheetFormulaGuard`), taken off on import.
enum LetterboxdAccountExportWriter {
    static let filmColumns = ["Date", "Name", "Year", "Letterboxd URI"]

    /// The files, named as in Letterboxd's export, in the order it lists them.
    static func files(_ entries: [LibraryEntry]) -> [(name: String, content: [UInt8])] {
        let addresses = LetterboxdURI(entries)
        func filmCells(_ film: LibraryFilm, day: String) -> [String] {
            Self.filmCells(film, day: day, addresses: addresses)
        }
        return [
            ("watched.csv", table(filmColumns, entries.compactMap { entry in
                entry.viewings.first.map { filmCells(entry.film, day: $0.date.description) }
            })),
            ("diary.csv", table(filmColumns + ["Rating", "Rewatch", "Tags", "Watched Date"], entries.flatMap { entry in
                entry.viewings.map { viewing in
                    filmCells(entry.film, day: day(viewing.loggedAt, or: viewing.date))
                        + [viewing.rating?.description ?? "", rewatch(viewing), tags(viewing), viewing.date.description]
                }
            })),
            ("ratings.csv", table(filmColumns + ["Rating"], entries.compactMap { entry in
                entry.rating.map { filmCells(entry.film, day: day($0.ratedAt, or: nil)) + [$0.rating.description] }
            })),
            ("watchlist.csv", table(filmColumns, entries.compactMap { entry in
                entry.watchlistAddedAt.map { filmCells(entry.film, day: day($0, or: nil)) }
            })),
            ("reviews.csv", table(filmColumns + ["Rating", "Rewatch", "Review", "Tags", "Watched Date"], entries.flatMap { entry in
                entry.viewings.compactMap { viewing in
                    viewing.review.map { review in
                        filmCells(entry.film, day: day(viewing.loggedAt, or: viewing.date))
                            + [viewing.rating?.description ?? "", rewatch(viewing), review, tags(viewing), viewing.date.description]
                    }
                }
            })),
            ("likes/films.csv", table(filmColumns, entries.filter(\.isLiked).map { filmCells($0.film, day: "") })),
        ]
    }

    /// `Date,Name,Year,Letterboxd URI` for `film` on `day`.
    static func filmCells(_ film: LibraryFilm, day: String, addresses: LetterboxdURI) -> [String] {
        [day, film.title, film.year.map(String.init) ?? "", addresses.cell(for: film)]
    }

    /// The UTC day of `time` (as the library's own times are kept), else `fallback`'s.
    static func day(_ time: Timestamp, or fallback: CalendarDate?) -> String {
        (CalendarDate(utcDayOf: time) ?? fallback)?.description ?? ""
    }

    private static func table(_ header: [String], _ rows: [[String]]) -> [UInt8] {
        var writer = CSVWriter(guardsFormulas: true)
        writer.append(header)
        for row in rows { writer.append(row) }
        return writer.bytes
    }

    /// `Yes` or nothing, as Letterboxd writes it.
    private static func rewatch(_ viewing: Viewing) -> String {
        viewing.isRewatch ? "Yes" : ""
    }

    private static func tags(_ viewing: Viewing) -> String {
        viewing.tags.joined(separator: ", ")
    }
}
