import MoviesDomain
import Networking

/// Reads one list file of Letterboxd's export (`lists/NAME.csv`): an
/// optional `Letterboxd list export v…` line (older exports have none), the
/// list's own table (`Date,Name,Tags,URL,Description` and one row), then
/// after a blank line its films (`Position,Name,Year,URL,Description`),
/// kept in the file's order; a film with a `Position` makes the list ranked,
/// as `LetterboxdListFile` writes one. Cells are unguarded as in the
/// export's other files. Films are named by title and year, to be looked up.
struct LetterboxdListReader {
    let name: String
    private var reader: CSVReader
    private var listTable: CSVTable
    private var filmTable: CSVTable
    private var list: (name: String, description: String?, createdAt: Timestamp)?
    private var entries: [ImportedFilmList.Entry] = []
    private var isRanked = false
    private let importedAt: Timestamp

    /// Whether `start`, the start of a file, is a list file taken out of the
    /// export: its version line, or (older exports) the list's own header.
    static func looksLikeList(_ start: [UInt8]) -> Bool {
        let text = String(decoding: start.starts(with: [0xEF, 0xBB, 0xBF]) ? start.dropFirst(3) : start[...], as: UTF8.self)
        let firstLine = text.prefix { $0 != "\r\n" && $0 != "\n" && $0 != "\r" }
        return firstLine.hasPrefix("Letterboxd list export") || firstLine == "Date,Name,Tags,URL,Description"
    }

    /// - Parameters:
    ///   - name: The file's name (in the zip), for sentences.
    ///   - importedAt: The creation time of a list whose row has no `Date`.
    init(name: String, importedAt: Timestamp, bounds: LibraryFileBounds) {
        self.name = name
        self.importedAt = importedAt
        reader = CSVReader(bounds: CSVReader.Bounds(fieldsPerRecord: bounds.fieldsPerRow, fieldBytes: bounds.fieldBytes))
        listTable = CSVTable(name: name, requiredAnyOf: ["Name"], unguardsFormulas: true, bounds: bounds)
        filmTable = CSVTable(name: name, requiredAnyOf: ["Name"], unguardsFormulas: true, bounds: bounds)
    }

    /// Reads `chunk`, calling `eachRecord` once a record (to count it against the import's bounds).
    /// - Throws: `LibraryFileError.malformedCSV`, or what `eachRecord` throws.
    mutating func read(_ chunk: ArraySlice<UInt8>, eachRecord: () throws -> Void) throws {
        var reader = self.reader
        defer { self.reader = reader }
        do {
            try reader.read(chunk) { line, fields in
                try eachRecord()
                try take(line: line, fields: fields)
            }
        } catch let error as CSVReader.Malformed {
            throw LibraryFileError.malformedCSV(name: name, line: error.line, problem: error.problem)
        }
    }

    /// Ends the file.
    /// - Returns: The list it holds.
    /// - Throws: `LibraryFileError.malformedCSV` for a file with no list row.
    mutating func finish() throws -> ImportedFilmList {
        var reader = self.reader
        defer { self.reader = reader }
        do {
            try reader.finish { line, fields in try take(line: line, fields: fields) }
        } catch let error as CSVReader.Malformed {
            throw LibraryFileError.malformedCSV(name: name, line: error.line, problem: error.problem)
        }
        guard let list else { throw LibraryFileError.malformedCSV(name: name, line: 1, problem: "it names no list") }
        return ImportedFilmList(name: list.name, description: list.description, isRanked: isRanked, createdAt: list.createdAt, entries: entries)
    }

    private mutating func take(line: Int, fields: [String]) throws {
        if fields.allSatisfy({ $0.trimmingSpacesAndTabs.isEmpty }) { return }
        guard list != nil else {
            if line == 1, fields.count == 1, fields[0].hasPrefix("Letterboxd list export") { return }
            return try listTable.take(line: line, fields: fields) { row in
                guard let name = row["Name"] else { throw row.malformed("Name is empty") }
                let created = try LetterboxdFields.day("Date", row)
                list = (name, row["Description"], created?.startOfDayUTC ?? importedAt)
            }
        }
        try filmTable.take(line: line, fields: fields) { row in
            guard let title = row["Name"] else { throw row.malformed("Name is empty") }
            if row["Position"] != nil { isRanked = true }
            entries.append(ImportedFilmList.Entry(film: .titled(title: title, year: try LetterboxdFields.year(row)), note: row["Description"]))
        }
    }
}
