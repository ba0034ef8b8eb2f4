import Foundation
import TestSupport
import Testing

/// `movies log … --review-file PATH` (`-`: standard input): the review as
/// written, but for the line breaks that end it; a file it cannot use is one
/// sentence, exit 64, nothing changed; control characters are kept in the
/// library and never reach a terminal raw.
@Suite struct ReviewFileEndToEndTests {
    @Test func theReviewIsReadFromTheFile_keptAsWritten_butForItsFinalLineBreaks() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let file = try sandbox.write("Café scene.\r\n\nStill \u{1B}[31mgood.\u{9B}2J\n\n", to: "review.txt")

        // when
        let logged = try await sandbox.succeed(["log", "949", "--date", "2024-02-29", "--review-file", file.path])
        let json = try await sandbox.succeed(["diary", "--json"])
        let plain = try await sandbox.succeed(["diary"])

        // then
        #expect(logged.output == "Logged Heat (1995) on 2024-02-29.\n", "\(logged.output)")
        let stored = try SQLiteShell.query("SELECT hex(review) FROM viewings WHERE tmdb_id = 949", database: sandbox.libraryFile.path)
        #expect(stored == Self.hex("Café scene.\r\n\nStill \u{1B}[31mgood.\u{9B}2J"), "\(stored)")
        #expect(json.output.contains(#""review" : "Café scene.\r\n\nStill \u001b[31mgood."#), "\(json.output)")
        for output in [json.output, plain.output, logged.output] {
            #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" }, "a control character reached stdout: \(output.debugDescription)")
        }
    }

    @Test func aDashReadsTheReviewFromStandardInput() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let file = try sandbox.write("Piped in.\n", to: "piped.txt")
        let movies = try MoviesProcess.executableURL().path

        // when: a shell gives the file as movies's standard input
        let result = try await MoviesProcess.run(
            ["-c", #"exec "$0" log 949 --date 2024-03-01 --review-file - < "$1""#, movies, file.path],
            environment: sandbox.environment(), in: sandbox.directory, executable: URL(fileURLWithPath: "/bin/sh")
        )

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(try SQLiteShell.query("SELECT review FROM viewings", database: sandbox.libraryFile.path) == "Piped in.")
    }

    @Test(arguments: ["absent", "directory", "not UTF-8", "both"])
    func aReviewFileItCannotUse_isOneSentenceExit64AndNothingChanges(case name: String) async throws {
        // given: a library that exists, so "nothing changed" is its bytes
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "949"])
        let before = try sandbox.libraryBytes()
        let invalid = sandbox.directory.appendingPathComponent("latin1.txt")
        try Data([0x43, 0x61, 0x66, 0xE9, 0x0A]).write(to: invalid)
        let valid = try sandbox.write("Written.\n", to: "valid.txt")
        let arguments: [String] = switch name {
        case "absent": ["--review-file", sandbox.directory.appendingPathComponent("nowhere.txt").path]
        case "directory": ["--review-file", sandbox.directory.path]
        case "not UTF-8": ["--review-file", invalid.path]
        default: ["--review", "Typed.", "--review-file", valid.path]
        }

        // when
        let result = try await sandbox.run(["log", "949"] + arguments)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        if name == "not UTF-8" { #expect(sentence.contains("not UTF-8"), "\(sentence)") }
        if name == "absent" { #expect(sentence.contains("nowhere.txt does not exist"), "\(sentence)") }
        #expect(try sandbox.libraryBytes() == before)
    }

    private static func hex(_ text: String) -> String {
        text.utf8.map { String(format: "%02X", $0) }.joined()
    }
}
