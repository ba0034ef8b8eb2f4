import MoviesDomain
import Synchronization
import Testing

/// A list whose films a file names by title (Letterboxd's `lists/`): its
/// titles are looked up with the import's others, and one that fits no film
/// is reported and left off the list, never guessed.
struct ImportedListsTests {
    /// One watchlist record, then one list.
    private struct ListFile: LibraryFileCoding {
        let list: ImportedFilmList

        func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8] { [] }

        func decodeFile(
            atPath path: String, importedAt: Timestamp, today: CalendarDate,
            record: (LibraryImportRecord) throws -> Void, list: (ImportedFilmList) throws -> Void
        ) throws {
            try record(LibraryImportRecord(film: .titled(title: "Heat", year: 1995), watchlistAddedAt: importedAt))
            try list(self.list)
        }
    }

    @Test func whenAListNamesFilmsByTitle_theyAreLookedUp_andAnUnmatchedOneIsReportedAndLeftOff() async throws {
        // given
        let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15))
        let casino = Movie(id: 524, title: "Casino", releaseDate: ReleaseDate(year: 1995, month: 11, day: 22))
        let matrix = LibraryFilm(id: 603, title: "The Matrix", year: 1999)
        let created = Timestamp(secondsSince1970: 86_400)
        let list = ImportedFilmList(name: "Crime", description: "Ranked.", isRanked: true, createdAt: created, entries: [
            ImportedFilmList.Entry(film: .titled(title: "Casino", year: 1995), note: "only here"),
            ImportedFilmList.Entry(film: .titled(title: "No Such Film", year: 1990)),
            ImportedFilmList.Entry(film: .identified(matrix)),
            ImportedFilmList.Entry(film: .titled(title: "Heat", year: 1995), note: "best"),
        ])
        let library = InMemoryLibraryRepository()
        let useCase = DefaultImportLibraryUseCase(
            fileCoding: ListFile(list: list), moviesRepository: SearchStub(["heat": [heat], "casino": [casino]]),
            movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: FixedLibraryClock()
        )

        // when
        let report = try await useCase.execute(path: "export.zip", dryRun: false)

        // then
        #expect(report.unmatched == [UnmatchedFilm(title: "No Such Film", year: 1990, candidateCount: 0)])
        #expect(library.mergedLists.withLock { $0 } == [FilmList(name: "Crime", description: "Ranked.", isRanked: true, createdAt: created, entries: [
            FilmListEntry(film: LibraryFilm(movie: casino), note: "only here"),
            FilmListEntry(film: matrix),
            FilmListEntry(film: LibraryFilm(movie: heat), note: "best"),
        ])])
    }
}
