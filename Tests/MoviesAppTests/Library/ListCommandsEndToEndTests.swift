import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// `movies lists` and `movies list …`: lists made, filled in order, noted,
/// renamed and deleted from the command line; printed in aligned columns
/// (numbered when ranked) or as JSON; a refused change is one sentence,
/// exit 64, nothing changed.
@Suite struct ListCommandsEndToEndTests {
    @Test func aRankedListKeepsItsFilmsInTheOrderAdded_withNotes_printedAlignedAndNumbered() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let created = try await sandbox.succeed(["list", "create", " Top  Picks ", "--ranked", "--description", "Best of all.\nSecond \u{1B}[31mline"])
        let byTitle = try await sandbox.succeed(["list", "add", "top picks", "Heat (1995)", "--note", "The diner."])
        _ = try await sandbox.succeed(["list", "add", "TOP PICKS", "Inception"])
        let byID = try await sandbox.succeed(["list", "add", "top picks", "155"])
        let again = try await sandbox.succeed(["list", "add", "top picks", "949"])
        _ = try await sandbox.succeed(["list", "note", "top picks", "155", "Why so \u{1B}]0;x\u{7}serious"])
        let removed = try await sandbox.succeed(["list", "remove", "top picks", "27205"])
        _ = try await sandbox.succeed(["list", "add", "top picks", "27205"])
        let shown = try await sandbox.succeed(["list", "Top Picks"])
        let all = try await sandbox.succeed(["lists"])

        // then
        #expect(created.output == "Created the ranked list \"Top Picks\".\n", "\(created.output)")
        #expect(byTitle.output == "Added Heat (1995, id 949) to the list \"Top Picks\".\n", "\(byTitle.output)")
        #expect(byID.output == "Added The Dark Knight (2008) to the list \"Top Picks\".\n", "\(byID.output)")
        #expect(again.output == "Heat (1995) is already on the list \"Top Picks\"; nothing changed.\n", "\(again.output)")
        #expect(removed.output == "Removed Inception (2010) from the list \"Top Picks\".\n", "\(removed.output)")
        #expect(shown.output == """
            Top Picks: 3 films, ranked.
            Best of all.
            Second line

            1.  Heat (1995)             TMDB 949    The diner.
            2.  The Dark Knight (2008)  TMDB 155    Why so serious
            3.  Inception (2010)        TMDB 27205

            """, "\(shown.output)")
        #expect(all.output == "Your lists: 1.\n\nTop Picks  3 films  ranked  Best of all. Second line\n", "\(all.output)")
    }

    @Test func theJSONOfAListAndOfAllLists_carriesEveryValue_controlCharactersEscaped() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Noir", "--description", "Rain \u{1B}[2J"])
        _ = try await sandbox.succeed(["list", "create", "Heists"])
        _ = try await sandbox.succeed(["list", "add", "noir", "949", "--note", "Night."])

        // when
        let list = try await sandbox.succeed(["list", "noir", "--json"])
        let lists = try await sandbox.succeed(["lists", "--json"])

        // then
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])
        #expect(document["name"] as? String == "Noir" && document["ranked"] as? Bool == false && document["description"] as? String == "Rain \u{1B}[2J")
        let films = try #require(document["films"] as? [[String: Any]])
        #expect(films.count == 1 && films[0]["id"] as? Int == 949 && films[0]["position"] as? Int == 1 && films[0]["note"] as? String == "Night.")
        #expect(films[0]["title"] as? String == "Heat" && films[0]["year"] as? Int == 1995)
        let summaries = try #require(try JSONSerialization.jsonObject(with: Data(lists.output.utf8)) as? [[String: Any]])
        #expect(summaries.map { $0["name"] as? String } == ["Heists", "Noir"])
        #expect(summaries.map { $0["films"] as? Int } == [0, 1])
        #expect(summaries.allSatisfy { ($0["created_at"] as? String)?.hasSuffix("Z") == true })
        for output in [list.output, lists.output] { #expect(!output.contains("\u{1B}"), "a raw ESC reached stdout") }
    }

    static let refused: [[String]] = [
        ["list", "Westerns"], ["list", "add", "Westerns", "949"], ["list", "remove", "Westerns", "949"], ["list", "note", "Westerns", "949", "x"],
        ["list", "rename", "Westerns", "West"], ["list", "delete", "Westerns"], ["list", "create", "NOIR"], ["list", "create", "  heists "],
        ["list", "rename", "Heists", "noir"], ["list", "remove", "Noir", "155"], ["list", "note", "Noir", "155", "x"], ["list", "create", "  "],
        ["list", "create", "Two\nlines"], ["list", "rename", "Noir", "\u{1B}[31mRed"], ["list", "add", "Noir", "Hea"], ["list", "create", String(repeating: "x", count: 101)],
        ["list", "add", "Noir", "155", "Hea"], ["list", "add", "Noir", "155", "27205", "--note", "x"], ["list", "add", "Noir", "Heat", "Inception", "--year", "1995"],
    ]

    @Test(arguments: Self.refused)
    func aRefusedChange_isOneSentenceExit64AndNothingChanges(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Noir"])
        _ = try await sandbox.succeed(["list", "create", "Heists"])
        _ = try await sandbox.succeed(["list", "add", "Noir", "949"])
        let before = try sandbox.libraryBytes()

        // when
        let result = try await sandbox.run(arguments)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        if arguments.contains("Westerns") { #expect(sentence.contains("no list called \"Westerns\""), "\(sentence)") }
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func listAdd_takesSeveralFilms_inTheirOrder_andOneThatIsNotThereAddsNone() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Heists"])

        // when: an id, a title with its year, an id
        let added = try await sandbox.succeed(["list", "add", "Heists", "155", "Heat (1995)", "27205"])
        // then: a sentence each, and the list in that order
        #expect(added.output.split(separator: "\n").count == 3, "\(added.output)")
        #expect(added.output.contains("Added Heat (1995, id 949) to the list \"Heists\"."), "\(added.output)")
        let list = try await sandbox.succeed(["list", "Heists", "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])
        let films = try #require(document["films"] as? [[String: Any]])
        #expect(films.map { $0["id"] as? Int } == [155, 949, 27205])

        // when: a film the catalogue has, and one it has not
        let before = try sandbox.libraryBytes()
        let result = try await sandbox.run(["list", "add", "Heists", "603", "99999999"])
        // then: the missing one is named, and the list is as it was
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("99999999"), "\(sentence)")
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func aListNamedLikeASubcommand_isShownAfterDoubleDash_orWithShow() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "create"])
        _ = try await sandbox.succeed(["list", "add", "create", "949"])

        // when
        let dashed = try await sandbox.succeed(["list", "--", "create"])
        let shown = try await sandbox.succeed(["list", "show", "create"])
        let help = try await sandbox.succeed(["list", "--help"])

        // then
        for result in [dashed, shown] { #expect(result.output == "create: 1 film.\n\nHeat (1995)  TMDB 949\n", "\(result.output)") }
        #expect(help.output.contains("movies list --") && help.output.contains("show (default)"), "\(help.output)")
    }

    @Test func withNoLists_theCommandsSaySo_andCreateNoFile() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let lists = try await sandbox.succeed(["lists"])
        let json = try await sandbox.succeed(["lists", "--json"])
        let unknown = try await sandbox.run(["list", "Noir"])

        // then
        #expect(lists.output == "You have no lists; make one with 'movies list create NAME'.\n")
        #expect(json.output == "[]\n")
        EndToEndExpectations.expectOneSentenceFailure(unknown, exitCode: 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }

    @Test func whenSeveralProcessesAddToOneListAtOnce_eachFilmHasItsOwnPlace() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Queue"])
        let ids = ["155", "550", "603", "129", "272", "949", "27205"]

        // when
        let results = try await withThrowingTaskGroup(of: MoviesProcessResult.self) { group in
            for id in ids { group.addTask { try await sandbox.run(["list", "add", "queue", id]) } }
            group.addTask { try await sandbox.run(["list", "create", "QUEUE"]) }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then
        #expect(results.filter { $0.exitCode == 0 }.count == ids.count, "\(results.map(\.errorOutput))")
        let file = sandbox.libraryFile.path
        #expect(try SQLiteShell.query("SELECT group_concat(position) FROM (SELECT position FROM list_entries ORDER BY position)", database: file) == "1,2,3,4,5,6,7")
        #expect(try SQLiteShell.query("SELECT count(*) FROM lists", database: file) == "1")
    }

    @Test func whenTheLibraryIsDamaged_listCommandsSaySoAndTheFileIsKept() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["list", "create", "Noir"])
        var bytes = try sandbox.libraryBytes()
        bytes.replaceSubrange(0..<16, with: Data("garbage garbage!".utf8))
        try bytes.write(to: sandbox.libraryFile)

        // when
        let results = [
            try await sandbox.run(["lists"]), try await sandbox.run(["list", "create", "Heists"]), try await sandbox.run(["list", "add", "Noir", "949"]),
        ]

        // then
        for result in results {
            let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
            #expect(sentence.contains("is damaged"), "\(sentence)")
        }
        #expect(try sandbox.libraryBytes() == bytes)
    }

    @Test func aJSONExportImportedIntoAnEmptyLibrary_givesBackEveryListExactly() async throws {
        // given
        let source = try EndToEndSandbox()
        _ = try await source.succeed(["list", "create", "Top Picks", "--ranked", "--description", "Best."])
        _ = try await source.succeed(["list", "create", "Heists"])
        for id in ["155", "949", "27205"] { _ = try await source.succeed(["list", "add", "top picks", id]) }
        _ = try await source.succeed(["list", "note", "top picks", "949", "The diner."])
        _ = try await source.succeed(["list", "add", "heists", "949"])
        let file = source.directory.appendingPathComponent("library.json")
        _ = try await source.succeed(["export", "--format", "json", "--output", file.path])
        let target = try EndToEndSandbox()

        // when
        let imported = try await target.succeed(["import", file.path])
        let again = try await target.succeed(["import", file.path])

        // then
        #expect(imported.output.contains("2 lists (2 new, 0 with more films)"), "\(imported.output)")
        #expect(!again.output.contains("list"), "a second import changes no list: \(again.output)")
        for arguments in [["lists", "--json"], ["list", "top picks", "--json"], ["list", "heists"]] {
            let before = try await source.succeed(arguments)
            let after = try await target.succeed(arguments)
            #expect(after.output == before.output, "\(arguments)")
        }
    }

    @Test func addingATitleToAnUnknownList_isSaidBeforeAnySearch() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["list", "add", "Westerns", "Heat (1995)"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("no list called \"Westerns\""), "\(sentence)")
        #expect(server.receivedRequests.isEmpty, "\(server.receivedRequests.map(\.path))")
    }
}
