@testable import MoviesData
import MoviesDomain
import Testing

/// The export's `import/watchlist.csv` taken out of the zip and imported alone.
struct LetterboxdImportWatchlistFileTests {
    @Test func whenTheImportWatchlistFileIsReadAlone_itsFilmsGoOnTheWatchlist_andADiaryFileOfTheSameRowsPutsNothingThere() throws {
        // given
        let time = Timestamp(secondsSince1970: 1_700_000_000)
        let export = LibraryExport(entries: [LibraryEntry(film: LibraryFilm(id: 129, title: "Spirited Away", year: 2001), watchlistAddedAt: time)])
        let bytes = LetterboxdImportCSV.encodeWatchlist(export)
        let scratch = try ScratchFiles()

        // when
        let watchlist = try scratch.records(of: bytes, name: "watchlist.csv", importedAt: time)
        let other = try scratch.records(of: bytes, name: "diary.csv", importedAt: time)

        // then
        #expect(watchlist == [LibraryImportRecord(film: .identified(LibraryFilm(id: 129, title: "Spirited Away", year: 2001)), watchlistAddedAt: time)])
        #expect(other.map(\.watchlistAddedAt) == [nil])
    }
}
