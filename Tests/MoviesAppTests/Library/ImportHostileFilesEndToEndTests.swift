import Foundation
import TestSupport
import Testing

/// Files built to hurt an import: each is one sentence, exit 1, nothing
/// imported, in little time and memory (issue #25: a zip of four 60 MiB
/// entries peaked at 1.8 GiB, 63 MiB of empty fields at 1.1 GiB), and values
/// a parser would take too kindly (`0x1p1` stars, a viewing next year) are refused.
@Suite struct ImportHostileFilesEndToEndTests {
    /// Far below what the issue saw, far above a run of `movies` (about 20 MiB).
    private static let memoryCeiling = 256 * 1024

    private static func expectRefused(
        _ result: PeakMemoryProcess.Result, saying expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!result.timedOut, sourceLocation: sourceLocation)
        #expect(result.exitCode == 1, "\(result.errorOutput)", sourceLocation: sourceLocation)
        let lines = result.errorLines.filter { !$0.contains("embedded catalogue") }
        #expect(lines.count == 1 && lines.first?.contains(expected) == true, "\(result.errorOutput)", sourceLocation: sourceLocation)
        #expect(result.peakResidentMemory < memoryCeiling, "peak \(result.peakResidentMemory) KiB", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: PeakMemoryProcess.isAvailable, "needs /usr/bin/time (apt-get install time) to measure peak memory"))
    func whenAZipsFilesInflateToFourTimes20MiB_theImportIsRefusedBeforeInflatingInLittleMemory() async throws {
        // given: four entries of 20 MiB each (80 MiB in all), some hundred KB deflated
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        let before = try sandbox.libraryBytes()
        let text = "Date,Name,Year\n" + String(repeating: "2024-01-01,b,2000\n", count: (20 << 20) / 18)
        let zip = sandbox.directory.appendingPathComponent("bomb.zip")
        try ZipFixture.archive(["watchlist.csv", "diary.csv", "watched.csv", "ratings.csv"].map { ($0, text) }).write(to: zip)

        // when
        let result = try await PeakMemoryProcess.run(["import", zip.path], environment: sandbox.environment(), in: sandbox.directory)

        // then
        Self.expectRefused(result, saying: "holds more than 64 MiB of CSV, far more than any library export; nothing was imported.")
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test(.enabled(if: PeakMemoryProcess.isAvailable, "needs /usr/bin/time (apt-get install time) to measure peak memory"))
    func whenACSVLineHoldsMillionsOfEmptyFields_theImportIsRefusedAtItsLineInLittleMemory() async throws {
        // given: 63 MiB of commas after the header
        let sandbox = try EndToEndSandbox()
        let file = try sandbox.write("tmdbID,Title\n" + String(repeating: ",", count: 63 << 20), to: "commas.csv")

        // when
        let result = try await PeakMemoryProcess.run(["import", file.path], environment: sandbox.environment(), in: sandbox.directory)

        // then
        Self.expectRefused(result, saying: "commas.csv is not a CSV movies can read (line 2: a row of more than 256 fields); nothing was imported.")
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }

    @Test(arguments: [
        ("tmdbID,Title,Rating\n155,The Dark Knight,0x1p1\n", "line 2: Rating is not 0.5 to 5 in halves"),
        ("tmdbID,Title,Rating\n155,The Dark Knight,1e0\n", "line 2: Rating is not 0.5 to 5 in halves"),
        ("tmdbID,Title,Rating10\n155,The Dark Knight,+4\n", "line 2: Rating10 is not 1 to 10"),
        ("tmdbID,Title,WatchedDate\n155,The Dark Knight,2999-01-01\n", "line 2: WatchedDate 2999-01-01 is after today"),
    ])
    func whenACSVValueOnlyALenientParserReads_theImportIsRefusedAndNothingChanges(text: String, expected: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        let before = try sandbox.libraryBytes()
        let file = try sandbox.write(text, to: "values.csv")

        // when
        let result = try await sandbox.run(["import", file.path])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("values.csv is not a CSV movies can read (\(expected)"), "\(sentence)")
        #expect(try sandbox.libraryBytes() == before)
    }

    @Test func whenLetterboxdsExportZipDatesAViewingAfterToday_theImportIsRefused() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let zip = sandbox.directory.appendingPathComponent("export.zip")
        try ZipFixture.archive([
            ("diary.csv", "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-02-01,Inception,2010,x,4,,,2999-12-31\n"),
        ]).write(to: zip)

        // when
        let result = try await sandbox.run(["import", zip.path])

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("diary.csv is not a CSV movies can read (line 2: Watched Date 2999-12-31 is after today"), "\(sentence)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.libraryFile.path))
    }
}
