import Foundation
@testable import MoviesData
import MoviesDomain
import PropertyBased
import PropertyTestSupport
import Testing

/// Our JSON export is read a film at a time: the scanner finds each film
/// wherever the bytes are cut, the records are those of the whole document,
/// and what is not our export is refused as before.
@Suite(.propertySeedReplay) struct LibraryJSONStreamingTests {
    private static let document = """
        {
          "films" : [
            { "id" : 1, "title" : "A \\"quoted\\" [title] {x}, with \\\\", "viewings" : [ { "date" : "2020-01-01", "logged_at" : "2020-01-01T10:00:00.000Z" } ] },
            {"id":2,"title":"Two","year":1999,"rating":4.5,"rated_at":"2021-01-01T00:00:00Z","viewings":[]}
          ],
          "format" : "movies-library",
          "extra" : {"nested": [1, {"a": "}"}]},
          "version" : 1
        }
        """

    private static func parts(_ bytes: [UInt8], cuts: [Int]) throws -> [LibraryJSONScanner.Part] {
        var scanner = LibraryJSONScanner(partLimit: 1 << 20)
        var parts: [LibraryJSONScanner.Part] = []
        var start = 0
        for cut in cuts.sorted() + [bytes.count] where cut >= start {
            try scanner.read(Array(bytes[start..<cut])) { parts.append($0) }
            start = cut
        }
        try scanner.finish { parts.append($0) }
        return parts
    }

    @Test func whereverTheDocumentIsCut_theScannerGivesEachFilmAndMemberWhole() async throws {
        // given
        let bytes = Array(Self.document.utf8)
        let whole = try Self.parts(bytes, cuts: [])
        let films = whole.compactMap { part -> [UInt8]? in if case .film(let film) = part { film } else { nil } }
        #expect(films.count == 2)
        #expect(whole.contains(.member(name: Array("format".utf8), value: Array("\"movies-library\"".utf8))))
        #expect(whole.contains(.member(name: Array("version".utf8), value: Array("1".utf8))))
        #expect(try JSONDecoder().decode(LibraryJSONDocument.Film.self, from: Data(films[0])).title == "A \"quoted\" [title] {x}, with \\")

        // when / then
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 0...bytes.count).array(of: 0...10)) { cuts in
            #expect((try? Self.parts(bytes, cuts: cuts)) == whole, "cut at \(cuts.sorted())")
        }
    }

    @Test(arguments: [
        "[1, 2]", "{\"films\": [1]}", "{\"films\": [{}", "{\"films\": []} x", "{\"a\": }", "{\"films\": [{},]}", "{\"a\": 1,}",
    ])
    func whenTheStructureIsBroken_theScannerSaysSo(text: String) {
        #expect(throws: LibraryJSONScanner.Malformed.self) { try Self.parts(Array(text.utf8), cuts: []) }
    }

    @Test func aFilmLongerThanThePartLimit_isRefusedAsItIsRead() {
        // given
        var scanner = LibraryJSONScanner(partLimit: 64)
        let film = "{\"id\": 1, \"title\": \"" + String(repeating: "x", count: 100) + "\"}"

        // when / then
        #expect(throws: LibraryJSONScanner.Malformed(problem: "a film longer than 64 bytes")) {
            try scanner.read(Array(("{\"films\": [" + film).utf8)) { _ in }
        }
    }

    @Test func theReaderGivesTheRecordsOfEveryFilmAndRefusesWhatIsNotOurs() throws {
        // given
        let scratch = try ScratchFiles()

        // when
        let records = try scratch.records(of: Array(Self.document.utf8), name: "library.json")

        // then
        #expect(records.count == 3)
        #expect(records[0].film == .identified(LibraryFilm(id: 1, title: "A \"quoted\" [title] {x}, with \\")))
        #expect(records[1].viewing?.date == CalendarDate(year: 2020, month: 1, day: 1))
        #expect(records[2].rating?.rating == StarRating(halfStars: 9))
        let other = try scratch.path(Array(#"{"films": [], "format": "someone-else", "version": 1}"#.utf8), name: "other.json")
        #expect(throws: LibraryFileError.unrecognised(path: other)) {
            try DefaultLibraryFileCoding().decodeFile(atPath: other, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in }
        }
        let newer = try scratch.path(Array(#"{"films": [], "format": "movies-library", "version": 5}"#.utf8), name: "newer.json")
        #expect(throws: LibraryFileError.malformedJSON(path: newer, problem: "it is version 5, newer than this movies reads")) {
            try DefaultLibraryFileCoding().decodeFile(atPath: newer, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in }
        }
    }

    @Test func aDocumentWithMoreRecordsThanTheRowBound_stopsThere() throws {
        // given: three films, one viewing each
        let scratch = try ScratchFiles()
        let film = { (id: Int) in #"{"id":\#(id),"title":"F","viewings":[{"date":"2020-01-01","logged_at":"2020-01-01T00:00:00Z"}]}"# }
        let path = try scratch.path(Array(#"{"format":"movies-library","version":1,"films":[\#(film(1)),\#(film(2)),\#(film(3))]}"#.utf8), name: "x.json")
        var seen = 0

        // when / then
        #expect(throws: LibraryFileError.tooManyRows(path: path, limit: 5)) {
            try DefaultLibraryFileCoding(bounds: LibraryFileBounds(rows: 5))
                .decodeFile(atPath: path, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!) { _ in seen += 1 }
        }
        #expect(seen == 5)
    }
}
