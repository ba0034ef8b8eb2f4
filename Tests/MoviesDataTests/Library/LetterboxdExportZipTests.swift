@testable import MoviesData
import MoviesDomain
import TestSupport
import Testing

/// Letterboxd's export `.zip`: what is read, and what is left out on purpose.
struct LetterboxdExportZipTests {
    @Test func filesUnderDeletedOrOrphaned_areNotRead_andAreNamedToBeCounted() throws {
        // given
        let shared = "Date,Name,Year,Letterboxd URI\n"
        let zip = ZipFixture.archive([
            ("watched.csv", shared + "2022-05-05,Parasite,2019,x\n"),
            ("deleted/watched.csv", shared + "2022-05-06,Heat,1995,y\n"),
            ("orphaned/diary.csv", shared + "2022-05-07,Casino,1995,z\n"),
            ("deleted/notes.txt", "not a CSV"),
        ])
        let scratch = try ScratchFiles()
        let path = try scratch.path(Array(zip), name: "export.zip")

        // when
        var titles: [String] = []
        try DefaultLibraryFileCoding().decodeFile(atPath: path, importedAt: Timestamp(secondsSince1970: 1), today: CalendarDate(year: 2027, month: 1, day: 1)!) {
            if case let .titled(title, _) = $0.film { titles.append(title) }
        }
        let setAside = try DefaultLibraryFileCoding().setAsideFiles(atPath: path)

        // then
        #expect(titles == ["Parasite"])
        #expect(setAside == ["deleted/watched.csv", "orphaned/diary.csv"])
        #expect(try DefaultLibraryFileCoding().setAsideFiles(atPath: scratch.path(Array(shared.utf8), name: "watched.csv")) == [])
    }
}
