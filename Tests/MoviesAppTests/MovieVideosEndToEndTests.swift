import Foundation
import TestSupport
import Testing
import TMDBStubServer

/// `movies videos`, run as the built binary against the stub server; `--select`
/// plays with a `MOVIES_PLAYER` script that records the arguments it got.
@Suite struct MovieVideosEndToEndTests {
    /// A sandbox with `bin/player`, a script writing each argument it got on
    /// a line of `player-got`. `MOVIES_PLAYER` runs it through `/bin/sh` (a
    /// script just written can be "text file busy" to exec, never to read).
    private struct Player {
        let sandbox: EndToEndSandbox
        let server: TMDBStubServer
        var script: URL { sandbox.directory.appendingPathComponent("player") }
        var record: URL { sandbox.directory.appendingPathComponent("player-got") }

        init() throws {
            sandbox = try EndToEndSandbox()
            server = try TMDBStubServer()
            let body = "#!/bin/sh\nfor argument in \"$@\"; do printf '%s\\n' \"$argument\"; done > '\(record.path).part'\nmv '\(record.path).part' '\(record.path)'\n"
            try Data(body.utf8).write(to: script)
        }

        func run(_ arguments: [String], player: String? = nil) async throws -> MoviesProcessResult {
            var extra = ["BROWSER": "/bin/false"]
            extra["MOVIES_PLAYER"] = player ?? "/bin/sh \(script.path)"
            return try await sandbox.run(arguments, environment: sandbox.environment(server: server, extra))
        }

        func recorded() -> [String]? {
            (try? String(contentsOf: record, encoding: .utf8)).map { $0.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
        }
    }

    @Test func videos_areListedTrailersFirst_thenTeasers_thenTheRest_andReplayOffline() async throws {
        // given
        let player = try Player()

        // when
        let online = try await player.run(["videos", "27205"])
        let offline = try await player.run(["videos", "27205", "--offline"])

        // then: newest first within each kind; other sites listed, not played
        EndToEndExpectations.expectSuccess(online)
        #expect(online.outputLines == [
            "1. Trailer: Stub fan trailer (YouTube, 2011-01-01)",
            "2. Trailer: Stub official trailer (YouTube, 2010-05-11)",
            "3. Teaser: Stub teaser (YouTube, 2009-12-10)",
            "4. Behind the Scenes: Stub behind the scenes (Vimeo, 2010-09-01)",
            "5. Featurette: Stub featurette elsewhere (Dailymotion, 2010-08-01, not playable here)",
            "6. Clip: Stub clip: the hallway (Vimeo, 2010-07-20, not playable here)",
        ])
        EndToEndExpectations.expectSuccess(offline)
        #expect(Array(offline.outputLines.prefix(6)) == online.outputLines)
        #expect(offline.outputLines.last?.hasPrefix("offline — cached results from") == true)
    }

    @Test func detailsSelectOfTheTrailerRow_playsTheTrailer_andSaysWithWhat() async throws {
        // given: the stub's Inception lists two cast links, a crew link and two
        // related lists before its trailer row, the sixth link
        let player = try Player()

        // when
        let result = try await player.run(["details", "27205", "--select", "6"])

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output == "Playing https://www.youtube.com/watch?v=stubTrailer with /bin/sh.\n")
        #expect(await Polling.waitUntil { player.recorded() != nil })
        #expect(player.recorded() == ["https://www.youtube.com/watch?v=stubTrailer"])
    }

    @Test func select_playsWithMOVIES_PLAYER_detached_withTheAddressAsItsLastArgument() async throws {
        // given
        let player = try Player()

        // when
        let result = try await player.run(["videos", "27205", "--select", "2"])

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output == "Playing https://www.youtube.com/watch?v=stubTrailer with /bin/sh.\n")
        #expect(await Polling.waitUntil { player.recorded() != nil })
        #expect(player.recorded() == ["https://www.youtube.com/watch?v=stubTrailer"])
    }

    @Test func noArgumentOfThePlayer_reachesAShell() async throws {
        // given: words a shell would expand, substitute and split on
        let player = try Player()
        let marker = player.sandbox.directory.appendingPathComponent("shell-ran")
        let hostile = "--title=$(touch\t\(marker.path));`touch\t\(marker.path)`|*"

        // when
        let result = try await player.run(["videos", "27205", "--select", "1"], player: "/bin/sh \(player.script.path) \(hostile)")

        // then: the player got the words split at blanks as a shell splits them, nothing expanded or run
        EndToEndExpectations.expectSuccess(result)
        #expect(await Polling.waitUntil { player.recorded() != nil })
        #expect(player.recorded() == hostile.split(separator: "\t").map(String.init) + ["https://www.youtube.com/watch?v=stubFanTrl1"])
        #expect(!FileManager.default.fileExists(atPath: marker.path), "a shell ran the player's arguments")
    }

    @Test func selectingAVideoOnAnotherSite_isOneSentence_exit64_andStartsNothing() async throws {
        // given
        let player = try Player()

        // when
        let result = try await player.run(["videos", "27205", "--select", "5"])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("Dailymotion"), "\(sentence)")
        #expect(player.recorded() == nil)
    }

    @Test func withoutPlayer_theBrowserOpensTheVideo() async throws {
        // given
        let player = try Player()
        let browser = "/bin/sh \(player.script.path)"

        // when
        let result = try await player.sandbox.run(
            ["videos", "27205", "--select", "4"], environment: player.sandbox.environment(server: player.server, ["BROWSER": browser])
        )

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output == "Opened https://vimeo.com/123456789 with /bin/sh.\n")
        #expect(await Polling.waitUntil { player.recorded() != nil })
        #expect(player.recorded()?.last == "https://vimeo.com/123456789")
    }

    @Test func aFilmWithoutVideos_isOneSentence_exitZero() async throws {
        // given
        let player = try Player()

        // when
        let result = try await player.run(["videos", "550"])

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == ["TMDB lists no videos for this film."])
    }

    @Test func asJSON_eachVideoHasTypeNameSiteDateAndItsAddress() async throws {
        // given
        let player = try Player()

        // when
        let result = try await player.run(["videos", "27205", "--json"])

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let videos = try #require(object["videos"] as? [[String: Any]])
        #expect(videos.count == 6)
        #expect(videos[1]["url"] as? String == "https://www.youtube.com/watch?v=stubTrailer")
        #expect(videos[1]["type"] as? String == "Trailer")
        #expect(videos[1]["date"] as? String == "2010-05-11")
        #expect(videos[4]["url"] == nil, "a video on another site has no address")
    }

    @Test func onTheEmbeddedCatalogue_isOneSentenceThatOnlyTMDBKnows_exit69() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["videos", "27205"])

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
    }
}
