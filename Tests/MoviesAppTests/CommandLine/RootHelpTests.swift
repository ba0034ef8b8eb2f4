import ArgumentParser
import MoviesUI
import Testing
@testable import MoviesApp

/// The root's `--help` gets the key table under its heading when printed;
/// the root command's configuration, which every command line builds,
/// holds only the heading.
@Suite struct RootHelpTests {
    @Test func theRootsHelp_hasTheKeyTableUnderItsHeading_rightBeforeTheUsage() {
        // given
        let message = MoviesCommand.helpMessage(columns: 80)

        // when
        let help = RootHelp.completing(message, width: 80)

        // then
        let heading = help.firstRange(of: RootHelp.keysHeading + "\n")
        let usage = help.firstRange(of: "\n\nUSAGE: movies ")
        #expect(heading != nil && usage != nil)
        if let heading, let usage {
            #expect(String(help[heading.upperBound..<usage.lowerBound]) == KeyTableDocument.plainText(width: 78))
        }
    }

    @Test func onANarrowTerminal_aKeysDescriptionGoesOnUnderItsOwnColumn() {
        // given
        let help = RootHelp.completing(MoviesCommand.helpMessage(columns: 50), width: 50)

        // then: every line of the table fits, and only screen headings start at column 0
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("Home:") }
        #expect(start != nil)
        let table = lines[(start ?? 0)...].prefix { !$0.hasPrefix("USAGE:") }
        #expect(table.allSatisfy { $0.count <= 50 }, "\(table.filter { $0.count > 50 })")
        #expect(table.allSatisfy { $0.isEmpty || $0.hasPrefix(" ") || $0.hasSuffix(":") })
    }

    @Test func anyOtherMessage_isLeftAsItIs() {
        let search = SearchCommand.helpMessage(columns: 80)
        #expect(RootHelp.completing(search, width: 80) == search)
        #expect(RootHelp.completing("0.1.0", width: 80) == "0.1.0")
    }

    @Test func theRootsConfiguration_holdsTheHeadingButNotTheTable() {
        let discussion = MoviesCommand.configuration.discussion
        #expect(discussion.hasSuffix(RootHelp.keysHeading))
        #expect(!discussion.contains("Film lists:"))
    }
}
