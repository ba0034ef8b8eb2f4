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
    /// Reads the file at `path`: our JSON, a Letterboxd CSV, or Letterboxd's export `.zip`.
    /// - Parameter importedAt: The time of what the file does not date (a
    ///   watchlist line of a CSV, when a viewing was logged).
    /// - Throws: `LibraryFileError` when it is none of them, is malformed or too large.
    func decodeFile(atPath path: String, importedAt: Timestamp) throws -> LibraryImportDocument
}

/// Why a file cannot be imported; nothing of it is.
public enum LibraryFileError: Error, Equatable, Sendable {
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, limitBytes: Int)
    /// Not a format movies reads.
    case unrecognised(path: String)
    /// A CSV that breaks the format: unbalanced quotes, no header, a missing column.
    case malformedCSV(name: String, line: Int, problem: String)
    /// A zip with none of Letterboxd's files.
    case noLetterboxdFiles(path: String)
    case malformedZip(path: String, problem: String)
    case malformedJSON(path: String, problem: String)
}
