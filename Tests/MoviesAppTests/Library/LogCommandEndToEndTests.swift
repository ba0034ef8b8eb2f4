import Foundation
import TestSupport
import Testing

/// `movies log`: one sentence on stdout, the viewing with its diary in the
/// library, the film off the watchlist; bad input is one sentence, exit 64, nothing written.
@Suite struct LogCommandEndToEndTests {
    @Test func aLoggedViewingKeepsItsDayRatingRewatchTagsAndReview_andTakesTheFilmOffTheWatchlist() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        _ = try await sandbox.succeed(["log", "27205", "--date", "2020-01-01"])

        // when
        let logged = try await sandbox.succeed([
            "log", "27205", "--date", "2024-02-29", "--rating", "4.5", "--tag", "cinema", "--tag", "with friends", "--review", "Still \u{1B}[31mgood.",
        ])
        let notRewatch = try await sandbox.succeed(["log", "27205", "--date", "2024-03-01", "--no-rewatch"])
        let (yesterday, run) = try await ClockWindow.around { try await sandbox.succeed(["log", "155", "--date", "yesterday", "--rewatch"]) }
        let json = try await sandbox.succeed(["seen", "--json"])

        // then
        #expect(logged.output == "Logged Inception (2010) on 2024-02-29 (rated ♥ 4.5; a rewatch; tagged cinema, with friends).\n", "\(logged.output)")
        #expect(notRewatch.output == "Logged Inception (2010) on 2024-03-01.\n", "\(notRewatch.output)")
        #expect(run.utcDays(offsetBy: -1).contains { yesterday.output == "Logged The Dark Knight (2008) on \($0) (a rewatch).\n" }, "\(yesterday.output)")
        let file = sandbox.libraryFile.path
        #expect(try SQLiteShell.query("SELECT count(*) FROM watchlist", database: file) == "0")
        let rows = try SQLiteShell.query(
            "SELECT watched_on, half_stars, rewatch, replace(tags, char(10), '|'), review FROM viewings WHERE tmdb_id = 27205 ORDER BY watched_on", database: file
        )
        #expect(rows == "2020-01-01||0||\n2024-02-29|9|1|cinema|with friends|Still \u{1B}[31mgood.\n2024-03-01||0||", "\(rows)")
        #expect(json.output.contains("\"tags\" : [") && json.output.contains("\"rewatch\" : true"))
    }

    @Test func loggingAFilmOnTheWatchlist_saysItWasTakenOff() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "155"])

        // when
        let logged = try await sandbox.succeed(["log", "155", "--date", "2024-02-29"])

        // then
        #expect(logged.output == "Logged The Dark Knight (2008) on 2024-02-29 — taken off the watchlist.\n", "\(logged.output)")
    }

    static let badInputs: [[String]] = [
        ["log", "abc"], ["log", "27205", "--date", "2024-02-30"], ["log", "27205", "--date", "tomorrow"], ["log", "27205", "--rating", "6"],
        ["log", "27205", "--rating", "0"], ["log", "27205", "--date", "2999-01-01"], ["log", "27205", "--rewatch", "--no-rewatch"], ["log"],
    ]

    @Test(arguments: Self.badInputs)
    func whenTheInputIsBad_oneSentenceExit64AndNothingChanges(arguments: [String]) async throws {
        // given: a library that exists, so "nothing changed" is its bytes
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        let before = try sandbox.libraryBytes()

        // when
        let result = try await sandbox.run(arguments)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(result.output.isEmpty)
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func helpAndTheShellCompletionsListTheCommandAndItsFlags() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let help = try await sandbox.succeed(["--help"])
        let own = try await sandbox.succeed(["log", "--help"])
        let completion = try await sandbox.succeed(["--generate-completion-script", "bash"])

        // then
        #expect(help.output.contains("log "), "\(help.output)")
        for flag in ["--date", "--rating", "--rewatch", "--no-rewatch", "--tag", "--review", "--review-file"] {
            #expect(own.output.contains(flag), "\(flag): \(own.output)")
            #expect(completion.output.contains(flag), "\(flag) is not completed")
        }
        #expect(completion.output.contains("log"))
    }
}
