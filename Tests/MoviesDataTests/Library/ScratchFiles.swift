import Foundation
@testable import MoviesData
import MoviesDomain

/// Files written for one test in a temporary directory, removed with it.
final class ScratchFiles {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("library-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A new file holding `bytes`.
    func path(_ bytes: [UInt8], name: String = "file-\(UUID().uuidString)") throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A new file holding `bytes`, open for reading.
    func file(_ bytes: [UInt8]) throws -> LibraryInputFile {
        try LibraryInputFile(path: path(bytes), limitBytes: 64 << 20)
    }

    /// Every record `coding` reads from a file holding `bytes`.
    func records(
        of bytes: [UInt8],
        name: String = "x.csv",
        coding: DefaultLibraryFileCoding = DefaultLibraryFileCoding(),
        importedAt: Timestamp = Timestamp(secondsSince1970: 1_700_000_000),
        today: CalendarDate = CalendarDate(year: 2027, month: 1, day: 15)!
    ) throws -> [LibraryImportRecord] {
        var records: [LibraryImportRecord] = []
        try coding.decodeFile(atPath: path(bytes, name: name), importedAt: importedAt, today: today) { records.append($0) }
        return records
    }
}
