import Foundation
import Testing
import TMDBStubServer

/// The discover commands, run as the built binary: against the stub server,
/// on the embedded catalogue, and replayed offline.
@Suite struct DiscoverEndToEndTests {
    static let listCommands: [[String]] = [
        ["trending"], ["trending", "--week"], ["popular"], ["top-rated"],
        ["discover", "--genre", "Drama", "--years", "1990..1999", "--sort", "rating"],
        ["genres"], ["home"],
    ]

    @Test(arguments: listCommands)
    func onTheEmbeddedCatalogue_aListIsPrintedNumberedWithIds_andReplaysOffline(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let online = try await sandbox.run(arguments)
        let offline = try await sandbox.run(arguments + ["--offline"])

        // then: the same rows both times (the status line says where they came
        // from), numbered, with TMDB ids
        EndToEndExpectations.expectSuccess(online)
        EndToEndExpectations.expectSuccess(offline)
        #expect(online.outputLines.contains { $0.contains("1. ") }, "stdout: \(online.output)")
        #expect(online.outputLines.contains { $0.hasSuffix(" id \($0.split(separator: " ").last ?? "")") && $0.contains(" id ") })
        // (home's lists that were never answered are not cached: compare the first three sections)
        #expect(Self.rows(of: offline).prefix(19) == Self.rows(of: online).prefix(19))
        #expect(offline.outputLines.contains { $0.hasPrefix("offline — cached results from") })
    }

    /// The lines of a plain screen without its status line.
    static func rows(of result: MoviesProcessResult) -> [String] {
        result.outputLines.filter { !$0.hasPrefix("offline — ") && $0 != "embedded catalogue" && !$0.hasSuffix("left out: The embedded catalogue cannot know what is playing now or coming soon; set TMDB_API_KEY or TMDB_ACCESS_TOKEN to ask TMDB.") }
    }

    @Test(arguments: listCommands.filter { $0 != ["home"] })
    func asJSON_aListIsMachineReadable(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(arguments + ["--json"])

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try JSONSerialization.jsonObject(with: result.standardOutput)
        if let page = object as? [String: Any] {
            #expect((page["results"] as? [[String: Any]])?.first?["id"] != nil, "\(result.output)")
        } else {
            #expect((object as? [[String: Any]])?.first?["name"] != nil, "\(result.output)")
        }
    }

    @Test func againstTheServer_trendingAsksTheTrendingPathAndSelectOpensTheFilm() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let list = try await sandbox.run(["trending", "--week"], server: server)
        let selected = try await sandbox.run(["trending", "--week", "--select", "1"], server: server)

        // then
        EndToEndExpectations.expectSuccess(list)
        #expect(server.receivedRequests.contains { $0.path.hasSuffix("/3/trending/movie/week") })
        EndToEndExpectations.expectSuccess(selected)
        let firstTitle = try #require(list.outputLines.dropFirst().first?.split(separator: "(").first?.dropFirst(4))
        #expect(selected.output.contains(firstTitle.trimmingCharacters(in: .whitespaces)), "stdout: \(selected.output)")
    }

    @Test func aGenreSelected_opensItsFilmsMostPopularFirst() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let genres = try await sandbox.run(["genres"])
        let dramaRow = try #require(genres.outputLines.first { $0.contains("Drama") })
        let number = try #require(dramaRow.split(separator: ".").first.map { $0.trimmingCharacters(in: .whitespaces) })
        let result = try await sandbox.run(["genres", "--select", number])

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first?.hasPrefix("Discover · Drama · by popularity") == true, "stdout: \(result.output)")
    }

    @Test func onTheEmbeddedCatalogue_whatOnlyTMDBKnows_isOneSentenceAndExit69() async throws {
        let sandbox = try EndToEndSandbox()
        for command in ["now-playing", "upcoming"] {
            let result = try await sandbox.run([command])
            #expect(result.exitCode == 69, "\(command)")
            #expect(result.errorLinesWithoutNotice.count == 1)
            #expect(result.errorOutput.contains("cannot know what is playing now"))
        }
    }

    @Test func againstTheServer_nowPlayingIsShownWithItsRegion() async throws {
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let result = try await sandbox.run(["now-playing", "--region", "gb"], server: server)
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first?.hasPrefix("Now playing · GB") == true, "stdout: \(result.output)")
        #expect(server.receivedRequests.contains { $0.path.hasSuffix("/3/movie/now_playing") && $0.queryValue("region") == "GB" })
    }

    @Test func bareMovies_offATerminal_printsTheHomeScreenWithANote() async throws {
        let sandbox = try EndToEndSandbox()
        let result = try await sandbox.run([])
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first == "Home")
        #expect(result.outputLines.contains { $0.hasPrefix(" 1. Trending today") })
        #expect(!result.output.contains("4. Now playing"))
        #expect(result.output.contains("Now playing and Upcoming left out"))
    }

    @Test(arguments: [
        (["discover", "--years", "1999..1990"], "runs backwards"),
        (["discover", "--year", "1999", "--years", "1990..1999"], "either --year or --years"),
        (["discover", "--sort", "bogus"], "--sort must be one of popular, rating, newest, oldest, title"),
        (["discover", "--genre", "Dramedy"], "There is no genre 'Dramedy'; the genres are Action,"),
        (["popular", "--region", "GBR"], "--region must be a two-letter country code"),
        (["trending", "--page", "0"], "from 1 to 500"),
    ])
    func badFlags_areOneSentenceAndExit64(arguments: [String], saying: String) async throws {
        let sandbox = try EndToEndSandbox()
        let result = try await sandbox.run(arguments)
        #expect(result.exitCode == 64, "\(arguments): \(result.errorOutput)")
        #expect(result.errorLinesWithoutNotice.count == 1, "\(result.errorOutput)")
        #expect(result.errorOutput.contains(saying), "\(result.errorOutput)")
    }
}
