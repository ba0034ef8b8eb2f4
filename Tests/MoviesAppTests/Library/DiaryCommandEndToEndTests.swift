import Foundation
import TestSupport
import Testing

/// `movies diary` off a terminal: by month, newest first, aligned, sanitized; `--json` with everything.
@Suite struct DiaryCommandEndToEndTests {
    @Test func theDiaryPrintsEachMonthNewestFirst_withRatingRewatchAndTagsInAlignedColumns() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-02-29", "--rating", "4.5", "--tag", "cinema", "--tag", "imax"])
        _ = try await sandbox.succeed(["log", "27205", "--date", "2024-03-01"])
        _ = try await sandbox.succeed(["log", "155", "--date", "2024-03-09", "--review", "Again."])

        // when
        let diary = try await sandbox.succeed(["diary"])
        let march = try await sandbox.succeed(["diary", "--month", "2024-03"])
        let none = try await sandbox.succeed(["diary", "--year", "2001"])
        let json = try await sandbox.succeed(["diary", "--json", "--year", "2024"])

        // then
        #expect(diary.outputLines == [
            "Your diary: 3 viewings, newest first.",
            "",
            "March 2024",
            "  09  The Dark Knight (2008)         ↻",
            "  01  Inception (2010)",
            "",
            "February 2024",
            "  29  The Dark Knight (2008)  ♥ 4.5     #cinema #imax",
        ], "\(diary.output)")
        #expect(march.outputLines.first == "Your diary: 2 viewings in March 2024, newest first.")
        #expect(none.output == "Your diary has no viewing in 2001.\n")
        #expect(json.output.contains("\"review\" : \"Again.\"") && json.output.contains("\"tags\" : [\n      \"cinema\""), "\(json.output)")
    }

    @Test(arguments: [["diary", "--year", "24"], ["diary", "--month", "2024-13"], ["diary", "--year", "2024", "--month", "2024-01"]])
    func whenThePeriodIsBad_oneSentenceAndExit64(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(arguments)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }
}
