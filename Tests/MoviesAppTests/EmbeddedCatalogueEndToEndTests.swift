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
}
