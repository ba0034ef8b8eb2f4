import Foundation
import TestSupport
import Testing

/// Home's "Your year in film" in the built binary, off a terminal: after
/// `movies log`, bare `movies` prints this year's numbers and the months
/// with viewings, and `movies home --json` the same numbers — those of
/// `movies stats --json`.
@Suite struct HomeYearInFilmEndToEndTests {
    @Test func afterALoggedViewing_homePrintsTheYearsNumbers_andItsJSONTheSameAsStats() async throws {
        // given: The Dark Knight (152 min) logged today
        let sandbox = try EndToEndSandbox()

        // when
        let (outputs, run) = try await ClockWindow.around {
            _ = try await sandbox.succeed(["log", "155"])
            return try await [sandbox.succeed([]), sandbox.succeed(["home", "--json"]), sandbox.succeed(["stats", "--json"])]
        }
        let (home, json, stats) = (outputs[0], outputs[1], outputs[2])

        // then: the section, its summary and the log's month's count
        let lines = home.outputLines
        let title = try #require(lines.firstIndex { $0.hasSuffix("Your year in film") }, "\(home.output)")
        let summary = lines[title + 1].trimmingCharacters(in: .whitespaces)
        let perMonth = lines[title + 2].trimmingCharacters(in: .whitespaces)
        let moments = run.values(Self.yearAndMonth)
        guard Set(moments.map(\.year)).count == 1 else {
            // Across New Year, home may already count the new year, with nothing in it.
            #expect(moments.contains { summary == "Nothing logged in \($0.year) yet: press L on a film you saw." }
                || moments.contains { summary == "\($0.year): 1 film, 2.5 hours · top director Christopher Nolan" }, "\(home.output)")
            return
        }
        #expect(moments.contains { summary == "\($0.year): 1 film, 2.5 hours · top director Christopher Nolan" }, "\(home.output)")
        #expect(moments.contains { perMonth == "\(Self.monthName($0.month)) 1" }, "\(home.output)")
        let year = try #require(moments.first?.year)
        #expect(!home.output.contains("▁") && !home.output.contains("█"), "no chart off a terminal")

        let section = try #require(Self.yearInFilm(in: json.output), "\(json.output)")
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
        #expect(section["year"] as? Int == year && section["viewings"] as? Int == 1 && section["films"] as? Int == 1)
        #expect(section["minutes_watched"] as? Int == counted["minutes_watched"] as? Int && section["minutes_watched"] as? Int == 152)
        let months = try #require(section["per_month"] as? [[String: Any]])
        let countedMonths = try #require(counted["per_month"] as? [[String: Any]])
        #expect(months.map { $0["viewings"] as? Int } == countedMonths.map { $0["viewings"] as? Int })
    }

    @Test func anEmptyLibrary_saysSoInOneLine() async throws {
        let sandbox = try EndToEndSandbox()
        let (home, run) = try await ClockWindow.around { try await sandbox.succeed([]) }
        let lines = home.outputLines
        let title = try #require(lines.firstIndex { $0.hasSuffix("Your year in film") }, "\(home.output)")
        let said = lines[title + 1].trimmingCharacters(in: .whitespaces)
        #expect(run.values(Self.yearAndMonth).contains { said == "Nothing logged in \($0.year) yet: press L on a film you saw." }, "\(said)")
        #expect(lines[title + 2].hasSuffix("Recent searches"), "\(home.output)")
    }

    /// The year and month of a moment as the binary's calendar has it (the sandbox's time zone is the test's).
    static func yearAndMonth(_ moment: Date) -> YearAndMonth {
        let calendar = Calendar(identifier: .gregorian)
        return YearAndMonth(year: calendar.component(.year, from: moment), month: calendar.component(.month, from: moment))
    }

    struct YearAndMonth: Hashable {
        let year: Int
        let month: Int
    }

    static func monthName(_ month: Int) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
    }

    /// The `stats` object of home's JSON, if one section has it.
    static func yearInFilm(in output: String) -> [String: Any]? {
        let document = (try? JSONSerialization.jsonObject(with: Data(output.utf8))) as? [String: Any]
        let sections = document?["sections"] as? [[String: Any]] ?? []
        return sections.lazy.compactMap { $0["stats"] as? [String: Any] }.first
    }
}
