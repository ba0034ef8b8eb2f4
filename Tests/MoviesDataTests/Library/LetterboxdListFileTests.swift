@testable import MoviesData
import MoviesDomain
import TestSupport
import Testing

/// Lists in Letterboxd's export (`lists/NAME.csv`): the ones we write read
/// back the same, and the older layout (no version line) reads too.
struct LetterboxdListFileTests {
    private static let created = CalendarDate(year: 2023, month: 11, day: 14)!.startOfDayUTC

    /// The lists a file at `bytes` hands on.
    private func lists(in bytes: [UInt8]) throws -> [ImportedFilmList] {
        let scratch = try ScratchFiles()
        let path = try scratch.path(bytes, name: "export.zip")
        var lists: [ImportedFilmList] = []
        try DefaultLibraryFileCoding().decodeFile(
            atPath: path, importedAt: Timestamp(secondsSince1970: 1), today: CalendarDate(year: 2027, month: 1, day: 1)!,
            record: { _ in }, list: { lists.append($0) }
        )
        return withExtendedLifetime(scratch) { lists }
    }

    @Test func whenOurListsAreReadBack_thenNamesDescriptionsRankingOrderNotesAndDaysAreTheSame() throws {
        // given
        let matrix = LibraryFilm(id: 603, title: "The Matrix", year: 1999)
        let formula = LibraryFilm(id: 7, title: "-2+3", year: nil)
        let written = [
            FilmList(name: "Best, of \"1999\"", description: "Ranked.\nTruly.", isRanked: true, createdAt: Self.created, entries: [
                FilmListEntry(film: matrix, note: "=first"), FilmListEntry(film: formula),
            ]),
            FilmList(name: "Unranked", createdAt: Self.created, entries: [FilmListEntry(film: formula), FilmListEntry(film: matrix)]),
            FilmList(name: "Empty", createdAt: Self.created),
        ]
        let bytes = try DefaultLibraryFileCoding().encode(LibraryExport(entries: [], lists: written), as: .letterboxd, archive: true)

        // when
        let read = try lists(in: bytes)

        // then: films named by title and year, to be looked up
        #expect(read == written.map { list in
            ImportedFilmList(
                name: list.name, description: list.description, isRanked: list.isRanked, createdAt: list.createdAt,
                entries: list.entries.map { ImportedFilmList.Entry(film: .titled(title: $0.film.title, year: $0.film.year), note: $0.note) }
            )
        })
    }

    @Test func whenAListHasNoVersionLine_asOlderExports_itReadsTheSame() throws {
        // given
        let zip = ZipFixture.archive([
            ("lists/noir.csv", "Date,Name,Tags,URL,Description\n2020-02-02,Noir,,https://boxd.it/x,Shadows\n\nPosition,Name,Year,URL,Description\n1,Heat,1995,https://boxd.it/y,\n2,Casino,1995,,Vegas\n"),
            ("deleted/lists/gone.csv", "Date,Name,Tags,URL,Description\n2020-02-02,Gone,,,\n"),
        ])

        // when
        let read = try lists(in: Array(zip))

        // then: the list under deleted/ is not read
        #expect(read == [ImportedFilmList(name: "Noir", description: "Shadows", isRanked: true, createdAt: CalendarDate(year: 2020, month: 2, day: 2)!.startOfDayUTC, entries: [
            ImportedFilmList.Entry(film: .titled(title: "Heat", year: 1995)), ImportedFilmList.Entry(film: .titled(title: "Casino", year: 1995), note: "Vegas"),
        ])])
    }

    @Test func whenAListFileIsImportedAlone_itIsToldByItsFirstLine_andReadsAsInTheZip() throws {
        // given
        let list = FilmList(name: "Noir", description: "Shadows", isRanked: true, createdAt: Self.created, entries: [
            FilmListEntry(film: LibraryFilm(id: 949, title: "Heat", year: 1995), note: "best"),
        ])
        let older = "\u{FEFF}Date,Name,Tags,URL,Description\n2023-11-14,Noir,,,Shadows\n\nPosition,Name,Year,URL,Description\n1,Heat,1995,,best\n"
        let scratch = try ScratchFiles()
        var read: [ImportedFilmList] = []

        // when
        for (bytes, name) in [(LetterboxdListFile.encode(list, addresses: LetterboxdURI([])), "noir.csv"), (Array(older.utf8), "renamed.txt")] {
            try DefaultLibraryFileCoding().decodeFile(
                atPath: scratch.path(bytes, name: name), importedAt: Timestamp(secondsSince1970: 1), today: CalendarDate(year: 2027, month: 1, day: 1)!,
                record: { _ in Issue.record("a list file holds no records") }, list: { read.append($0) }
            )
        }

        // then
        let expected = ImportedFilmList(name: "Noir", description: "Shadows", isRanked: true, createdAt: Self.created, entries: [
            ImportedFilmList.Entry(film: .titled(title: "Heat", year: 1995), note: "best"),
        ])
        #expect(read == [expected, expected])
    }
}
