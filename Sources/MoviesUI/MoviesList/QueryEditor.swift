import MoviesPresentation
import TextUI

/// The editable query field: typed text, Backspace, Ctrl-U and Ctrl-W.
struct QueryEditor {
    private(set) var text = ""
    private(set) var isActive = false

    /// The longest query accepted, as on the command line.
    static let maximumLength = QueryFieldRules.maximumLength

    mutating func begin(with text: String) {
        self.text = text
        isActive = true
    }

    mutating func end() {
        isActive = false
    }

    /// Applies an editing key; returns `false` for keys that do not edit.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard text.count < Self.maximumLength,
                  character.unicodeScalars.allSatisfy(QueryFieldRules.accepts)
            else { return true }
            text.append(character)
        case .backspace, .ctrl("h"):
            if !text.isEmpty { text.removeLast() }
        case .ctrl("u"):
            text = ""
        case .ctrl("w"):
            deleteLastWord()
        default:
            return false
        }
        return true
    }

    private mutating func deleteLastWord() {
        while text.last?.isWhitespace == true { text.removeLast() }
        while let last = text.last, !last.isWhitespace { text.removeLast() }
    }
}
