import Foundation
import Testing

/// `movies --help` lists the keys of the full-screen UI from the key table;
/// a description too long for its row goes on under its own column.
@Suite struct HelpKeysEndToEndTests {
    @Test func theKeysInHelp_continueIndented_neverAtColumnZero() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        // when
        let result = try await sandbox.run(["--help"])
        // then: past the keys heading, only screen headings ("Film lists:") start at column 0
        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("KEYS OF THE FULL-SCREEN UI") })
        let keys = lines[(start + 1)...].prefix { !$0.hasPrefix("USAGE:") && !$0.hasPrefix("OPTIONS:") && !$0.hasPrefix("SUBCOMMANDS:") }
        #expect(keys.contains { $0.contains("Shift-drag") })
        for line in keys where !line.isEmpty && !line.hasPrefix(" ") {
            #expect(line.hasSuffix(":"), "a line of the keys at column 0: \(line)")
        }
    }
}
