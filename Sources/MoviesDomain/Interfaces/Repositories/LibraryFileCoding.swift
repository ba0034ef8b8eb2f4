/// The file formats the library is exported to and imported from.
public enum LibraryFileFormat: String, Equatable, Sendable, CaseIterable {
    /// Letterboxd's import CSV, with `tmdbID`.
    case letterboxd
    /// The library itself, lossless.
    case json
}

/// Reads and writes library files.
public protocol LibraryFileCoding: Sendable {
    /// `entries` as a file of `format`.
    func encode(_ entries: [LibraryEntry], as format: LibraryFileFormat) throws -> [UInt8]
    /// `entries` and `lists` as a file of `format`; a format without lists leaves them out.
    func encode(_ entries: [LibraryEntry], lists: [FilmList], as format: LibraryFileFormat) throws -> [UInt8]
    /// `export` as a file of `format`; with `archive`, Letterboxd's own
    /// export layout as a `.zip` (a format without one ignores it).
    func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8]
    /// Reads the file at `path` (our JSON, a Letterboxd CSV, or Letterboxd's
    /// export `.zip`) and hands `record` what it holds, in the order a later
    /// rating replaces an earlier one, as it reads: the file is never held whole.
    /// - Parameters:
    ///   - importedAt: The time of what the file does not date (a watchlist
    ///     line of a CSV, when a viewing was logged).
    ///   - today: A viewing dated after it is refused, as `seen add` refuses one.
    /// - Throws: `LibraryFileError` when it is none of them, is malformed or
    ///   too large; what `record` throws.
    func decodeFile(
        atPath path: String,
        importedAt: Timestamp,
        today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void
    ) throws
    /// `decodeFile(atPath:importedAt:today:record:)`, handing `list` each list
    /// the file holds (after or between its records), its films named by id
    /// (our JSON) or by title and year (Letterboxd's `lists/`).
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
    /// A coding that knows no lists writes the films alone.
    public func encode(_ entries: [LibraryEntry], lists: [FilmList], as format: LibraryFileFormat) throws -> [UInt8] {
        try encode(entries, as: format)
    }

    /// A coding that knows no archive and no facts writes the films and lists alone.
    public func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8] {
        try encode(export.entries, lists: export.lists, as: format)
    }

    /// A coding that reads every file it is given sets none aside.
    public func setAsideFiles(atPath path: String) throws -> [String] {
        []
    }

    /// A coding that knows no lists finds none.
    public func decodeFile(
        atPath path: String,
        importedAt: Timestamp,
        today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void,
        list: (ImportedFilmList) throws -> Void
    ) throws {
        try decodeFile(atPath: path, importedAt: importedAt, today: today, record: record)
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
