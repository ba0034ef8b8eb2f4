import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

/// A viewing's rating, rewatch, tags and review: kept by the library file,
/// brought into an older file by its migration, and carried by every file format.
struct LibraryDiaryTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryDiaryTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)
    private static let viewing = Viewing(
        date: CalendarDate(year: 2024, month: 3, day: 9)!, loggedAt: Timestamp(secondsSince1970: 1_710_000_000.123),
        rating: StarRating(stars: 4.5), isRewatch: true, tags: ["cinema", "35mm, with friends"], review: "Two lines,\n\"quoted\"."
    )

    @Test func aVersion1File_isUpgradedInOneStepKeepingEveryViewing_andLaterViewingsOfAFilmAreRewatches() async throws {
        // given: a file of schema 1 with two viewings of one film and one of another
        defer { try? FileManager.default.removeItem(at: directory) }
        let version1 = SQLiteMigrator(migrations: Array(LibrarySchema.migrator.migrations.prefix(1)))
        try #require(try LibraryDatabase.open(directory: directory, creating: true, migrator: version1, now: clock)).close()
        let file = directory.appendingPathComponent(LibraryDatabase.fileName).path
        _ = try SQLiteShell.query(
            """
            INSERT INTO films (tmdb_id, title, year) VALUES (949, 'Heat', 1995), (155, 'The Dark Knight', 2008);
            INSERT INTO viewings VALUES (949, '2020-01-01', 1), (949, '2023-05-06', 2), (155, '2021-02-03', 3);
            INSERT INTO watchlist VALUES (155, 4);
            """,
            database: file
        )

        // when
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let entries = try await repository.allEntries().value
        repository.close()

        // then
        #expect(try SQLiteShell.query("PRAGMA user_version", database: file, readOnly: true) == String(LibrarySchema.migrator.latestVersion))
        #expect(entries.map(\.film.id) == [155, 949])
        #expect(entries[1].viewings.map(\.date.description) == ["2020-01-01", "2023-05-06"])
        #expect(entries[1].viewings.map(\.isRewatch) == [false, true])
        #expect(entries[0].viewings.map(\.isRewatch) == [false] && entries[0].isOnWatchlist)
        #expect(entries.flatMap(\.viewings).allSatisfy { $0.rating == nil && $0.tags.isEmpty && $0.review == nil })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.contains { $0.hasPrefix("library.sqlite3.backup-v1-") }, "\(names)")
    }

    @Test func aViewingKeepsItsRatingRewatchTagsAndReview_andLoggingItTakesTheFilmOffTheWatchlistInTheSameWrite() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        _ = try await repository.addToWatchlist(Self.heat, at: clock())

        // when
        let write = try await repository.addViewing(of: Self.heat, Self.viewing, rating: nil, takingOffWatchlist: true)
        let again = try await repository.addViewing(of: Self.heat, Self.viewing.rewatch(false), rating: nil, takingOffWatchlist: true)
        repository.close()

        // then: read by a new repository, as by the next process
        #expect(write == ViewingWrite(isNewViewing: true, tookOffWatchlist: true))
        #expect(again == ViewingWrite(isNewViewing: false, tookOffWatchlist: false))
        let reopened = DefaultLibraryRepository(directory: directory, now: clock)
        let entry = try #require(try await reopened.entry(id: 949))
        let listed = try await reopened.entries(in: .seen, sortedBy: .added).value
        reopened.close()
        #expect(entry.viewings == [Self.viewing] && !entry.isOnWatchlist)
        #expect(listed.first?.viewings == [Self.viewing])
    }

    @Test func theJSONExportGivesBackEveryViewingExactly() throws {
        // given
        let entry = LibraryEntry(
            film: Self.heat,
            viewings: [Viewing(date: CalendarDate(year: 2020, month: 1, day: 1)!, loggedAt: Timestamp(secondsSince1970: 1)), Self.viewing],
            rating: FilmRating(rating: StarRating(stars: 3)!, ratedAt: Timestamp(secondsSince1970: 2))
        )
        let scratch = try ScratchFiles()
        let bytes = try DefaultLibraryFileCoding().encode([entry], as: .json)

        // when
        let records = try scratch.records(of: bytes, name: "library.json")

        // then
        #expect(records.compactMap(\.viewing) == entry.viewings)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\" : \(LibraryJSONDocument.currentVersion)"))
    }

    @Test func theLetterboxdImportCSVCarriesRewatchTagsReviewAndEachViewingsRating_andReadsBackTheSame() throws {
        // given: one viewing unrated, one rated, and the film rated otherwise
        let unrated = Viewing(date: CalendarDate(year: 2020, month: 1, day: 1)!, loggedAt: Timestamp(secondsSince1970: 1_700_000_000))
        let rated = Viewing(
            date: Self.viewing.date, loggedAt: Timestamp(secondsSince1970: 1_700_000_000), rating: Self.viewing.rating,
            isRewatch: true, tags: Self.viewing.tags, review: Self.viewing.review
        )
        let entry = LibraryEntry(film: Self.heat, viewings: [unrated, rated], rating: FilmRating(rating: StarRating(stars: 2)!, ratedAt: Timestamp(secondsSince1970: 1_700_000_000)))
        let scratch = try ScratchFiles()

        // when
        let bytes = try DefaultLibraryFileCoding().encode([entry], as: .letterboxd)
        let records = try scratch.records(of: bytes, name: "diary.csv", importedAt: Timestamp(secondsSince1970: 1_700_000_000))

        // then
        #expect(records.compactMap(\.viewing) == [unrated, rated])
        #expect(records.compactMap(\.rating).last?.rating == StarRating(stars: 2))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(",2024-03-09,true,\"cinema, \"\"35mm with friends\"\"\"") || text.contains("2024-03-09,true,\"cinema, 35mm with friends\""), "\(text)")
    }

    @Test func aLetterboxdRowsRewatchTagsAndReviewGoWithItsViewing_andTheWatchlistTagStaysAMarkOfTheFilm() throws {
        // given
        let csv = """
            tmdbID,Title,Year,Rating,WatchedDate,Rewatch,Tags,Review
            949,Heat,1995,4.5,2024-03-09,true,"cinema, watchlist, 35mm","Long, and good."
            155,The Dark Knight,2008,,2023-01-02,false,,
            """
        let account = """
            Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date
            2024-03-10,Heat,1995,https://boxd.it/x,4,Yes,"home, rain",2024-03-09
            """
        let scratch = try ScratchFiles()

        // when
        let rows = try scratch.records(of: Array(csv.utf8), name: "import.csv")
        let accountRow = try Self.firstRow(account, scratch: scratch)
        let diary = try LetterboxdAccountExport.record(
            try #require(accountRow), ofFile: "diary.csv",
            importedAt: Timestamp(secondsSince1970: 1), today: CalendarDate(year: 2027, month: 1, day: 1)!
        )

        // then
        let heat = try #require(rows.first?.viewing)
        #expect(heat.isRewatch && heat.tags == ["cinema", "35mm"] && heat.review == "Long, and good." && heat.rating == StarRating(stars: 4.5))
        #expect(rows.first?.watchlistAddedAt != nil)
        #expect(rows.last?.viewing?.isRewatch == false && rows.last?.viewing?.tags == [])
        #expect(diary?.viewing?.isRewatch == true && diary?.viewing?.tags == ["home", "rain"] && diary?.viewing?.rating == StarRating(stars: 4))
        #expect(throws: LibraryFileError.self) {
            try scratch.records(of: Array("tmdbID,WatchedDate,Rewatch\n949,2024-01-01,maybe\n".utf8), name: "bad.csv")
        }
    }

    /// The first row of an account export file, read as the import reads it.
    private static func firstRow(_ text: String, scratch: ScratchFiles) throws -> CSVTable.Row? {
        var table = LetterboxdAccountExport.table(name: "diary.csv", bounds: LibraryFileBounds())
        var first: CSVTable.Row?
        let file = try scratch.file(Array(text.utf8))
        try file.forEachBlock { block in try table.read(block[...]) { row in if first == nil { first = row } } }
        try table.finish { row in if first == nil { first = row } }
        return first
    }
}
