/// A command held in an environment variable (`$VISUAL`, `$EDITOR`,
/// `$MOVIES_PLAYER`) as the words a POSIX shell would make of it, without
/// running a shell: quotes and backslashes keep words together and nothing
/// is expanded or executed, so `mpv --title="a film"` works as typed in a
/// shell and `$(…)` stays text.
enum ShellWords {
    /// The words of `text` as a POSIX shell splits a simple command, without
    /// any expansion: blanks separate words; `'…'` keeps everything as
    /// written; `"…"` keeps everything but a backslash before `"`, `\`, `$`
    /// or a backquote; a backslash elsewhere keeps the next character.
    /// - Returns: `nil` when a quote is left open or the text ends in a backslash.
    static func split(_ text: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var isInWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if isInWord { words.append(word) }
                word = ""
                isInWord = false
            case "'":
                isInWord = true
                guard let quoted = read(&characters, until: "'", escaping: []) else { return nil }
                word += quoted
            case "\"":
                isInWord = true
                guard let quoted = read(&characters, until: "\"", escaping: ["\"", "\\", "$", "`"]) else { return nil }
                word += quoted
            case "\\":
                guard let next = characters.next() else { return nil }
                isInWord = true
                // A backslash before a line break joins the lines, as in a shell.
                if next != "\n" { word.append(next) }
            default:
                isInWord = true
                word.append(character)
            }
        }
        if isInWord { words.append(word) }
        return words
    }

    /// The characters up to the closing `quote` (consumed); inside, a
    /// backslash keeps one of `escaping` as itself and is kept before others.
    /// - Returns: `nil` when the quote is not closed.
    private static func read(_ characters: inout String.Iterator, until quote: Character, escaping: Set<Character>) -> String? {
        var text = ""
        while let character = characters.next() {
            if character == quote { return text }
            if character == "\\", !escaping.isEmpty {
                guard let next = characters.next() else { return nil }
                if !escaping.contains(next) { text.append(character) }
                text.append(next)
            } else {
                text.append(character)
            }
        }
        return nil
    }
}
