import Foundation
import Testing

/// A new user's first commands: no TMDB_* variables, answers from the catalogue in the binary.
@Suite struct EmbeddedCatalogueEndToEndTests {
    @Test func whenNoServerIsConfigured_searchInceptionPrintsItFirstFromTheEmbeddedCatalogue() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["search", "Inception"])

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.contains { $0.hasPrefix("1. Inception (2010)") }, "stdout: \(result.output)")
        #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
        #expect(result.errorOutput.contains("embedded catalogue"))
    }

    @Test func whenHelpIsAsked_itExitsZeroAndListsEverySubcommand() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["--help"])

        // then
        EndToEndExpectations.expectSuccess(result)
        for subcommand in ["search", "details", "recent", "cache"] {
            #expect(
                result.outputLines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(subcommand + " ") },
                "help lacks \(subcommand): \(result.output)"
            )
        }
        #expect(result.errorOutput.isEmpty)
    }

    @Test func theCataloguesJSON_namesItsSource_andStatesNoTagline() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when: a first run, then the same answer from the cache
        let first = try await sandbox.run(["details", "27205", "--json"])
        let cached = try await sandbox.run(["details", "27205", "--json", "--offline"])

        // then
        for result in [first, cached] {
            EndToEndExpectations.expectSuccess(result)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            #expect((object["source"] as? [String: Any])?["kind"] as? String == "catalogue", "stdout: \(result.output)")
            #expect(object["tagline"] is NSNull, "stdout: \(result.output)")
            #expect(object["title"] as? String == "Inception")
        }
    }
}
