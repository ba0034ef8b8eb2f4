@testable import MoviesData
import MoviesDomain
import Testing

/// `export --format letterboxd --output F.zip`: Letterboxd's own export
/// layout, your lists, and the two files of its import format.
struct LetterboxdExportArchiveTests {
    private static func day(_ text: String) -> CalendarDate { CalendarDate(iso8601: text)! }
    private static let time = Timestamp(secondsSince1970: 1_700_000_000)  // 2023-11-14
    private static let matrix = LibraryFilm(id: 603, title: "The Matrix", year: 1999)
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)
    private static let formula = LibraryFilm(id: 7, title: "=HYPERLINK(\"x\")", year: 2001)

    private static let export = LibraryExport(
        entries: [
            LibraryEntry(film: heat, watchlistAddedAt: time),
            LibraryEntry(
                film: matrix,
                viewings: [
                    Viewing(date: day("2019-03-01"), loggedAt: time, rating: StarRating(halfStars: 9), tags: ["cinema", "with Ann"], review: "Still -great,\nreally."),
                    Viewing(date: day("2023-12-24"), loggedAt: time, isRewatch: true),
                ],
                rating: FilmRating(rating: StarRating(halfStars: 10)!, ratedAt: time)
            ),
            LibraryEntry(film: formula, rating: FilmRating(rating: StarRating(halfStars: 3)!, ratedAt: time)),
        ],
        lists: [
            FilmList(name: "Best of 1999", description: "Ranked.", isRanked: true, createdAt: time, entries: [FilmListEntry(film: matrix, note: "First")]),
            FilmList(name: "best OF 1999!", createdAt: time, entries: [FilmListEntry(film: heat), FilmListEntry(film: matrix)]),
        ],
        facts: [603: ExportedFilmFacts(imdbID: IMDbID("tt0133093"), directors: ["Lana Wachowski", "Lilly Wachowski"])]
    )

    /// Each file of the archive, as text.
    private func files(_ bytes: [UInt8]) throws -> [(name: String, text: String)] {
        let scratch = try ScratchFiles()
        let archive = try ZipArchive(scratch.file(bytes))
        return try archive.entries.map { entry in
            var content: [UInt8] = []
            try archive.read(entry, limit: 1 << 20) { content += $0 }
            return (entry.name, String(decoding: content, as: UTF8.self))
        }
    }

    @Test func whenExportedAsArchive_thenItHoldsLetterboxdsLayout_eachList_andTheTwoImportFiles() throws {
        // when
        let files = try files(DefaultLibraryFileCoding().encode(Self.export, as: .letterboxd, archive: true))

        // then
        #expect(files.map(\.name) == [
            "watched.csv", "diary.csv", "ratings.csv", "watchlist.csv", "reviews.csv", "likes/films.csv",
            "lists/best-of-1999.csv", "lists/best-of-1999-2.csv", "import/diary.csv", "import/watchlist.csv",
        ])
        let text = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })
        #expect(text["watched.csv"] == "Date,Name,Year,Letterboxd URI\r\n2019-03-01,The Matrix,1999,\r\n")
        #expect(text["diary.csv"] == """
            Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r
            2023-11-14,The Matrix,1999,,4.5,,"cinema, with Ann",2019-03-01\r
            2023-11-14,The Matrix,1999,,,Yes,,2023-12-24\r\n
            """)
        #expect(text["ratings.csv"] == "Date,Name,Year,Letterboxd URI,Rating\r\n2023-11-14,The Matrix,1999,,5\r\n2023-11-14,\"'=HYPERLINK(\"\"x\"\")\",2001,,1.5\r\n")
        #expect(text["watchlist.csv"] == "Date,Name,Year,Letterboxd URI\r\n2023-11-14,Heat,1995,\r\n")
        #expect(text["reviews.csv"] == """
            Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\r
            2023-11-14,The Matrix,1999,,4.5,,"Still -great,\nreally.","cinema, with Ann",2019-03-01\r\n
            """)
        #expect(text["lists/best-of-1999.csv"] == """
            Letterboxd list export v7\r
            Date,Name,Tags,URL,Description\r
            2023-11-14,Best of 1999,,,Ranked.\r
            \r
            Position,Name,Year,URL,Description\r
            1,The Matrix,1999,,First\r\n
            """)
        #expect(text["lists/best-of-1999-2.csv"]?.hasSuffix("Position,Name,Year,URL,Description\r\n,Heat,1995,,\r\n,The Matrix,1999,,\r\n") == true)
    }

    @Test func theImportDiaryHoldsNoWatchlistFilm_theWatchlistFileHoldsItAlone_andKnownFactsAreFilled() throws {
        // when
        let files = try files(DefaultLibraryFileCoding().encode(Self.export, as: .letterboxd, archive: true))
        let text = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.text) })

        // then: titles exact (no formula guard) for Letterboxd's importer; facts only where known
        #expect(text["import/diary.csv"] == """
            LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review\r
            ,603,tt0133093,The Matrix,1999,"Lana Wachowski, Lilly Wachowski",4.5,9,2019-03-01,false,"cinema, with Ann","Still -great,\nreally."\r
            ,603,tt0133093,The Matrix,1999,"Lana Wachowski, Lilly Wachowski",,,2023-12-24,true,,\r
            ,603,tt0133093,The Matrix,1999,"Lana Wachowski, Lilly Wachowski",5,10,,,,\r
            ,7,,"=HYPERLINK(""x"")",2001,,1.5,3,,,,\r\n
            """)
        #expect(text["import/watchlist.csv"] == "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors\r\n,949,,Heat,1995,\r\n")
        // the same diary, alone, is what a .csv or standard output gets
        let alone = try DefaultLibraryFileCoding().encode(Self.export, as: .letterboxd, archive: false)
        #expect(String(decoding: alone, as: UTF8.self) == text["import/diary.csv"])
    }

    @Test func whenTheArchiveIsRead_thenViewingsRewatchesTagsReviewsRatingsAndWatchlistComeBack() throws {
        // given
        let bytes = try DefaultLibraryFileCoding().encode(Self.export, as: .letterboxd, archive: true)

        // when
        let records = try ScratchFiles().records(of: bytes, name: "export.zip", importedAt: Timestamp(secondsSince1970: 1_800_000_000))

        // then: the own layout only (import/ is for Letterboxd), in the order the reader takes its files
        #expect(records.map(\.film) == [
            .titled(title: "Heat", year: 1995),
            .titled(title: "The Matrix", year: 1999), .titled(title: "The Matrix", year: 1999),
            .titled(title: "The Matrix", year: 1999),
            .titled(title: "The Matrix", year: 1999),
            .titled(title: "The Matrix", year: 1999), .titled(title: "=HYPERLINK(\"x\")", year: 2001),
        ])
        #expect(records[0].watchlistAddedAt == CalendarDate(utcDayOf: Self.time)?.startOfDayUTC)
        let viewings = Self.export.entries[1].viewings
        #expect(records[1].viewing?.date == viewings[0].date && records[1].viewing?.rating == viewings[0].rating)
        #expect(records[1].viewing?.tags == ["cinema", "with Ann"] && records[1].viewing?.isRewatch == false)
        #expect(records[2].viewing?.isRewatch == true && records[2].viewing?.date == viewings[1].date)
        #expect(records[3].viewing?.review == "Still -great,\nreally." && records[3].viewing?.date == viewings[0].date)
        #expect(records[5].rating?.rating == StarRating(halfStars: 10) && records[6].rating?.rating == StarRating(halfStars: 3))
    }
}
