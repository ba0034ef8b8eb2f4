#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain

/// Reads our JSON export a film at a time as it streams from the file
/// (`LibraryJSONScanner` finds each film, `JSONDecoder` reads it), so a
/// document of a million films costs what its films do, never the whole text
/// decoded at once.
struct LibraryJSONReader {
    let file: LibraryInputFile
    let bounds: LibraryFileBounds

    /// - Parameter today: A later viewing is refused.
    /// - Throws: `LibraryFileError`, or what `record` throws.
    func read(today: CalendarDate, record: (LibraryImportRecord) throws -> Void, list: (FilmList) throws -> Void = { _ in }) throws {
        let path = file.path
        let decoder = JSONDecoder()
        var scanner = LibraryJSONScanner(partLimit: bounds.fieldBytes)
        var budget = LibraryReadBudget(bounds: bounds, path: path)
        var format: String?
        var version: Int?
        let notOurs = LibraryFileError.malformedJSON(path: path, problem: "it is not a movies library export")
        func take(_ part: LibraryJSONScanner.Part) throws {
            switch part {
            case .film(let bytes):
                guard let film = try? decoder.decode(LibraryJSONDocument.Film.self, from: Data(bytes)) else { throw notOurs }
                try film.records(path: path, today: today) { read in
                    try budget.spendRow()
                    try record(read)
                }
            case .list(let bytes):
                guard let dto = try? decoder.decode(LibraryJSONDocument.ListDTO.self, from: Data(bytes)) else { throw notOurs }
                for _ in dto.films { try budget.spendRow() }
                try list(dto.list(path: path))
            case .member(let name, let value):
                switch String(decoding: name, as: UTF8.self) {
                case "format": format = try? decoder.decode([String].self, from: Data([UInt8(ascii: "[")] + value + [UInt8(ascii: "]")])).first
                case "version": version = try? decoder.decode([Int].self, from: Data([UInt8(ascii: "[")] + value + [UInt8(ascii: "]")])).first
                case "films", "lists": throw notOurs
                default: break
                }
            }
        }
        do {
            try file.forEachBlock { block in try scanner.read(block, part: take) }
            try scanner.finish(part: take)
        } catch let error as LibraryJSONScanner.Malformed {
            throw LibraryFileError.malformedJSON(path: path, problem: "it is not a movies library export (\(error.problem))")
        }
        try LibraryJSONDocument.check(format: format, version: version, path: path)
    }
}
