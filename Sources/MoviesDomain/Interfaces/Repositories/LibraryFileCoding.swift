/// The file formats the library is exported to and imported from.
public enum LibraryFileFormat: String, Equatable, Sendable, CaseIterable {
    /// Letterboxd's import CSV, with `tmdbID`.
    case letterboxd
    /// The library itself, lossless.
    case json
}

/// Reads and writes library files.
public protocol LibraryFileCoding: Sendable {
    /// `export` as a file of `format`; with `archive`, Letterboxd's own
    /// export layout as a `.zip` (a format without one ignores it).
    func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8]
    /// Reads the file at `path` (our JSON, a Letterboxd CSV, or Letterboxd's
    /// export `.zip`) and hands `record` what it holds, in the order a later
    /// rating replaces an earlier one, as it reads: the file is never held whole;
    /// and hands `list` each list the file holds (after or between its records),
    /// its films named by id (our JSON) or by title and year (Letterboxd's `lists/`).
    /// - Parameters:
    ///   - importedAt: The time of what the file does not date (a watchlist
    ///     line of a CSV, when a viewing was logged).
    ///   - today: A viewing dated after it is refused, as `seen add` refuses one.
    /// - Throws: `LibraryFileError` when it is none of them, is malformed or
    ///   too large; what `record` or `list` throws.
    func decodeFile(
        atPath path: String,
        importedAt: Timestamp,
        today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void,
        list: (ImportedFilmList) throws -> Void
    ) throws
    /// The names of the files inside the file at `path` that an import does
    /// not read on purpose (Letterboxd's `deleted/` and `orphaned/`), to be
    /// counted in its report.
    /// - Throws: `LibraryFileError` when the file cannot be read.
    func setAsideFiles(atPath path: String) throws -> [String]
}

extension LibraryFileCoding {
    /// `entries` and `lists` as a file of `format`, with no archive and no
    /// facts; a format without lists leaves them out.
    public func encode(_ entries: [LibraryEntry], lists: [FilmList] = [], as format: LibraryFileFormat) throws -> [UInt8] {
        try encode(LibraryExport(entries: entries, lists: lists), as: format, archive: false)
    }

    /// A coding that reads every file it is given sets none aside.
    public func setAsideFiles(atPath path: String) throws -> [String] {
        []
    }

    /// `decodeFile(atPath:importedAt:today:record:list:)` for a reader that
    /// wants the records alone: the lists are read and passed over.
    public func decodeFile(atPath path: String, importedAt: Timestamp, today: CalendarDate, record: (LibraryImportRecord) throws -> Void) throws {
        try decodeFile(atPath: path, importedAt: importedAt, today: today, record: record, list: { _ in })
    }
}

/// Why a file cannot be imported; nothing of it is.
public enum LibraryFileError: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, limitBytes: Int)
    /// A zip whose files inflate to more text than an import reads.
    case tooMuchText(path: String, limitBytes: Int)
    /// More rows than an import reads, every file of a zip together.
    case tooManyRows(path: String, limit: Int)
    /// More films than an import takes in at once.
    case tooManyFilms(path: String, limit: Int)
    /// More films named only by title (each looked up) than an import takes.
    case tooManyTitles(path: String, limit: Int)
    /// Not a format movies reads.
    case unrecognised(path: String)
    /// A CSV that breaks the format: unbalanced quotes, no header, a missing column.
    case malformedCSV(name: String, line: Int, problem: String)
    /// A zip with none of Letterboxd's files.
    case noLetterboxdFiles(path: String)
    case malformedZip(path: String, problem: String)
    case malformedJSON(path: String, problem: String)
}
