/// The user's editor, as `$VISUAL`, else `$EDITOR`, names it: the program
/// and its options as words, split as a shell splits a word list (spaces
/// apart, quotes and backslashes keep them together) but never run by a
/// shell, so nothing in the variable is expanded or executed.
struct EditorCommand: Equatable {
    /// The variable the command came from (`VISUAL` or `EDITOR`).
    let variable: String
    /// The program, then its options; the file goes after them.
    let words: [String]

    /// Why no command came from the environment.
    enum Failure: Error, Equatable {
        /// Neither variable holds anything but blanks: there is no editor to guess.
        case notSet
        /// The variable's quotes or backslash are not closed.
        case unclosedQuote(variable: String)
    }

    /// `$VISUAL` when it holds a command, else `$EDITOR`; no other editor is guessed.
    /// - Throws: `Failure`.
    static func from(environment: [String: String]) throws(Failure) -> EditorCommand {
        for variable in ["VISUAL", "EDITOR"] {
            guard let value = environment[variable] else { continue }
            guard let words = splitWords(value) else { throw .unclosedQuote(variable: variable) }
            if !words.isEmpty { return EditorCommand(variable: variable, words: words) }
        }
        throw .notSet
    }

    /// The words of `text` as a POSIX shell splits a simple command, without
    /// any expansion: blanks separate words; `'…'` keeps everything as
    /// written; `"…"` keeps everything but a backslash before `"`, `\`, `$`
    /// or a backquote; a backslash elsewhere keeps the next character.
    /// - Returns: `nil` when a quote is left open or the text ends in a backslash.
    static func splitWords(_ text: String) -> [String]? {
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
