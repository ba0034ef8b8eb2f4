import ArgumentParser
import MoviesUI

/// `movies --help` (and `movies help`): argument-parser's help of the root
/// command with the key table of the full-screen UI under its heading.
///
/// The table is not in the root command's `discussion`: argument-parser
/// builds every command's configuration to parse any command line, and wraps
/// a discussion a character at a time, which for the table's 500 lines cost
/// every command that goes through argument-parser about 22 M instructions
/// and `--help` 37 M more (README "Performance"). The table comes from
/// `KeyTableDocument` already laid out for the width, so it is added here,
/// when the root's help is printed.
enum RootHelp {
    /// The heading the root's discussion ends with; the table goes under it.
    static let keysHeading = "KEYS OF THE FULL-SCREEN UI (? shows those of the current screen)"

    /// `message` with the key table laid out for `width` columns before its
    /// usage, when `message` is the root command's help; any other message
    /// (a subcommand's help, the version) as it is.
    static func completing(_ message: String, width: Int) -> String {
        guard message.hasPrefix("OVERVIEW: " + MoviesCommand.configuration.abstract.prefix(20)),
              let usage = message.firstRange(of: "\n\nUSAGE: movies ")
        else { return message }
        let table = KeyTableDocument.plainText(width: min(78, width))
        return message[..<usage.lowerBound] + "\n" + table + message[usage.lowerBound...]
    }
}
