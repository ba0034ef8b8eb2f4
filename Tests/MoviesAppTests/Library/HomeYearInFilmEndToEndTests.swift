import Foundation
import TestSupport
import Testing

/// Home's "Your year in film" in the built binary, off a terminal: after
/// `movies log`, bare `movies` prints this year's numbers and the months
/// with viewings, and `movies home --json` the same numbers — those of
/// `movies stats --json`.
@Suite struct HomeYearInFilmEndToEndTests {
    /// This year as the binary's clock has it (the sandbox's time zone is the test's).
    static var thisYear: Int { Calendar(identifier: .gregorian).component(.year, from: Date()) }

    @Test func afterALoggedViewing_homePrintsTheYearsNumbers_andItsJSONTheSameAsStats() async throws {
        // given: The Dark Knight (152 min) logged today
        let sandbox = try EndToEndSandbox()
        let year = Self.thisYear
        let month = Calendar(identifier: .gregorian).component(.month, from: Date())
        _ = try await sandbox.succeed(["log", "155"])

        // when
        let home = try await sandbox.succeed([])
        let json = try await sandbox.succeed(["home", "--json"])
        let stats = try await sandbox.succeed(["stats", "--json"])

        // then: the section, its summary and this month's count
        let lines = home.outputLines
        let title = try #require(lines.firstIndex { $0.hasSuffix("Your year in film") }, "\(home.output)")
        #expect(lines[title + 1].trimmingCharacters(in: .whitespaces) == "\(year): 1 film, 2.5 hours · top director Christopher Nolan", "\(home.output)")
        #expect(lines[title + 2].trimmingCharacters(in: .whitespaces) == "\(Self.monthName(month)) 1", "\(home.output)")
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
        let home = try await sandbox.succeed([])
        let lines = home.outputLines
        let title = try #require(lines.firstIndex { $0.hasSuffix("Your year in film") }, "\(home.output)")
        #expect(lines[title + 1].trimmingCharacters(in: .whitespaces) == "Nothing logged in \(Self.thisYear) yet: press L on a film you saw.")
        #expect(lines[title + 2].hasSuffix("Recent searches"), "\(home.output)")
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
