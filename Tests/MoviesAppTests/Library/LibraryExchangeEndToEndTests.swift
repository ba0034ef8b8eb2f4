import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Export and import through the built binary: round trips, Letterboxd's
/// export .zip, and files that must import nothing.
@Suite struct LibraryExchangeEndToEndTests {
    /// A library with every kind of entry: watchlist only, seen twice and
    /// rated, rated only, seen and on the watchlist.
    private static func makeLibrary(in sandbox: EndToEndSandbox) async throws {
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        _ = try await sandbox.succeed(["seen", "add", "155", "--date", "2019-03-01", "--rating", "4.5"])
        _ = try await sandbox.succeed(["seen", "add", "155", "--date", "2023-12-24"])
        _ = try await sandbox.succeed(["rate", "550", "2"])
        _ = try await sandbox.succeed(["watchlist", "add", "603"])
        _ = try await sandbox.succeed(["seen", "add", "603", "--date", "2000-01-01"])
    }

    private static func lists(of sandbox: EndToEndSandbox, environment: [String: String], sort: String = "added") async throws -> [String] {
        var outputs: [String] = []
        for list in ["watchlist", "seen"] {
            outputs.append(try await sandbox.succeed([list, "--json", "--sort", sort], environment: environment).output)
        }
        return outputs
    }

    @Test func whenTheJSONExportIsImportedIntoAnEmptyLibrary_bothListsPrintIdenticalJSON() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        try await Self.makeLibrary(in: sandbox)
        let file = sandbox.directory.appendingPathComponent("library.json")
        _ = try await sandbox.succeed(["export", "--format", "json", "--output", file.path])
        let other = sandbox.environment(["MOVIES_DATA_DIR": sandbox.directory.appendingPathComponent("other").path])

        // when
        let imported = try await sandbox.succeed(["import", file.path], environment: other)

        // then
        #expect(imported.outputLines.first == "Imported 4 films from \(file.path): 4 new, 0 updated, 0 already present.")
        let original = try await Self.lists(of: sandbox, environment: sandbox.environment())
        #expect(try await Self.lists(of: sandbox, environment: other) == original)
        #expect(original[1].contains("\"logged_at\""))
    }

    @Test func whenTheLetterboxdCSVIsImportedIntoAnEmptyLibrary_theSameViewingsAndRatingsComeBack_andNoWatchlistFilm() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        try await Self.makeLibrary(in: sandbox)
        let csv = try await sandbox.succeed(["export"])
        let file = try sandbox.write(csv.output, to: "letterboxd.csv")
        let other = sandbox.environment(["MOVIES_DATA_DIR": sandbox.directory.appendingPathComponent("other").path])

        // when
        _ = try await sandbox.succeed(["import", file.path], environment: other)

        // then: the same films seen and rated but for what Letterboxd's format has no column for
        // (the times things were recorded, so the order they were added in; original titles)
        let withoutTimes = { (text: String) in
            text.replacingOccurrences(of: #"\n *"([a-z_]+_at|original_title)" : "[^"]*",?"#, with: "", options: .regularExpression)
        }
        let original = try await Self.lists(of: sandbox, environment: sandbox.environment(), sort: "title").map(withoutTimes)
        let copy = try await Self.lists(of: sandbox, environment: other, sort: "title").map(withoutTimes)
        #expect(copy[1] == original[1])
        #expect(original[1].contains("\"rating\" : 4.5") && original[1].contains("2023-12-24"))
        // Letterboxd logs every film of this file as watched: the watchlist is not in it
        #expect(original[0].contains("27205") && !copy[0].contains("27205"))
        let rows = csv.output.components(separatedBy: "\r\n")
        #expect(rows.first == "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review")
        // each viewing with its own rating and rewatch mark, directors as the catalogue knows them
        #expect(rows.contains(",155,,The Dark Knight,2008,Christopher Nolan,4.5,9,2019-03-01,false,,"), "\(csv.output)")
        #expect(rows.contains(",155,,The Dark Knight,2008,Christopher Nolan,,,2023-12-24,true,,"), "\(csv.output)")
        #expect(rows.contains(",550,,Fight Club,1999,David Fincher,2,4,,,,"), "\(csv.output)")
        #expect(!csv.output.contains("27205") && !csv.output.contains("watchlist"), "\(csv.output)")
    }

    @Test func whenLetterboxdsExportZipIsImported_titlesAreMatchedAndTheUnmatchedListedByName() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let zip = ZipFixture.archive([
            ("watchlist.csv", "Date,Name,Year,Letterboxd URI\r\n2024-01-02,Spirited Away,2001,https://boxd.it/a\r\n2024-01-03,No Such Film,1999,https://boxd.it/b\r\n"),
            ("diary.csv", "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-02-01,Inception,2010,https://boxd.it/c,4,,,2024-01-31\n2024-03-01,Inception,2010,https://boxd.it/d,4.5,Yes,\"cinema, imax\",2024-02-29\n"),
            ("watched.csv", "Date,Name,Year,Letterboxd URI\n2024-02-01,Inception,2010,https://boxd.it/c\n2022-05-05,Parasite,2019,https://boxd.it/e\n"),
            ("ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-03-01,Inception,2010,https://boxd.it/c,5\n2022-05-05,Parasite,2019,https://boxd.it/e,3.5\n"),
            ("profile.csv", "Date Joined,Username\n2020-01-01,someone\n"),
        ])
        let file = sandbox.directory.appendingPathComponent("letterboxd-export.zip")
        try zip.write(to: file)

        // when
        let dryRun = try await sandbox.succeed(["import", file.path, "--dry-run"])
        let afterDryRun = FileManager.default.fileExists(atPath: sandbox.libraryFile.path)
        let imported = try await sandbox.succeed(["import", file.path])

        // then
        #expect(dryRun.outputLines.first == "Dry run of \(file.path): would import 3 films (3 new, 0 updated, 0 already present); nothing was changed.")
        #expect(!afterDryRun, "a dry run made the library file")
        #expect(imported.outputLines == [
            "Imported 3 films from \(file.path): 3 new, 0 updated, 0 already present.",
            "1 unmatched (no film fits):",
            "  No Such Film (1999)",
        ])
        let seen = try await sandbox.succeed(["seen"])
        #expect(seen.outputLines == [
            "Seen: 2 films, last seen first.",
            "1. Inception (2010) · TMDB 27205 · seen 2024-02-29, 2024-01-31 · ♥ 5",
            "2. Parasite (2019) · TMDB 496243 · seen 2022-05-05 · ♥ 3.5",
        ])
        let watchlist = try await sandbox.succeed(["watchlist"])
        #expect(watchlist.outputLines.last == "1. Spirited Away (2001) · TMDB 129 · added 2024-01-02")
    }

    @Test func whenTitlesFitSeveralFilmsOnTheServer_theyAreListedAsAmbiguousAndNotGuessed() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            guard request.path.hasSuffix("search/movie"), request.queryValue("query") == "twin" else { return nil }
            return .json(#"{"page":1,"total_pages":1,"total_results":2,"results":[{"id":11,"title":"Twin","release_date":"2001-01-01"},{"id":12,"title":"Twin","release_date":"2001-06-01"}]}"#)
        }
        let zip = ZipFixture.archive([("watchlist.csv", "Date,Name,Year,Letterboxd URI\n2024-01-02,Twin,2001,x\n2024-01-02,Inception,2010,y\n")], deflated: false)
        let file = sandbox.directory.appendingPathComponent("export.zip")
        try zip.write(to: file)

        // when
        let result = try await sandbox.run(["import", file.path], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == [
            "Imported 1 film from \(file.path): 1 new, 0 updated, 0 already present.",
            "1 ambiguous (several films fit; add them by TMDB id):",
            "  Twin (2001): 2 films fit",
        ])
    }

    @Test(arguments: [
        ("tmdbID,Title\n27205,\"Inception\n", "unbalanced.csv"),
        ("Name;Year\nInception;2010\n", "noheader.csv"),
        ("tmdbID,Title,WatchedDate\n27205,Inception,2024-13-01\n", "baddate.csv"),
        ("", "empty.csv"),
    ])
    func whenACSVIsMalformed_oneSentenceExit1AndNothingImported(text: String, name: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "155"])
        let before = try sandbox.libraryBytes()
        let file = try sandbox.write("tmdbID,Title\n550,Fight Club\n" + text, to: name)
        if text.isEmpty { try Data().write(to: file) }

        // when
        let result = try await sandbox.run(["import", file.path])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.hasSuffix("nothing was imported."), "\(sentence)")
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func whenAZipHoldsNoLetterboxdFilesOrAFileIsTwoGigabytes_oneSentenceExit1AndNothingImported() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let zip = sandbox.directory.appendingPathComponent("other.zip")
        try ZipFixture.archive([("notes.txt", "hello")]).write(to: zip)
        let huge = sandbox.directory.appendingPathComponent("huge.csv")
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()

        // when
        let noFiles = try await sandbox.run(["import", zip.path])
        let tooLarge = try await sandbox.run(["import", huge.path])

        // then
        #expect(EndToEndExpectations.expectOneSentenceFailure(noFiles, exitCode: 1).contains("none of Letterboxd's"))
        #expect(EndToEndExpectations.expectOneSentenceFailure(tooLarge, exitCode: 1).contains("larger than 64 MiB"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }
}
