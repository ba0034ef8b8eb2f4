import MoviesPresentation
import TextUI

/// The text of a search field, edited like a shell line: a cursor that moves
/// by character and by word, deletion either side of it, and a whole-text
/// selection when the field opens, so that typing replaces the old query.
///
/// Text is kept as characters, so the length check, moves and edits cost the
/// same at any length; what may enter is `QueryFieldRules` (the command
/// line's rule), and a paste is one edit, cut at the length limit.
struct QueryFieldEditor {
    private(set) var characters: [Character] = []
    /// Where the next character goes: 0 … `characters.count`.
    private(set) var cursor = 0
    private(set) var isActive = false
    /// The whole text is selected: typing or deleting replaces all of it.
    private(set) var isAllSelected = false
    /// Counts changes of the text, so a caller can tell whether a key changed
    /// it without comparing the text itself (a paste is thousands of keys).
    private(set) var textRevision = 0
    /// What Enter searches; Tab switches it and leaves text, cursor and
    /// field as they are, so nothing runs until Enter.
    private(set) var kind = SearchKind.films

    /// Films or people: what a search field looks for.
    enum SearchKind {
        case films, people
    }

    var text: String { String(characters) }

    /// Starts editing with `text`, all of it selected, searching `kind`.
    mutating func begin(with text: String, kind: SearchKind = .films) {
        self.kind = kind
        // A recent query read back from the cache is held to the same rule as typing.
        characters = Array(text.filter { $0.unicodeScalars.allSatisfy(QueryFieldRules.accepts) }.prefix(QueryFieldRules.maximumLength))
        cursor = characters.count
        isAllSelected = !characters.isEmpty
        isActive = true
    }

    /// Tab: the field searches the other kind; the text and its editing stay.
    mutating func switchKind() {
        kind = kind == .films ? .people : .films
    }

    mutating func end() {
        isActive = false
        isAllSelected = false
    }

    /// Applies a key; returns `false` for keys that do not edit the field.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert(String(character))
            return true
        case .paste(let text):
            insert(text)
            return true
        default:
            break
        }
        guard let command = KeyTable.queryField.command(for: key) else { return false }
        return apply(command)
    }

    /// Inserts typed or pasted text at the cursor as one edit: characters the
    /// field refuses are dropped, and what would pass the length limit is cut.
    mutating func insert(_ typed: String) {
        if isAllSelected { replaceAll() }
        let room = QueryFieldRules.maximumLength - characters.count
        guard room > 0 else { return }
        var accepted: [Character] = []
        // A pasted line break or tab is a space in a one-line field.
        let spaced = typed.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        for character in spaced where character.unicodeScalars.allSatisfy(QueryFieldRules.accepts) {
            accepted.append(character)
            if accepted.count == room { break }
        }
        guard !accepted.isEmpty else { return }
        characters.insert(contentsOf: accepted, at: cursor)
        cursor += accepted.count
        textRevision += 1
    }

    private mutating func apply(_ command: KeyCommand) -> Bool {
        switch command {
        case .cursorLeft: move(to: cursor - 1)
        case .cursorRight: move(to: cursor + 1)
        case .cursorToStart: move(to: 0)
        case .cursorToEnd: move(to: characters.count)
        case .wordLeft: move(to: startOfWord(before: cursor))
        case .wordRight: move(to: endOfWord(after: cursor))
        case .deleteBackwards: delete(isAllSelected ? 0..<characters.count : max(0, cursor - 1)..<cursor)
        case .deleteForwards: delete(isAllSelected ? 0..<characters.count : cursor..<min(characters.count, cursor + 1))
        case .clearQuery: delete(isAllSelected ? 0..<characters.count : 0..<cursor)
        case .deleteToEnd: delete(isAllSelected ? 0..<characters.count : cursor..<characters.count)
        case .deleteWordBackwards: delete(isAllSelected ? 0..<characters.count : startOfWord(before: cursor)..<cursor)
        default: return false
        }
        return true
    }

    private mutating func move(to position: Int) {
        isAllSelected = false
        cursor = min(max(0, position), characters.count)
    }

    private mutating func delete(_ range: Range<Int>) {
        isAllSelected = false
        if !range.isEmpty { textRevision += 1 }
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    private mutating func replaceAll() {
        if !characters.isEmpty { textRevision += 1 }
        characters.removeAll()
        cursor = 0
        isAllSelected = false
    }

    /// The start of the word the cursor is in or after (white space before it skipped).
    private func startOfWord(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    /// The end of the word the cursor is in or before (white space after it skipped).
    private func endOfWord(after position: Int) -> Int {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return index
    }
}
