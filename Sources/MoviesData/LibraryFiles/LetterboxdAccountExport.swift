import MoviesDomain

/// Letterboxd's own account export, a `.zip`: `watchlist.csv` and
/// `watched.csv` (`Date,Name,Year,Letterboxd URI`), `ratings.csv` (with
/// `Rating`), `diary.csv` (with `Rating,Rewatch,Tags,Watched Date`, each kept
/// with its viewing) and `reviews.csv` (the diary's columns and `Review`,
/// each joining the diary's viewing of its day) and `likes/films.csv` (the
/// watched shape: films marked liked). Every row's `Letterboxd URI` is kept
/// with its film, the last read winning: the files that name the film
/// itself (watched, ratings, likes) come after those naming a diary entry. Films
/// are named by title and year only, to be looked up. These files are for
/// people: a cell a spreadsheet would run has a `'` first when we write one,
/// taken off here (`SpreadsheetFormulaGuard`).
enum LetterboxdAccountExport {
    /// The files read, in the order they are read, so later ratings win:
    /// watchlist, diary, reviews, watched (films with no diary entry), ratings, likes.
    /// Files under `deleted/` and `orphaned/` (entries taken off the account)
    /// have other names, so they are never read.
    static let fileNames = ["watchlist.csv", "diary.csv", "reviews.csv", "watched.csv", "ratings.csv", "likes/films.csv"]

    /// The export's folders of entries taken off the account: left out, counted.
    static let setAsideFolders = ["deleted/", "orphaned/"]

    /// What one of the export's files holds, told by its header: a file is
    /// often taken out of the zip and renamed before it is imported alone.
    enum Kind: Equatable {
        /// `Date,Name,Year,Letterboxd URI`: watched.csv's shape.
        case watched
        /// The same shape as `watched`, told apart only by its name.
        case watchlist
        /// The same shape again: likes/films.csv, the films marked liked.
        case likes
        /// With `Watched Date` or `Rewatch`: diary.csv, and reviews.csv (the diary's columns and `Review`).
        case diary
        /// With `Rating` and no day of viewing: ratings.csv.
        case ratings

        /// The kind a header with `columns` names; `fileName` (a path, its
        /// folder counts) only tells a watchlist or likes from films watched,
        /// whose headers are the same: `likes/films.csv`, or a file whose
        /// name starts with `like` (`likes.csv`, `liked-films.csv`).
        init(columns: Set<String>, fileName: String) {
            let path = fileName.lowercased()
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if columns.contains("Watched Date") || columns.contains("Rewatch") {
                self = .diary
            } else if columns.contains("Rating") {
                self = .ratings
            } else if name.hasSuffix("watchlist.csv") {
                self = .watchlist
            } else if path.hasSuffix("likes/films.csv") || name.hasPrefix("like") {
                self = .likes
            } else {
                self = .watched
            }
        }
    }

    /// The columns every file of the export has, named when a header is not one of them.
    static let sharedColumns = "Date, Name, Year, Letterboxd URI"

    /// The table file `name` is read through.
    static func table(name: String, bounds: LibraryFileBounds) -> CSVTable {
        CSVTable(name: name, requiredAnyOf: ["Name"], unguardsFormulas: true, bounds: bounds)
    }

    /// The record a row of file `name` holds; `nil` for a row that says nothing to import.
    /// - Parameter today: A later day of viewing is refused.
    static func record(
        _ row: CSVTable.Row,
        ofFile name: String,
        importedAt: Timestamp,
        today: CalendarDate
    ) throws -> LibraryImportRecord? {
        try record(row, kind: Kind(columns: row.columnNames, fileName: name), importedAt: importedAt, today: today)
    }

    /// The record a row of a file of `kind` holds; `nil` for a row that says nothing to import.
    /// - Parameter today: A later day of viewing is refused.
    static func record(
        _ row: CSVTable.Row,
        kind: Kind,
        importedAt: Timestamp,
        today: CalendarDate
    ) throws -> LibraryImportRecord? {
        guard let title = row["Name"] else { throw row.malformed("Name is empty") }
        let film = ImportedFilmReference.titled(title: title, year: try LetterboxdFields.year(row))
        let uri = row["Letterboxd URI"]
        switch kind {
        case .watchlist:
            let added = try LetterboxdFields.day("Date", row)
            return LibraryImportRecord(film: film, watchlistAddedAt: added?.startOfDayUTC ?? importedAt, letterboxdURI: uri)
        case .likes:
            return LibraryImportRecord(film: film, isLiked: true, letterboxdURI: uri)
        case .diary:
            let logged = try LetterboxdFields.day("Date", row)
            guard let watched = try LetterboxdFields.day("Watched Date", row, notAfter: today) ?? logged else { return nil }
            if watched > today { throw row.malformed("Date \(watched) is after today (\(today))") }
            let loggedAt = logged?.startOfDayUTC ?? importedAt
            let stars = try LetterboxdFields.stars(row)
            let viewing = Viewing(
                date: watched, loggedAt: loggedAt, rating: stars, isRewatch: try LetterboxdFields.rewatch(row),
                tags: ViewingTags.parse(commaSeparated: row["Tags"] ?? ""), review: row["Review"]
            )
            return LibraryImportRecord(
                film: film, viewing: viewing, rating: stars.map { FilmRating(rating: $0, ratedAt: loggedAt) }, letterboxdURI: uri
            )
        case .watched:
            guard let date = try LetterboxdFields.day("Date", row, notAfter: today) else { return nil }
            return LibraryImportRecord(
                film: film, viewing: Viewing(date: date, loggedAt: date.startOfDayUTC), viewingUnlessSeen: true, letterboxdURI: uri
            )
        case .ratings:
            let rated = try LetterboxdFields.day("Date", row)
            guard let rating = try LetterboxdFields.stars(row) else { return nil }
            return LibraryImportRecord(film: film, rating: FilmRating(rating: rating, ratedAt: rated?.startOfDayUTC ?? importedAt), letterboxdURI: uri)
        }
    }
}
