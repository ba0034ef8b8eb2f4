import MoviesDomain
import Networking

/// A CSV file read by its header, a row at a time: fields looked up by column name.
struct CSVTable {
    struct Row {
        let line: Int
        /// The file's name, for sentences.
        let fileName: String
        fileprivate let fields: [String]
        fileprivate let columns: [String: Int]
        fileprivate let unguardsFormulas: Bool

        /// The field of `column` without spaces around it, or `nil` when empty or absent.
        subscript(column: String) -> String? {
            guard let index = columns[column], index < fields.count else { return nil }
            let field = unguardsFormulas ? SpreadsheetFormulaGuard.unguarded(fields[index]) : fields[index]
            let value = field.trimmingSpacesAndTabs
            return value.isEmpty ? nil : value
        }

        /// This row read as a file in Letterboxd's own export layout is: with
        /// the `'` before a cell a spreadsheet would run taken off.
        func unguardingFormulas() -> Row {
            Row(line: line, fileName: fileName, fields: fields, columns: columns, unguardsFormulas: true)
        }

        /// The titles the header gives its columns.
        var columnNames: Set<String> { Set(columns.keys) }

        /// The error for a field of this row that cannot be read.
        func malformed(_ problem: String) -> LibraryFileError {
            .malformedCSV(name: fileName, line: line, problem: problem)
        }
    }

    let name: String
    private let required: [String]
    /// What a header without any of `required` is told; `nil` names `required`.
    private let expected: String?
    private let unguardsFormulas: Bool
    private var reader: CSVReader
    /// Column indexes by title, once the header has been read.
    private var columns: [String: Int]?

    /// - Parameters:
    ///   - required: Columns at least one of which the header must name.
    ///   - unguardsFormulas: Takes off the `'` that `CSVWriter` puts before a
    ///     cell a spreadsheet would run (files in Letterboxd's own export layout).
    ///   - expected: The columns the header should have, for a header
    ///     without any of `required`; `nil` names `required` alone.
    init(
        name: String,
        requiredAnyOf required: [String],
        expected: String? = nil,
        unguardsFormulas: Bool = false,
        bounds: LibraryFileBounds
    ) {
        self.name = name
        self.required = required
        self.expected = expected
        self.unguardsFormulas = unguardsFormulas
        reader = CSVReader(bounds: CSVReader.Bounds(fieldsPerRecord: bounds.fieldsPerRow, fieldBytes: bounds.fieldBytes))
    }

    /// Reads `chunk`, calling `row` with each row after the header.
    /// - Throws: `LibraryFileError.malformedCSV`, or what `row` throws.
    mutating func read(_ chunk: ArraySlice<UInt8>, row: (Row) throws -> Void) throws {
        var reader = self.reader
        defer { self.reader = reader }
        do {
            try reader.read(chunk) { line, fields in try take(line: line, fields: fields, row: row) }
        } catch let error as CSVReader.Malformed {
            throw LibraryFileError.malformedCSV(name: name, line: error.line, problem: error.problem)
        }
    }

    /// Ends the file: its last row, when no line break follows it.
    /// - Throws: `LibraryFileError.malformedCSV` for an unclosed quote or a file with no header.
    mutating func finish(row: (Row) throws -> Void) throws {
        var reader = self.reader
        defer { self.reader = reader }
        do {
            try reader.finish { line, fields in try take(line: line, fields: fields, row: row) }
        } catch let error as CSVReader.Malformed {
            throw LibraryFileError.malformedCSV(name: name, line: error.line, problem: error.problem)
        }
        guard columns != nil else {
            throw LibraryFileError.malformedCSV(name: name, line: 1, problem: "it is empty, with no header")
        }
    }

    /// Takes one record read elsewhere (a file of several tables): the header first, then rows.
    /// - Throws: `LibraryFileError.malformedCSV` for a header without the columns required, or what `row` throws.
    mutating func take(line: Int, fields: [String], row: (Row) throws -> Void) throws {
        guard let columns else {
            columns = try header(fields)
            return
        }
        try row(Row(line: line, fileName: name, fields: fields, columns: columns, unguardsFormulas: unguardsFormulas))
    }

    private func header(_ fields: [String]) throws -> [String: Int] {
        var columns: [String: Int] = [:]
        for (index, title) in fields.enumerated() {
            let title = title.trimmingSpacesAndTabs
            if columns[title] == nil { columns[title] = index }
        }
        guard required.contains(where: { columns[$0] != nil }) else {
            let problem = expected.map { "the header names none of the columns expected: \($0)" }
                ?? "the header has no \(required.joined(separator: " or ")) column"
            throw LibraryFileError.malformedCSV(name: name, line: 1, problem: problem)
        }
        return columns
    }
}
