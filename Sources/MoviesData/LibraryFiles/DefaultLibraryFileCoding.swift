#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain

/// Reads and writes library files: our JSON, Letterboxd's import CSV (with
/// `tmdbID`), Letterboxd's account export `.zip` and each of its files alone
/// (a list file by its first line), told apart by content.
///
/// CSV is read as it streams from the file or inflates from the zip, a block
/// at a time, and each row is handed on as a record: what an import holds in
/// memory grows with the films it names, never with the file, and `bounds`
/// stop a file far larger than any export before it costs more.
public struct DefaultLibraryFileCoding: LibraryFileCoding {
    public let bounds: LibraryFileBounds

    public init(bounds: LibraryFileBounds = LibraryFileBounds()) {
        self.bounds = bounds
    }

    /// The JSON is the library alone, lists whole (it ignores `archive` and the
    /// facts); Letterboxd's files are the import diary alone (no lists), or with `archive` the
    /// `.zip` of its own export layout, lists and import files, dated today.
    /// - Throws: `LibraryExportError` when the library is too large for a zip.
    public func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8] {
        let (entries, lists) = (export.entries, export.lists)
        switch format {
        case .letterboxd where archive:
            let today = CalendarDate(utcDayOf: Timestamp(secondsSince1970: Date().timeIntervalSince1970))
            do {
                return try LetterboxdExportArchive.encode(export, modified: today)
            } catch let problem as ZipWriter.Problem {
                throw LibraryExportError(reason: problem.description)
            }
        case .letterboxd:
            return LetterboxdImportCSV.encodeDiary(export)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return Array(try encoder.encode(LibraryJSONDocument(entries: entries, lists: lists))) + [0x0A]
        }
    }

    public func decodeFile(
        atPath path: String,
        importedAt: Timestamp,
        today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void,
        list: (ImportedFilmList) throws -> Void
    ) throws {
        let file = try LibraryInputFile(path: path, limitBytes: bounds.fileBytes)
        let start = try file.read(at: 0, count: LibraryInputFile.blockSize)
        if ZipArchive.looksLikeZip(start) {
            try decodeZip(file, importedAt: importedAt, today: today, record: record, list: list)
        } else if try Self.startsWithBrace(file, start) {
            try LibraryJSONReader(file: file, bounds: bounds).read(today: today, record: record) { try list(ImportedFilmList($0)) }
        } else if LetterboxdListReader.looksLikeList(start) {
            var budget = LibraryReadBudget(bounds: bounds, path: file.path)
            var reader = LetterboxdListReader(name: URL(fileURLWithPath: file.path).lastPathComponent, importedAt: importedAt, bounds: bounds)
            try file.forEachBlock { block in
                try budget.spendText(block.count)
                try reader.read(block[...]) { try budget.spendRow() }
            }
            try list(reader.finish())
        } else {
            try decodeCSV(file, importedAt: importedAt, today: today, record: record)
        }
    }

    /// The CSV files of a Letterboxd export `.zip` under `deleted/` or
    /// `orphaned/`: entries taken off the account, which the import leaves out.
    public func setAsideFiles(atPath path: String) throws -> [String] {
        let file = try LibraryInputFile(path: path, limitBytes: bounds.fileBytes)
        guard ZipArchive.looksLikeZip(try file.read(at: 0, count: LibraryInputFile.blockSize)) else { return [] }
        do {
            return try ZipArchive(file).entries.map(\.name).filter { name in
                LetterboxdAccountExport.setAsideFolders.contains { name.hasPrefix($0) } && name.lowercased().hasSuffix(".csv")
            }
        } catch let problem as ZipArchive.Problem {
            throw LibraryFileError.malformedZip(path: file.path, problem: problem.description)
        }
    }

    /// Reads a CSV told by its header: Letterboxd's import CSV (`tmdbID` or
    /// `Title`), or one file of its account export taken out of the zip (`Name`).
    private func decodeCSV(
        _ file: LibraryInputFile,
        importedAt: Timestamp,
        today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void
    ) throws {
        var budget = LibraryReadBudget(bounds: bounds, path: file.path)
        let name = URL(fileURLWithPath: file.path).lastPathComponent
        var table = CSVTable(
            name: name,
            requiredAnyOf: ["tmdbID", "Title", "Name"],
            expected: "tmdbID or Title (Letterboxd's import CSV), or \(LetterboxdAccountExport.sharedColumns) (a file of Letterboxd's export)",
            unguardsFormulas: false,
            bounds: bounds
        )
        // Decided by the header, with the first row: `nil` for the import CSV.
        var decided = false
        var kind: LetterboxdAccountExport.Kind?
        func take(_ row: CSVTable.Row) throws {
            try budget.spendRow()
            if !decided {
                let columns = row.columnNames
                decided = true
                if !columns.contains("tmdbID"), !columns.contains("Title") {
                    // The whole path: `likes/films.csv` alone is told by its folder.
                    kind = LetterboxdAccountExport.Kind(columns: columns, fileName: file.path)
                }
            }
            if let kind {
                let row = row.unguardingFormulas()
                if let read = try LetterboxdAccountExport.record(row, kind: kind, importedAt: importedAt, today: today) { try record(read) }
            } else {
                try record(LetterboxdImportCSV.record(row, importedAt: importedAt, today: today))
            }
        }
        try file.forEachBlock { block in
            try budget.spendText(block.count)
            try table.read(block[...], row: take)
        }
        try table.finish(row: take)
    }

    /// Reads the account export's files in `LetterboxdAccountExport.fileNames`
    /// order, then its lists (`lists/*.csv`, in the zip's order).
    private func decodeZip(
        _ file: LibraryInputFile,
        importedAt: Timestamp,
        today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void,
        list: (ImportedFilmList) throws -> Void
    ) throws {
        var budget = LibraryReadBudget(bounds: bounds, path: file.path)
        do {
            let archive = try ZipArchive(file)
            let found = LetterboxdAccountExport.fileNames.compactMap { name in archive.entries.first { $0.name == name } }
            let lists = archive.entries.filter { $0.name.hasPrefix("lists/") && $0.name.lowercased().hasSuffix(".csv") }
            guard !found.isEmpty || !lists.isEmpty else { throw LibraryFileError.noLetterboxdFiles(path: file.path) }
            // Refused before a byte is inflated; each entry is held to its declared size as it inflates.
            guard (found + lists).reduce(0, { $0 + $1.size }) <= bounds.textBytes else {
                throw LibraryFileError.tooMuchText(path: file.path, limitBytes: bounds.textBytes)
            }
            for entry in found {
                var table = LetterboxdAccountExport.table(name: entry.name, bounds: bounds)
                var kind: LetterboxdAccountExport.Kind?
                func take(_ row: CSVTable.Row) throws {
                    try budget.spendRow()
                    let rowKind = kind ?? LetterboxdAccountExport.Kind(columns: row.columnNames, fileName: entry.name)
                    kind = rowKind
                    let read = try LetterboxdAccountExport.record(row, kind: rowKind, importedAt: importedAt, today: today)
                    if let read { try record(read) }
                }
                try archive.read(entry, limit: bounds.textBytes) { block in
                    try budget.spendText(block.count)
                    try table.read(block, row: take)
                }
                try table.finish(row: take)
            }
            for entry in lists {
                var reader = LetterboxdListReader(name: entry.name, importedAt: importedAt, bounds: bounds)
                try archive.read(entry, limit: bounds.textBytes) { block in
                    try budget.spendText(block.count)
                    try reader.read(block) { try budget.spendRow() }
                }
                try list(reader.finish())
            }
        } catch let problem as ZipArchive.Problem {
            throw LibraryFileError.malformedZip(path: file.path, problem: problem.description)
        }
    }

    /// Whether the first byte that is not white space is `{`: our JSON.
    private static func startsWithBrace(_ file: LibraryInputFile, _ start: [UInt8]) throws -> Bool {
        var block = start
        var offset = 0
        while !block.isEmpty {
            if let byte = block.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return byte == UInt8(ascii: "{") }
            offset += block.count
            block = try file.read(at: offset, count: LibraryInputFile.blockSize)
        }
        return false
    }
}
