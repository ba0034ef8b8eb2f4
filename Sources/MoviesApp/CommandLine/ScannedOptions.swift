/// The words after the command name, split into one positional argument and
/// `--name` / `--name value` / `--name=value` options, for
/// `QuickInvocationScanner`. Taking an option removes it, so
/// `isFullyRead` tells whether anything was left that the scanner does not know.
struct ScannedOptions {
    private(set) var positional: String?
    private var flags: Set<String> = []
    private var values: [String: String] = [:]

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
            guard !flags.contains(name), values[name] == nil else { return nil }
            if let equals = word.firstIndex(of: "=") {
                values[name] = String(word[word.index(after: equals)...])
            } else if Self.takesValue(name) {
                guard let value = words.popFirst(), !value.hasPrefix("-") else { return nil }
                values[name] = value
            } else {
                flags.insert(name)
            }
        }
    }

    var isFullyRead: Bool { flags.isEmpty && values.isEmpty }

    /// Whether `--name` was given; `nil`-free because a flag given a value
    /// (`--json=yes`) is left unread and fails `isFullyRead`.
    mutating func flag(_ name: String) -> Bool {
        flags.remove(name) != nil
    }

    /// `.some(nil)` when the option is absent, `.some(text)` when given, and
    /// `nil` when it was given as a bare flag.
    mutating func value(_ name: String) -> String?? {
        if flags.contains(name) { return nil }
        return .some(values.removeValue(forKey: name))
    }

    /// Like `value(_:)`, read as argument-parser's transform for the option reads it.
    mutating func wholeNumber(_ name: String) -> Int?? {
        guard let text = value(name) else { return nil }
        guard let text else { return .some(nil) }
        guard let number = try? NumericArgument.wholeNumber("")(text) else { return nil }
        return .some(number)
    }

    private static let valueOptions: Set<String> = ["page", "select", "year", "timeout", "language"]

    private static func takesValue(_ name: String) -> Bool {
        valueOptions.contains(name)
    }

    /// The name of `--name` or `--name=value`, if it is made of lowercase letters.
    private static func optionName(in word: String) -> String? {
        let name = word.dropFirst(2).prefix { $0 != "=" }
        guard !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) }) else { return nil }
        return String(name)
    }
}
