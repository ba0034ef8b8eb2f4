@testable import MoviesData
import MoviesDomain
import Testing

/// One file of Letterboxd's account export imported alone, taken out of the
/// zip and often renamed: told by its header, not its name.
struct LetterboxdLoneCSVTests {
    private static let shared = "Date,Name,Year,Letterboxd URI"
    private static let heat = ImportedFilmReference.titled(title: "Heat", year: 1995)

    @Test func aLoneDiaryIsReadAsTheDiary_whateverItsName() throws {
        // given
        let csv = "\(Self.shared),Rating,Rewatch,Tags,Watched Date\n2024-03-10,Heat,1995,https://boxd.it/x,4,Yes,\"home, rain\",2024-03-09\n"

        // when
        let records = try ScratchFiles().records(of: Array(csv.utf8), name: "my-films.csv")

        // then
        let viewing = try #require(records.first?.viewing)
        #expect(records.count == 1 && records.first?.film == Self.heat)
        #expect(viewing.date == CalendarDate(year: 2024, month: 3, day: 9) && viewing.isRewatch && viewing.tags == ["home", "rain"])
        #expect(records.first?.rating?.rating == StarRating(stars: 4))
    }

    @Test func aLoneReviewsFileGivesEachReviewItsViewing() throws {
        // given
        let csv = "\(Self.shared),Rating,Rewatch,Review,Tags,Watched Date\n2024-03-10,Heat,1995,https://boxd.it/x,4.5,,\"Long, and good.\",,2024-03-09\n"

        // when
        let records = try ScratchFiles().records(of: Array(csv.utf8), name: "reviews.csv")

        // then
        #expect(records.first?.viewing?.review == "Long, and good." && records.first?.viewing?.date == CalendarDate(year: 2024, month: 3, day: 9))
    }

    @Test func aLoneWatchedRatingsOrWatchlistFileIsReadByItsHeader() throws {
        // given
        let scratch = try ScratchFiles()
        let watched = "\(Self.shared)\n2024-03-10,Heat,1995,https://boxd.it/x\n"
        let ratings = "\(Self.shared),Rating\n2024-03-10,Heat,1995,https://boxd.it/x,3.5\n"

        // when
        let seen = try scratch.records(of: Array(watched.utf8), name: "export.csv")
        let rated = try scratch.records(of: Array(ratings.utf8), name: "watched.csv")
        let wanted = try scratch.records(of: Array(watched.utf8), name: "watchlist.csv")

        // then: the header decides; a watchlist's header is watched.csv's, so its name tells them apart
        #expect(seen.first?.viewing?.date == CalendarDate(year: 2024, month: 3, day: 10) && seen.first?.viewingUnlessSeen == true)
        #expect(rated.first?.rating?.rating == StarRating(stars: 3.5) && rated.first?.viewing == nil)
        #expect(wanted.first?.watchlistAddedAt != nil && wanted.first?.viewing == nil)
    }

    @Test func aLoneExportFileIsReadAsInTheZip_theGuardBeforeAFormulaTakenOff_butAnImportCSVKeepsItsTitlesExactly() throws {
        // given
        let scratch = try ScratchFiles()
        let watched = "\(Self.shared)\n2024-03-10,'-2+3,1995,https://boxd.it/x\n"
        let importCSV = "tmdbID,Title\n949,'-2+3\n"

        // when
        let exported = try scratch.records(of: Array(watched.utf8), name: "watched.csv")
        let forLetterboxd = try scratch.records(of: Array(importCSV.utf8), name: "import.csv")

        // then
        #expect(exported.first?.film == .titled(title: "-2+3", year: 1995))
        #expect(forLetterboxd.first?.film == .identified(LibraryFilm(id: 949, title: "'-2+3")))
    }

    @Test func aHeaderOfNoKnownFile_isRefusedNamingTheColumnsExpected() throws {
        // given
        let csv = "Film,When\nHeat,2024-03-10\n"

        // when
        var refusal: LibraryFileError?
        do { _ = try ScratchFiles().records(of: Array(csv.utf8), name: "diary.csv") } catch let error as LibraryFileError { refusal = error }

        // then
        guard case let .malformedCSV(name, line, problem) = refusal else {
            Issue.record("not refused as a CSV it cannot read: \(String(describing: refusal))")
            return
        }
        #expect(name == "diary.csv" && line == 1)
        #expect(problem.contains("tmdbID") && problem.contains("Date, Name, Year, Letterboxd URI"), "\(problem)")
    }
}
