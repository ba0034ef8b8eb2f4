import Foundation
import TestSupport
import Testing

/// `movies stats` run as a user runs it, on a sandbox library of films from
/// the embedded catalogue: aligned tables off a terminal, `--json` with the
/// same numbers, bars of block characters on one — never the network.
@Suite struct StatsCommandEndToEndTests {
    /// Heat (1995, 170 min), The Dark Knight (2008, 152 min) twice, Inception (2010, 148 min), all in 2024.
    private static func sandboxWithAYear() async throws -> EndToEndSandbox {
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["log", "949", "--date", "2024-01-05", "--rating", "4.5"])
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-01", "--rating", "5"])
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-20"])
        _ = try await sandbox.succeed(["seen", "add", "27205", "--date", "2024-12-31"])
        _ = try await sandbox.succeed(["seen", "add", "27205", "--date", "2023-06-01"])
        return sandbox
    }

    @Test func offATerminal_theYearIsPrintedAsAlignedTables_withUnknownsCountedApart() async throws {
        // given
        let sandbox = try await Self.sandboxWithAYear()

        // when
        let stats = try await sandbox.succeed(["stats", "--year", "2024"])
        let none = try await sandbox.succeed(["stats", "--year", "2001"])

        // then: 170 + 152 × 2 + 148 minutes
        let lines = stats.outputLines
        #expect(lines.first == "Your 2024 in film: 4 viewings of 3 films, 10.4 hours watched.", "\(stats.output)")
        #expect(lines.contains("  Mar  2") && lines.contains("  Dec  1") && lines.contains("  Feb  0"), "\(stats.output)")
        #expect(lines.contains("  1990s  1") && lines.contains("  2000s  2") && lines.contains("  2010s  1"), "\(stats.output)")
        #expect(lines.contains("  ♥ 4.5    1") && lines.contains("  ♥ 5      2") && lines.contains("  unrated  1"), "\(stats.output)")
        #expect(lines.contains("  Christopher Nolan  3") && lines.contains("  Michael Mann       1"), "\(stats.output)")
        #expect(!stats.output.contains("█"), "no bars off a terminal")
        #expect(none.output == "You logged no viewing in 2001; log one with 'movies log FILM'.\n")
    }

    @Test func withJSON_theSameNumbersAreGiven() async throws {
        // given
        let sandbox = try await Self.sandboxWithAYear()

        // when
        let result = try await sandbox.succeed(["stats", "--year", "2024", "--json"])

        // then
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["year"] as? Int == 2024 && object["viewings"] as? Int == 4 && object["films"] as? Int == 3)
        #expect(object["minutes_watched"] as? Int == 622 && object["hours_watched"] as? Double == 10.4 && object["unknown_runtime"] as? Int == 0)
        let months = try #require(object["per_month"] as? [[String: Any]])
        #expect(months.map { $0["viewings"] as? Int } == [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1])
        let ratings = try #require(object["ratings"] as? [[String: Any]])
        #expect(ratings.count == 10 && ratings[8]["viewings"] as? Int == 1 && ratings[9]["viewings"] as? Int == 2 && object["unrated"] as? Int == 1)
        let directors = try #require((object["directors"] as? [String: Any])?["top"] as? [[String: Any]])
        #expect(directors.first?["name"] as? String == "Christopher Nolan" && directors.first?["viewings"] as? Int == 3)
        let genres = try #require(object["genres"] as? [String: Any])
        #expect(genres["unknown"] as? Int == 0 && (genres["top"] as? [Any])?.isEmpty == false)
    }

    @Test func withNoYear_theCurrentYearIsCounted() async throws {
        // given: seen today
        let sandbox = try EndToEndSandbox()

        // when
        let (result, run) = try await ClockWindow.around {
            _ = try await sandbox.succeed(["seen", "add", "949"])
            return try await sandbox.succeed(["stats", "--json"])
        }

        // then: this year's one viewing (across New Year, the new year may count none)
        let years = run.values { Calendar.current.component(.year, from: $0) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let year = try #require(object["year"] as? Int)
        #expect(years.contains(year), "\(result.output)")
        #expect(object["viewings"] as? Int == 1 || years.count > 1, "\(result.output)")
    }

    @Test(arguments: [["stats", "--year", "24"], ["stats", "--year", "twenty"]])
    func whenTheYearIsBad_oneSentenceAndExit64(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(arguments)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }
}
