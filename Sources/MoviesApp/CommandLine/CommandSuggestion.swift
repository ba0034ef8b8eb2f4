import ArgumentParser

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

    /// Levenshtein distance by characters (insertions, deletions, substitutions).
    /// Two rows, reused: it also ranks every genre of a server's list.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let left = Array(first)
        let right = Array(second)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = previous
        for (index, character) in left.enumerated() {
            current[0] = index + 1
            for column in 1...right.count {
                let cost = character == right[column - 1] ? 0 : 1
                current[column] = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
