import MoviesDomain

/// Letterboxd's own account export, a `.zip`: `watchlist.csv` and
/// `watched.csv` (`Date,Name,Year,Letterboxd URI`), `ratings.csv` (with
/// `Rating`) and `diary.csv` (with `Rating,Rewatch,Tags,Watched Date`). Films
/// are named by title and year only, to be looked up.
enum LetterboxdAccountExport {
    static let fileNames = ["watchlist.csv", "diary.csv", "watched.csv", "ratings.csv"]

    /// The records of the files found, in an order where later ratings win:
    /// watchlist, diary, watched (films with no diary entry), ratings.
    /// - Parameter files: Contents by file name; at least one of `fileNames`.
    static func decode(_ files: [String: [UInt8]], importedAt: Timestamp) throws -> LibraryImportDocument {
        var records: [LibraryImportRecord] = []
        var inDiary = Set<ImportedFilmReference>()
        if let bytes = files["watchlist.csv"] {
            try read(bytes, name: "watchlist.csv") { row, film, date, _ in
                records.append(LibraryImportRecord(film: film, watchlistAddedAt: date?.startOfDayUTC ?? importedAt))
            }
        }
        if let bytes = files["diary.csv"] {
            try read(bytes, name: "diary.csv") { row, film, logged, table in
                guard let watched = try day(row["Watched Date"], row, table) ?? logged else { return }
                inDiary.insert(film)
                let loggedAt = logged?.startOfDayUTC ?? importedAt
                let rating = try stars(row, table).map { FilmRating(rating: $0, ratedAt: loggedAt) }
                records.append(LibraryImportRecord(film: film, viewing: Viewing(date: watched, loggedAt: loggedAt), rating: rating))
            }
        }
        if let bytes = files["watched.csv"] {
            try read(bytes, name: "watched.csv") { row, film, date, _ in
                guard !inDiary.contains(film), let date else { return }
                records.append(LibraryImportRecord(film: film, viewing: Viewing(date: date, loggedAt: date.startOfDayUTC)))
            }
        }
        if let bytes = files["ratings.csv"] {
            try read(bytes, name: "ratings.csv") { row, film, date, table in
                guard let rating = try stars(row, table) else { return }
                records.append(LibraryImportRecord(film: film, rating: FilmRating(rating: rating, ratedAt: date?.startOfDayUTC ?? importedAt)))
            }
        }
        return LibraryImportDocument(records: records)
    }

    /// Calls `body` with each row, its film and its `Date`.
    private static func read(
        _ bytes: [UInt8],
        name: String,
        _ body: (CSVTable.Row, ImportedFilmReference, CalendarDate?, CSVTable) throws -> Void
    ) throws {
        let table = try CSVTable(name: name, bytes: bytes, requiredAnyOf: ["Name"])
        for row in table.rows {
            guard let title = row["Name"] else { throw table.malformed(row, "Name is empty") }
            let year = try row["Year"].map { text in
                guard let year = Int(text), (1800...9999).contains(year) else { throw table.malformed(row, "Year is not a year") }
                return year
            }
            try body(row, .titled(title: title, year: year), try day(row["Date"], row, table), table)
        }
    }

    private static func day(_ text: String?, _ row: CSVTable.Row, _ table: CSVTable) throws -> CalendarDate? {
        guard let text else { return nil }
        guard let date = CalendarDate(iso8601: text) else { throw table.malformed(row, "\(text) is not a date such as 2024-05-31") }
        return date
    }

    private static func stars(_ row: CSVTable.Row, _ table: CSVTable) throws -> StarRating? {
        guard let text = row["Rating"] else { return nil }
        guard let stars = Double(text), let rating = StarRating(stars: stars) else {
            throw table.malformed(row, "Rating is not 0.5 to 5 in halves")
        }
        return rating
    }
}
