/// The words after the command name, split into one positional argument and
/// `--name` / `--name value` / `--name=value` options, for
/// `QuickInvocationScanner`. Taking an option removes it, so
/// `isFullyRead` tells whether anything was left that the scanner does not know.
///
/// Options live in small arrays rather than a `Set` and a `Dictionary`: a
/// command line has a handful, and the first use of those generic types costs
/// more run-time type work than the whole scan.
struct ScannedOptions {
    private(set) var positional: String?
    private var flags: [String] = []
    private var values: [(name: String, value: String)] = []

    /// `nil` when the words use any form argument-parser should judge: a
    /// second positional, a word starting with "-" that is not `--name`, an
    /// option given twice, or an option without its value.
    init?(_ words: ArraySlice<String>) {
        var words = words
        while let word = words.popFirst() {
            guard word.hasPrefix("-") else {
                guard positional == nil else { return nil }
                positional = word
                continue
            }
            guard word.hasPrefix("--"), let name = Self.optionName(in: word) else { return nil }
            guard !flags.contains(name), !values.contains(where: { $0.name == name }) else { return nil }
            if let equals = word.firstIndex(of: "=") {
                values.append((name, String(word[word.index(after: equals)...])))
            } else if Self.takesValue(name) {
                guard let value = words.popFirst(), !value.hasPrefix("-") else { return nil }
                values.append((name, value))
            } else {
                flags.append(name)
            }
        }
    }

    var isFullyRead: Bool { flags.isEmpty && values.isEmpty }

    /// Whether `--name` was given. A flag given a value (`--json=yes`) is not
    /// taken here, so it is left unread and fails `isFullyRead`.
    mutating func flag(_ name: String) -> Bool {
        guard let index = flags.firstIndex(of: name) else { return false }
        flags.remove(at: index)
        return true
    }

    /// `.some(nil)` when the option is absent, `.some(text)` when given, and
    /// `nil` when it was given as a bare flag.
    mutating func value(_ name: String) -> String?? {
        if flags.contains(name) { return nil }
        guard let index = values.firstIndex(where: { $0.name == name }) else { return .some(nil) }
        return .some(values.remove(at: index).value)
    }

    /// Like `value(_:)`, read as argument-parser's transform for the option reads it.
    mutating func wholeNumber(_ name: String) -> Int?? {
        guard let text = value(name) else { return nil }
        guard let text else { return .some(nil) }
        guard let number = try? NumericArgument.wholeNumber("")(text) else { return nil }
        return .some(number)
    }

    private static func takesValue(_ name: String) -> Bool {
        switch name {
        case "page", "select", "year", "timeout", "language": return true
        default: return false
        }
    }

    /// The name of `--name` or `--name=value`, if it is made of lowercase letters.
    private static func optionName(in word: String) -> String? {
        let name = word.dropFirst(2).prefix { $0 != "=" }
        guard !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        return String(name)
    }
}
