/// A TMDB id as typed on the command line: digits only, more than zero.
enum IdentifierArgument {
    /// The id's value, or `nil` when `text` is no id.
    static func value(of text: String) -> Int? {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 else {
            return nil
        }
        return value
    }

    /// The sentence for a bad id of `kind` (`person`), with an example id.
    static func invalidMessage(kind: String, example: Int) -> String {
        "The TMDB \(kind) id must be a positive whole number, such as \(example)."
    }
}
