import Foundation
@testable import MoviesData
import MoviesDomain
import Testing

struct CSVReaderTests {
    @Test func quotedFieldsHoldCommasQuotesAndLineBreaks_andCRLFAndABOMAreRead() throws {
        // given
        let text = "\u{FEFF}a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n\r\nlast,,\n"

        // when
        let records = try CSVReader.records(Array(text.utf8))

        // then
        #expect(records.map(\.fields) == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["last", "", ""]])
        #expect(records.map(\.line) == [1, 2, 5])
    }

    @Test(arguments: ["a,\"b\n", "a,b\"c\n", "a,\"b\"c\n"])
    func whenQuotesDoNotBalance_itSaysOnWhichLine(text: String) {
        #expect(throws: CSVReader.Malformed.self) { try CSVReader.records(Array(("h1,h2\n" + text).utf8)) }
    }

    @Test func whatTheWriterWritesTheReaderReadsBack() throws {
        // given
        let rows = [["plain", "with, comma", " spaced ", "quote \"q\"", "line\r\nbreak", ""]]
        var writer = CSVWriter(guardsFormulas: false)
        rows.forEach { writer.append($0) }

        // when / then
        #expect(try CSVReader.records(writer.bytes).map(\.fields) == rows)
    }
}

struct LibraryTimeTextTests {
    @Test func everyMillisecondTimeReadsBackExactly() {
        for milliseconds in [Int64(0), 1, 999, 1_800_000_000_123, -1, -86_400_001, 253_402_300_799_999] {
            let time = LibraryTables.timestamp(milliseconds)
            let text = LibraryTimeText.string(time)
            #expect(LibraryTimeText.timestamp(text).map(LibraryTables.milliseconds) == milliseconds, "\(text)")
        }
        #expect(LibraryTimeText.string(LibraryTables.timestamp(1_800_000_000_123)) == "2027-01-15T08:00:00.123Z")
        #expect(LibraryTimeText.timestamp("2027-01-15T08:00:00Z") == LibraryTables.timestamp(1_800_000_000_000))
        #expect(LibraryTimeText.timestamp("2027-02-30T08:00:00Z") == nil)
        #expect(LibraryTimeText.timestamp("2027-01-15T24:00:00Z") == nil)
    }
}

struct ZipArchiveTests {
    @Test func whenAnyByteOfAnArchiveIsChanged_readingFailsOrReadsButNeverTraps() throws {
        // given: a stored entry (so every byte is reachable) and Letterboxd's name
        let archive = storedArchive(name: "watchlist.csv", contents: Array("Date,Name,Year\n2024-01-01,Inception,2010\n".utf8))
        let scratch = try ScratchFiles()
        #expect(try ZipArchive(scratch.file(archive)).entries.map(\.name) == ["watchlist.csv"])

        // when / then
        for index in archive.indices {
            var damaged = archive
            damaged[index] ^= 0xFF
            if let zip = try? ZipArchive(scratch.file(damaged)) {
                for entry in zip.entries { try? zip.read(entry, limit: 1 << 20) { _ in } }
            }
        }
        #expect(throws: ZipArchive.Problem.self) { try ZipArchive(scratch.file(Array(archive.prefix(30)))) }
    }

    /// A one-entry zip, stored, with a real CRC-32.
    private func storedArchive(name: String, contents: [UInt8]) -> [UInt8] {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in contents {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(v >> (8 * UInt32($0)) & 0xFF) } }
        let nameBytes = Array(name.utf8)
        let local = le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc)
            + le32(UInt32(contents.count)) + le32(UInt32(contents.count)) + le16(nameBytes.count) + le16(0) + nameBytes + contents
        let central = le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21) + le32(crc)
            + le32(UInt32(contents.count)) + le32(UInt32(contents.count)) + le16(nameBytes.count) + le16(0) + le16(0) + le16(0)
            + le16(0) + le32(0) + le32(0) + nameBytes
        let end = le32(0x0605_4B50) + le16(0) + le16(0) + le16(1) + le16(1) + le32(UInt32(central.count)) + le32(UInt32(local.count)) + le16(0)
        return local + central + end
    }
}

struct LetterboxdImportCSVTests {
    @Test func exportingThenReadingGivesTheSameViewingsAndRatings_andNoWatchlistFilm() throws {
        // given
        let day = { (text: String) in CalendarDate(iso8601: text)! }
        let time = Timestamp(secondsSince1970: 1_700_000_000)
        let entries = [
            LibraryEntry(film: LibraryFilm(id: 1, title: "A, \"quoted\" film", year: 1999), watchlistAddedAt: time),
            LibraryEntry(film: LibraryFilm(id: 2, title: "Seen twice", year: 2001),
                         viewings: [Viewing(date: day("2020-01-01"), loggedAt: time), Viewing(date: day("2021-01-01"), loggedAt: time)],
                         rating: FilmRating(rating: StarRating(halfStars: 7)!, ratedAt: time)),
            LibraryEntry(film: LibraryFilm(id: 3, title: "Rated only"), rating: FilmRating(rating: StarRating(halfStars: 1)!, ratedAt: time)),
        ]

        // when
        let records = try ScratchFiles().records(of: LetterboxdImportCSV.encode(entries), importedAt: time)

        // then: unrated viewings, so the film's rating has a row of its own;
        // Letterboxd would log a watchlist film of this file as watched, so there is none
        #expect(records.count == 4)
        #expect(!records.contains { $0.film == .identified(LibraryFilm(id: 1, title: "A, \"quoted\" film", year: 1999)) })
        #expect(records.allSatisfy { $0.watchlistAddedAt == nil })
        #expect(records.compactMap(\.viewing?.date) == [day("2020-01-01"), day("2021-01-01")])
        #expect(records.compactMap(\.rating?.rating.halfStars) == [7, 1])
        #expect(records[3].film == .identified(LibraryFilm(id: 3, title: "Rated only")))
    }
}
