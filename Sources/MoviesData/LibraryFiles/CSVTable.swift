import MoviesDomain
import Networking

/// A CSV file read by its header: fields looked up by column name.
struct CSVTable {
    struct Row {
        let line: Int
        fileprivate let fields: [String]
        fileprivate let columns: [String: Int]

        /// The field of `column` without spaces around it, or `nil` when empty or absent.
        subscript(column: String) -> String? {
            guard let index = columns[column], index < fields.count else { return nil }
            let value = fields[index].trimmingSpacesAndTabs
            return value.isEmpty ? nil : value
        }
    }

    let name: String
    let rows: [Row]

    /// - Parameter required: Columns at least one of which the header must name.
    /// - Throws: `LibraryFileError.malformedCSV`.
    init(name: String, bytes: [UInt8], requiredAnyOf required: [String]) throws {
        let records: [(line: Int, fields: [String])]
        do {
            records = try CSVReader.records(bytes)
        } catch {
            throw LibraryFileError.malformedCSV(name: name, line: error.line, problem: error.problem)
        }
        guard let header = records.first else {
            throw LibraryFileError.malformedCSV(name: name, line: 1, problem: "it is empty, with no header")
        }
        var columns: [String: Int] = [:]
        for (index, title) in header.fields.enumerated() {
            let title = title.trimmingSpacesAndTabs
            if columns[title] == nil { columns[title] = index }
        }
        guard required.contains(where: { columns[$0] != nil }) else {
            throw LibraryFileError.malformedCSV(name: name, line: 1, problem: "the header has no \(required.joined(separator: " or ")) column")
        }
        self.name = name
        rows = records.dropFirst().map { Row(line: $0.line, fields: $0.fields, columns: columns) }
    }

    /// The error for a field of `row` that cannot be read.
    func malformed(_ row: Row, _ problem: String) -> LibraryFileError {
        .malformedCSV(name: name, line: row.line, problem: problem)
    }
}
