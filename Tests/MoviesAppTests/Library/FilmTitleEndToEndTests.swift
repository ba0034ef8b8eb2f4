import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// FILM, wherever the library takes one, is a TMDB id or a title (with its
/// year in parentheses or `--year`), resolved through search: one match acts
/// and is named with its year and id; none or several are one sentence, exit
/// 64, nothing changed.
@Suite struct FilmTitleEndToEndTests {
    @Test func aTitleWithItsYear_resolvesOnTheCatalogue_andTheSentenceNamesTheYearAndID() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let added = try await sandbox.succeed(["watchlist", "add", "Heat (1995)"])
        let logged = try await sandbox.succeed(["log", "Inception", "--date", "2026-01-02"])
        let rated = try await sandbox.succeed(["rate", "AMELIE", "4"])
        let seen = try await sandbox.succeed(["seen", "add", "spider man", "--year", "2002", "--date", "2024-05-31"])
        let byID = try await sandbox.succeed(["rate", "155", "3"])

        // then
        #expect(added.output == "Added Heat (1995, id 949) to your watchlist.\n", "\(added.output)")
        #expect(logged.output == "Logged Inception (2010, id 27205) on 2026-01-02.\n", "\(logged.output)")
        #expect(rated.output == "Rated Amélie (2001, id 194) ♥ 4.\n", "\(rated.output)")
        #expect(seen.output == "Marked Spider-Man (2002, id 557) seen on 2024-05-31.\n", "\(seen.output)")
        #expect(byID.output == "Rated The Dark Knight (2008) ♥ 3.\n", "an id is named as before: \(byID.output)")
        let file = sandbox.libraryFile.path
        #expect(try SQLiteShell.query("SELECT tmdb_id FROM watchlist", database: file) == "949")
        #expect(try SQLiteShell.query("SELECT tmdb_id, watched_on FROM viewings ORDER BY tmdb_id", database: file) == "557|2024-05-31\n27205|2026-01-02")
    }

    static let unresolvable: [[String]] = [
        ["watchlist", "add", "Hea"], ["log", "Heat (1996)"], ["rate", "Heat", "--year", "2001", "3"], ["seen", "add", "Inceptio"],
        ["log", "Heat (1995)", "--year", "1996"], ["log", "949", "--year", "1995"], ["watchlist", "add", "  "], ["log", "0"],
    ]

    @Test(arguments: Self.unresolvable)
    func whenTheTitleNamesNoFilm_oneSentenceNamingItExit64AndNothingChanges(arguments: [String]) async throws {
        // given: a library that exists, so "nothing changed" is its bytes
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        let before = try sandbox.libraryBytes()

        // when
        let result = try await sandbox.run(arguments)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        if arguments[2...].contains("Hea") { #expect(sentence.contains("\"Hea\""), "\(sentence)") }
        if arguments.contains("Heat (1996)") { #expect(sentence.contains("\"Heat\" released in 1996"), "\(sentence)") }
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func twoFilmsOfTheSameTitle_areListedWithTheirIDs_untilTheYearPicksOne() async throws {
        // given: a server whose search finds two films called Heat and a longer title
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let heat1986 = StubPayloads.Film(id: 11_986, title: "Heat", releaseDate: "1986-03-14")
        let films = [
            StubPayloads.Film(id: 949, title: "Heat", releaseDate: "1995-12-15"),
            StubPayloads.Film(id: 5_000, title: "Heat Wave", releaseDate: "1995-01-01"),
            heat1986,
        ]
        server.override { request in
            if request.isSearch { return StubPayloads.searchPage(films) }
            return request.path.hasSuffix("/movie/11986") ? StubPayloads.details(heat1986) : nil
        }
        let environment = sandbox.environment(server: server)
        _ = try await sandbox.succeed(["watchlist", "add", "27205"], environment: environment)
        let before = try sandbox.libraryBytes()

        // when
        let ambiguous = try await sandbox.run(["watchlist", "add", "heat"], environment: environment)
        let unchanged = try sandbox.libraryBytes()
        let picked = try await sandbox.succeed(["watchlist", "add", "heat", "--year", "1986"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(ambiguous, exitCode: 64)
        #expect(sentence.contains("Heat (1995, id 949), Heat (1986, id 11986);"), "\(sentence)")
        #expect(!sentence.contains("Heat Wave"), "\(sentence)")
        #expect(unchanged == before)
        #expect(picked.output == "Added Heat (1986, id 11986) to your watchlist.\n", "\(picked.output)")
    }

    @Test func whatIsTakenOff_isFoundByTitleAmongTheFilmsThere_withNoSearch() async throws {
        // given: a server that would answer a search, to see that none is made
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let environment = sandbox.environment(server: server)
        for arguments in [
            ["watchlist", "add", "949"], ["seen", "add", "27205", "--date", "2024-01-01"], ["list", "create", "Noir"],
            ["list", "add", "noir", "155"], ["list", "add", "noir", "949"],
        ] {
            _ = try await sandbox.succeed(arguments, environment: environment)
        }

        // when
        let offWatchlist = try await sandbox.succeed(["watchlist", "remove", "HEAT"], environment: environment)
        let unseen = try await sandbox.succeed(["seen", "remove", "inception", "--date", "2024-01-01"], environment: environment)
        let noted = try await sandbox.succeed(["list", "note", "noir", "the dark knight (2008)", "Gotham."], environment: environment)
        let offList = try await sandbox.succeed(["list", "remove", "noir", "heat"], environment: environment)
        let notThere = try await sandbox.run(["watchlist", "remove", "Inception"], environment: environment)

        // then
        #expect(offWatchlist.output == "Removed Heat (1995, id 949) from your watchlist.\n", "\(offWatchlist.output)")
        #expect(unseen.output == "Removed 1 viewing of Inception (2010, id 27205).\n", "\(unseen.output)")
        #expect(noted.output == "Noted The Dark Knight (2008, id 155) in the list \"Noir\".\n", "\(noted.output)")
        #expect(offList.output == "Removed Heat (1995, id 949) from the list \"Noir\".\n", "\(offList.output)")
        let sentence = EndToEndExpectations.expectOneSentenceFailure(notThere, exitCode: 64)
        #expect(sentence.contains("\"Inception\""), "\(sentence)")
        #expect(!server.receivedRequests.contains { $0.isSearch }, "a removal searched")
    }

    @Test func theHelpOfEachCommandSaysFilmIsAnIDOrATitle() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        for command in [["watchlist", "add"], ["watchlist", "remove"], ["seen", "add"], ["seen", "remove"], ["rate"], ["log"], ["list", "add"], ["list", "remove"], ["list", "note"]] {
            // when
            let help = try await sandbox.succeed(command + ["--help"])

            // then
            #expect(help.output.contains("<film>") && help.output.contains("\"Heat (1995)\""), "\(command): \(help.output)")
            #expect(help.output.contains("--year"), "\(command): \(help.output)")
        }
    }
}
