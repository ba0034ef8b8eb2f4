import Foundation
@testable import MoviesData
import MoviesDomain
import PropertyBased
import PropertyTestSupport
import Testing
import TestSupport

/// Import files are read as they stream, a block at a time: wherever a file
/// is cut into chunks, the same records come out, and a file past a bound
/// stops with the sentence's error as soon as the bound is passed.
@Suite(.propertySeedReplay) struct LibraryFileStreamingTests {
    private static let awkwardCSV = "\u{FEFF}a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\r\nlines\"\r\n\r\nlast,,\r\nend\r"

    @Test func whereverTheInputIsCut_theReaderGivesTheSameRecords() async throws {
        // given: quotes, doubled quotes, CRLF inside and outside quotes, a BOM, a lone CR at the end
        let bytes = Array(Self.awkwardCSV.utf8)
        let whole = try CSVReader.records(bytes)
        #expect(whole.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\r\nlines"], ["last", "", ""], ["end\r"]])

        // when / then
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 1...bytes.count).array(of: 0...8)) { cuts in
            var reader = CSVReader()
            var records: [[String]] = []
            var start = 0
            for cut in cuts.sorted() + [bytes.count] where cut >= start {
                try? reader.read(bytes[start..<cut]) { records.append($1) }
                start = cut
            }
            try? reader.finish { records.append($1) }
            #expect(records == whole.map(\.fields), "cut at \(cuts.sorted())")
        }
    }

    @Test func aRowWithTooManyFieldsOrATooLongField_isRefusedWithItsLine() {
        // given
        let bounds = CSVReader.Bounds(fieldsPerRecord: 4, fieldBytes: 8)

        // when / then
        #expect(throws: CSVReader.Malformed(line: 2, problem: "a row of more than 4 fields")) {
            try CSVReader.records(Array("a,b\n,,,,\n".utf8), bounds: bounds)
        }
        #expect(throws: CSVReader.Malformed(line: 3, problem: "a field longer than 8 bytes")) {
            try CSVReader.records(Array("a\n12345678\n\"123456789\"\n".utf8), bounds: bounds)
        }
        #expect((try? CSVReader.records(Array("a,b,c,d\n12345678,,,\n".utf8), bounds: bounds))?.count == 2)
    }

    @Test func aCSVPastTheRowOrTextBound_stopsWithThatError() throws {
        // given
        let scratch = try ScratchFiles()
        let rows = Array(("tmdbID,Title\n" + String(repeating: "7,Seven\n", count: 11)).utf8)
        let fewRows = DefaultLibraryFileCoding(bounds: LibraryFileBounds(rows: 10))
        let littleText = DefaultLibraryFileCoding(bounds: LibraryFileBounds(textBytes: 64))

        // when / then
        #expect(try scratch.records(of: rows, coding: DefaultLibraryFileCoding(bounds: LibraryFileBounds(rows: 11))).count == 11)
        let path = try scratch.path(rows, name: "rows.csv")
        #expect(throws: LibraryFileError.tooManyRows(path: path, limit: 10)) {
            try fewRows.decodeFile(atPath: path, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in }
        }
        #expect(throws: LibraryFileError.tooMuchText(path: path, limitBytes: 64)) {
            try littleText.decodeFile(atPath: path, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in }
        }
    }

    @Test func aZipWhoseFilesDeclareMoreThanTheTextBound_isRefusedBeforeAnythingIsRead() throws {
        // given: two files of 40 bytes each, against a bound of 64
        let scratch = try ScratchFiles()
        let csv = "Name,Year\nHeat,1995\nAlien,1979\nJaws,1975\n"
        let zip = try scratch.path(Array(ZipFixture.archive([("watchlist.csv", csv), ("ratings.csv", csv)])), name: "export.zip")
        var records = 0

        // when / then
        #expect(throws: LibraryFileError.tooMuchText(path: zip, limitBytes: 64)) {
            try DefaultLibraryFileCoding(bounds: LibraryFileBounds(textBytes: 64))
                .decodeFile(atPath: zip, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in records += 1 }
        }
        #expect(records == 0)
    }

    @Test func aZipEntryOfManyBlocks_inflatesExactlyAndRowsPastTheBoundStopIt() throws {
        // given: 300,000 rows of one letter, about 600 KB deflated to a few KB: ten blocks and more
        let scratch = try ScratchFiles()
        let text = "Name\n" + String(repeating: "a\n", count: 300_000)
        let zip = try scratch.path(Array(ZipFixture.archive([("watchlist.csv", text)])), name: "letters.zip")
        let archive = try ZipArchive(LibraryInputFile(path: zip, limitBytes: 1 << 20))
        var inflated: [UInt8] = []

        // when
        try archive.read(archive.entries[0], limit: 1 << 20) { inflated += $0 }

        // then
        #expect(inflated == Array(text.utf8))
        #expect(throws: LibraryFileError.tooManyRows(path: zip, limit: 1_000)) {
            try DefaultLibraryFileCoding(bounds: LibraryFileBounds(rows: 1_000))
                .decodeFile(atPath: zip, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in }
        }
    }

    @Test func aZipEntryThatInflatesPastItsDeclaredSize_isStoppedThere() throws {
        // given: an entry that declares 10 bytes and holds 100,000
        let scratch = try ScratchFiles()
        let zip = ZipFixture.archive([("watchlist.csv", "Name\n" + String(repeating: "b\n", count: 50_000))], declaredSize: 10)
        let archive = try ZipArchive(scratch.file(Array(zip)))
        var given = 0

        // when / then
        #expect(throws: ZipArchive.Problem(description: "watchlist.csv does not match its checksum")) {
            try archive.read(archive.entries[0], limit: 1 << 20) { given += $0.count }
        }
        #expect(given <= 10)
    }
}
