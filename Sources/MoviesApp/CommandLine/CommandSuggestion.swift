import ArgumentParser
import MoviesDomain

/// "Did you mean 'search'?" for a first word that is no command but close to one.
enum CommandSuggestion {
    /// The sentence for `arguments` whose first word is not a command of
    /// `movies` but is within two edits of one; `nil` otherwise.
    static func forMistypedCommand(in arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let commands = MoviesCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !commands.contains(word) else { return nil }
        let ranked = commands.map { (name: $0, distance: editDistance(word.lowercased(), $0)) }.min { $0.distance < $1.distance }
        guard let best = ranked, best.distance <= 2 else {
            return "There is no command '\(word)'."
        }
        return "There is no command '\(word)'; did you mean '\(best.name)'?"
    }

    /// Levenshtein distance by characters (`EditDistance`, its one home).
    static func editDistance(_ first: String, _ second: String) -> Int {
        EditDistance.between(first, second)
    }
}
