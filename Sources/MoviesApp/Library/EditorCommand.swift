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
            guard let words = ShellWords.split(value) else { throw .unclosedQuote(variable: variable) }
            if !words.isEmpty { return EditorCommand(variable: variable, words: words) }
        }
        throw .notSet
    }
}
