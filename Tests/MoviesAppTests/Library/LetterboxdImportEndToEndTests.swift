import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Letterboxd's export files imported one at a time through the built
/// binary, matched against the embedded catalogue (or the stub server).
@Suite struct LetterboxdImportEndToEndTests {
    private static let diaryHeader = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"

    @Test func whenALoneDiaryIsImported_titlesWrittenOtherwiseFindTheirFilms_andTheUnmatchedAreListed() async throws {
        // given: titles as Letterboxd writes them, the catalogue's written otherwise
        let sandbox = try EndToEndSandbox()
        let file = try sandbox.write(Self.diaryHeader + """
            2024-02-01,Star Wars: Episode I – The Phantom Menace,1999,https://boxd.it/a,3,,,2024-01-31
            2024-02-02,Once Upon a Time… in Hollywood,2019,https://boxd.it/b,4.5,Yes,"cinema, 35mm",2024-02-02
            2024-02-03,Amelie,2001,https://boxd.it/c,,,,2024-02-03
            2024-02-04,Godfather,1971,https://boxd.it/d,5,,,2024-02-04
            2024-02-05,No Such Film,1999,https://boxd.it/e,,,,2024-02-05

            """, to: "my-diary.csv")

        // when
        let imported = try await sandbox.succeed(["import", file.path])

        // then
        #expect(imported.outputLines == [
            "Imported 4 films from \(file.path): 4 new, 0 updated, 0 already present.",
            "1 unmatched (no film fits):",
            "  No Such Film (1999)",
        ])
        let seen = try await sandbox.succeed(["seen"])
        #expect(seen.outputLines == [
            "Seen: 4 films, last seen first.",
            "1. The Godfather (1972) · TMDB 238 · seen 2024-02-04 · ♥ 5",
            "2. Amélie (2001) · TMDB 194 · seen 2024-02-03",
            "3. Once Upon a Time... in Hollywood (2019) · TMDB 466272 · seen 2024-02-02 · ♥ 4.5",
            "4. Star Wars: Episode I - The Phantom Menace (1999) · TMDB 1893 · seen 2024-01-31 · ♥ 3",
        ])
    }

    @Test func whenALoneWatchedFileIsImported_eachFilmIsSeenOnItsDay() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let file = try sandbox.write("Date,Name,Year,Letterboxd URI\n2022-05-05,Parasite,2019,https://boxd.it/e\n", to: "films.csv")

        // when
        _ = try await sandbox.succeed(["import", file.path])

        // then
        let seen = try await sandbox.succeed(["seen"])
        #expect(seen.outputLines.last == "1. Parasite (2019) · TMDB 496243 · seen 2022-05-05")
    }

    @Test func whenAHeaderIsNoLetterboxdFile_oneSentenceNamesTheColumnsExpected_exit1AndNothingChanges() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "155"])
        let before = try sandbox.libraryBytes()
        let file = try sandbox.write("Film,When\nHeat,2024-01-01\n", to: "diary.csv")

        // when
        let result = try await sandbox.run(["import", file.path])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("Date, Name, Year, Letterboxd URI") && sentence.hasSuffix("nothing was imported."), "\(sentence)")
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func whenOneLookUpFailsOnTheServer_thatTitleIsUnmatchedAndTheOthersImport() async throws {
        // given: the server drops the search for one title
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            guard request.isSearch else { return nil }
            switch request.queryValue("query")?.lowercased() {
            case "casino": return .closeWithoutResponse
            case "heat": return .json(#"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":949,"title":"Heat","release_date":"1995-12-15"}]}"#)
            default: return nil
            }
        }
        let file = try sandbox.write(Self.diaryHeader + "2024-01-02,Casino,1995,x,,,,2024-01-01\n2024-01-02,Heat,1995,y,4,,,2024-01-01\n", to: "diary.csv")

        // when
        let result = try await sandbox.run(["import", file.path], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == [
            "Imported 1 film from \(file.path): 1 new, 0 updated, 0 already present.",
            "1 unmatched (no film fits):",
            "  Casino (1995)",
        ])
    }

    @Test func whenTheZipHoldsReviews_eachJoinsItsDaysViewing_andDeletedOrOrphanedFilesAreLeftOutAndCounted() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let zip = ZipFixture.archive([
            ("diary.csv", Self.diaryHeader + "2024-02-01,Inception,2010,https://boxd.it/c,4,,cinema,2024-01-31\n"),
            ("reviews.csv", "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n2024-02-01,Inception,2010,https://boxd.it/c,4,,\"Dreams, layered.\",cinema,2024-01-31\n"),
            ("deleted/diary.csv", Self.diaryHeader + "2024-02-01,Parasite,2019,https://boxd.it/e,2,,,2024-01-30\n"),
            ("orphaned/watched.csv", "Date,Name,Year,Letterboxd URI\n2022-05-05,Amelie,2001,https://boxd.it/f\n"),
        ])
        let file = sandbox.directory.appendingPathComponent("export.zip")
        try zip.write(to: file)

        // when
        let imported = try await sandbox.succeed(["import", file.path])

        // then
        #expect(imported.outputLines == [
            "Imported 1 film from \(file.path): 1 new, 0 updated, 0 already present.",
            "2 files under deleted/ or orphaned/ left out (entries taken off the Letterboxd account).",
        ])
        let seen = try await sandbox.succeed(["seen", "--json"])
        #expect(seen.output.components(separatedBy: "\"date\"").count == 2, "\(seen.output)")
        #expect(seen.output.contains("Dreams, layered.") && seen.output.contains("cinema"), "\(seen.output)")
    }
}
