import ArgumentParser

/// Checks free text given on the command line before anything is fetched.
enum QueryValidator {
    static let maximumQueryLength = 500

    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    static func validate(query: String) throws {
        if query.allSatisfy(\.isWhitespace) {
            throw ValidationError("The search query is empty; give the words to search for, such as movies search \"Inception\".")
        }
        if query.count > maximumQueryLength {
            throw ValidationError("The search query is \(query.count) characters long; at most \(maximumQueryLength) are allowed.")
        }
        if query.unicodeScalars.contains(where: isControl) {
            throw ValidationError("The search query contains control characters; use plain text.")
        }
        if query.unicodeScalars.contains("\u{FFFD}") {
            throw ValidationError("The search query is not valid UTF-8 text.")
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
