import Foundation
import TestSupport
import Testing

/// A library whose schema version this build cannot migrate: one sentence
/// from every command, the file byte for byte as it was, and no backup copy
/// written by any run (a copy per run once filled the directory).
@Suite struct LibrarySchemaEndToEndTests {
    @Test(arguments: [
        ("-1", "has a schema movies does not know (version -1), so it was left as it is"),
        ("0", "has a schema movies does not know (version 0), so it was left as it is"),
        ("9", "was written by a newer movies (schema 9, this one knows 4); update movies."),
    ])
    func whenUserVersionIsNotOneThisBuildKnows_everyCommandSaysSoInOneSentenceAndNothingIsWritten(version: String, expected: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        _ = try await sandbox.succeed(["watchlist", "add", "27205"])
        _ = try SQLiteShell.query("PRAGMA user_version = \(version)", database: sandbox.libraryFile.path)
        let before = try sandbox.libraryBytes()
        let csv = try sandbox.write("tmdbID,Title\n155,The Dark Knight\n", to: "in.csv")

        // when: five commands, reading and writing
        var results: [MoviesProcessResult] = []
        for arguments in [["watchlist"], ["seen", "--json"], ["export", "--format", "json"], ["import", csv.path], ["watchlist", "add", "155"]] {
            results.append(try await sandbox.run(arguments))
        }

        // then
        for result in results {
            let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
            #expect(sentence.contains(expected), "\(sentence)")
            #expect(!sentence.contains("already exists"), "\(sentence)")
        }
        #expect(try sandbox.libraryBytes() == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.dataDirectory.path)
        #expect(!names.contains { $0.contains("backup") }, "\(names)")
    }
}
