import Foundation
@testable import MoviesData
import MoviesDomain
import TestSupport
import Testing

/// Values in import files are read one strict way, whichever file holds them:
/// ratings in digits as `seen add --rating` takes them, and no viewing after today.
struct LibraryFileValuesTests {
    private static let today = CalendarDate(year: 2027, month: 1, day: 15)!

    private static func failure(_ bytes: [UInt8], name: String) throws -> LibraryFileError? {
        do {
            _ = try ScratchFiles().records(of: bytes, name: name, today: today)
            return nil
        } catch let error as LibraryFileError {
            return error
        }
    }

    @Test(arguments: ["0x1p1", "1e0", "2.", ".5", "+2", " 2 5", "2.25", "0", "5.5", "٣"])
    func aRatingThatIsNotHalfStarsInDigits_isRefused(text: String) throws {
        #expect(try Self.failure(Array("tmdbID,Rating\n155,\(text)\n".utf8), name: "x.csv")
            == .malformedCSV(name: "x.csv", line: 2, problem: "Rating is not 0.5 to 5 in halves"))
    }

    @Test func ratingsInDigits_areRead() throws {
        let records = try ScratchFiles().records(of: Array("tmdbID,Rating,Rating10\n1,0.5,\n2,4.0,\n3,5,\n4,,7\n".utf8))
        #expect(records.map { $0.rating?.rating.halfStars } == [1, 8, 10, 7])
    }

    @Test(arguments: ["+4", "0x7", "11", "0", "7.0"])
    func aTenPointRatingThatIsNot1To10InDigits_isRefused(text: String) throws {
        #expect(try Self.failure(Array("tmdbID,Rating10\n155,\(text)\n".utf8), name: "x.csv")
            == .malformedCSV(name: "x.csv", line: 2, problem: "Rating10 is not 1 to 10"))
    }

    @Test func aViewingAfterToday_isRefusedInEveryFormatAndTodayIsTaken() throws {
        // given
        let csv = "tmdbID,WatchedDate\n155,2027-01-15\n155,2027-01-16\n"
        let diary = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2027-01-16,Heat,1995,x,,,,\n"
        let watched = "Date,Name,Year,Letterboxd URI\n2027-02-01,Heat,1995,x\n"
        let json = #"{"format":"movies-library","version":1,"films":[{"id":1,"title":"F","viewings":[{"date":"2027-01-16","logged_at":"2027-01-16T00:00:00Z"}]}]}"#

        // when / then
        #expect(try Self.failure(Array(csv.utf8), name: "x.csv")
            == .malformedCSV(name: "x.csv", line: 3, problem: "WatchedDate 2027-01-16 is after today (2027-01-15)"))
        #expect(try Self.failure(Array(ZipFixture.archive([("diary.csv", diary)])), name: "d.zip")
            == .malformedCSV(name: "diary.csv", line: 2, problem: "Date 2027-01-16 is after today (2027-01-15)"))
        #expect(try Self.failure(Array(ZipFixture.archive([("watched.csv", watched)])), name: "w.zip")
            == .malformedCSV(name: "watched.csv", line: 2, problem: "Date 2027-02-01 is after today (2027-01-15)"))
        let scratch = try ScratchFiles()
        let jsonPath = try scratch.path(Array(json.utf8), name: "x.json")
        #expect(throws: LibraryFileError.malformedJSON(path: jsonPath, problem: "film 1 has a viewing on 2027-01-16, after today (2027-01-15)")) {
            try DefaultLibraryFileCoding().decodeFile(atPath: jsonPath, importedAt: Timestamp(secondsSince1970: 0), today: Self.today) { _ in }
        }
    }
}
