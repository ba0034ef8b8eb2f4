import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// `export --format letterboxd --output F.zip` through the built binary on
/// the embedded catalogue: a real zip, private like every export, laid out
/// as Letterboxd's own export with its import files apart, which imports
/// back into an empty library whole.
@Suite struct LetterboxdExportEndToEndTests {
    /// Viewings with ratings, a rewatch, tags and a review; a film rated only;
    /// a rating changed after its viewing; a watchlist film; a ranked list
    /// with a description and notes, and a list of a film the library has nowhere else.
    private static func makeLibrary(in sandbox: EndToEndSandbox) async throws {
        _ = try await sandbox.succeed(["watchlist", "add", "129"])
        _ = try await sandbox.succeed([
            "log", "155", "--date", "2019-03-01", "--rating", "4.5", "--tag", "cinema", "--tag", "with Ann", "--review=-Still great,\nreally.",
        ])
        _ = try await sandbox.succeed(["log", "155", "--date", "2023-12-24"])
        _ = try await sandbox.succeed(["rate", "550", "2"])
        _ = try await sandbox.succeed(["log", "603", "--date", "2000-01-01", "--rating", "3"])
        _ = try await sandbox.succeed(["rate", "603", "3.5"])
        _ = try await sandbox.succeed(["list", "create", "Best of 1999", "--ranked", "--description", "Ranked, truly."])
        _ = try await sandbox.succeed(["list", "add", "Best of 1999", "603", "--note", "First"])
        _ = try await sandbox.succeed(["list", "add", "Best of 1999", "550"])
        _ = try await sandbox.succeed(["list", "create", "To share"])
        _ = try await sandbox.succeed(["list", "add", "To share", "27205"])
    }

    /// What the library prints, without what no Letterboxd file has a
    /// column for: the times things were recorded, and original titles.
    private static func contents(of sandbox: EndToEndSandbox, environment: [String: String]) async throws -> [String] {
        var outputs: [String] = []
        let commands = [
            ["watchlist", "--json", "--sort", "title"], ["seen", "--json", "--sort", "title"], ["diary", "--json"],
            ["lists", "--json"], ["list", "show", "Best of 1999", "--json"], ["list", "show", "To share", "--json"],
        ]
        for arguments in commands {
            let output = try await sandbox.succeed(arguments, environment: environment).output
            outputs.append(output.replacingOccurrences(of: #"\n *"([a-z_]+_at|original_title)" : "[^"]*",?"#, with: "", options: .regularExpression))
        }
        return outputs
    }

    @Test func whenExportedToAZip_thenItIsAPrivateZipInLetterboxdsLayout_withTheWatchlistApartFromTheImportDiary() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        try await Self.makeLibrary(in: sandbox)
        let zip = sandbox.directory.appendingPathComponent("out.zip")

        // when
        let exported = try await sandbox.succeed(["export", "--format", "letterboxd", "--output", zip.path])

        // then
        #expect(exported.outputLines == ["Exported your library to \(zip.path)."])
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: zip.path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let script = """
        import sys, zipfile
        z = zipfile.ZipFile(sys.argv[1])
        assert z.testzip() is None, "damaged"
        for name in z.namelist(): print(name)
        print(z.read("import/diary.csv").decode())
        print(z.read("import/watchlist.csv").decode())
        """
        let python = try ExternalTool.run(["python3", "-c", script, zip.path])
        #expect(python.status == 0, "\(python.output)")
        // "\r\n" is one Character in Swift: lines are split on its bytes.
        let lines = python.output.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        #expect(Array(lines.prefix(10)) == [
            "watched.csv", "diary.csv", "ratings.csv", "watchlist.csv", "reviews.csv", "likes/films.csv",
            "lists/best-of-1999.csv", "lists/to-share.csv", "import/diary.csv", "import/watchlist.csv",
        ])
        // directors as the catalogue knows them; the watchlist film only in its own file
        #expect(lines.contains(",155,,The Dark Knight,2008,Christopher Nolan,4.5,9,2019-03-01,false,\"cinema, with Ann\",\"-Still great,"), "\(python.output)")
        #expect(lines.contains(",603,,The Matrix,1999,\"Lana Wachowski, Lilly Wachowski\",3.5,7,,,,"), "\(python.output)")
        #expect(lines.filter { $0.contains(",129,") } == [",129,,Spirited Away,2001,Hayao Miyazaki"], "\(python.output)")
    }

    @Test func whenTheZipIsImportedIntoAnEmptyLibrary_theSameViewingsRatingsRewatchesTagsReviewsListsAndWatchlistComeBack() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        try await Self.makeLibrary(in: sandbox)
        let zip = sandbox.directory.appendingPathComponent("out.zip")
        _ = try await sandbox.succeed(["export", "--format", "letterboxd", "--output", zip.path])
        let other = sandbox.environment(["MOVIES_DATA_DIR": sandbox.directory.appendingPathComponent("other").path])

        // when
        let imported = try await sandbox.succeed(["import", zip.path], environment: other)

        // then
        #expect(imported.outputLines.first == "Imported 4 films from \(zip.path): 4 new, 0 updated, 0 already present; 2 lists (2 new, 0 with more films).", "\(imported.output)")
        let original = try await Self.contents(of: sandbox, environment: sandbox.environment())
        #expect(try await Self.contents(of: sandbox, environment: other) == original)
        #expect(original[2].contains("-Still great") && original[2].contains("with Ann") && original[0].contains("Spirited Away"), "\(original)")
        #expect(original[4].contains("First") && original[5].contains("Inception"), "\(original)")
    }

    @Test func theLetterboxdAddressesAndLikesOfAnImport_goBackOutInTheZip_andComeBackIn() async throws {
        // given: a library made from a Letterboxd export with addresses and a liked film
        let sandbox = try EndToEndSandbox()
        let source = sandbox.directory.appendingPathComponent("letterboxd.zip")
        try ZipFixture.archive([
            ("watched.csv", "Date,Name,Year,Letterboxd URI\n2024-03-10,Heat,1995,https://boxd.it/2aHi\n"),
            ("likes/films.csv", "Date,Name,Year,Letterboxd URI\n2024-03-11,Heat,1995,https://boxd.it/2aHi\n"),
        ]).write(to: source)
        _ = try await sandbox.succeed(["import", source.path])
        let zip = sandbox.directory.appendingPathComponent("out.zip")

        // when
        _ = try await sandbox.succeed(["export", "--format", "letterboxd", "--output", zip.path])

        // then: the address in the film's rows, the like in likes/films.csv
        let script = """
        import sys, zipfile
        z = zipfile.ZipFile(sys.argv[1])
        for name in ["watched.csv", "likes/films.csv", "import/diary.csv"]: print(z.read(name).decode())
        """
        let python = try ExternalTool.run(["python3", "-c", script, zip.path])
        let lines = python.output.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        #expect(lines.contains("2024-03-10,Heat,1995,https://boxd.it/2aHi"), "\(python.output)")
        #expect(lines.contains(",Heat,1995,https://boxd.it/2aHi"), "\(python.output)")
        #expect(lines.contains { $0.hasPrefix("https://boxd.it/2aHi,949,,Heat,1995,") }, "\(python.output)")

        // when: the zip into an empty library
        let other = sandbox.environment(["MOVIES_DATA_DIR": sandbox.directory.appendingPathComponent("other").path])
        _ = try await sandbox.succeed(["import", zip.path], environment: other)
        // then: the film is liked there too, with its address
        let json = try await sandbox.succeed(["export", "--format", "json"], environment: other).output
        #expect(json.contains("boxd.it"), "\(json)")
        #expect(json.contains("\"liked\" : true"), "\(json)")
    }
}
