import ArgumentParser
import MoviesDomain

/// Says in a sentence why free text given on the command line cannot be
/// searched; the rule itself is `MovieQuery`'s.
enum QueryValidator {
    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    /// - Parameter subject: What is searched by (`title`, `name`), for the sentence.
    static func validate(query: String, subject: String = "title") throws {
        switch MovieQuery.problem(with: query) {
        case nil:
            return
        case .empty:
            let example = subject == "name" ? "movies people \"Christopher Nolan\"" : "movies search \"Inception\""
            throw ValidationError("The search query is empty; give the words to search for, such as \(example).")
        case .tooLong(let length):
            throw ValidationError("The search query is \(length) characters long; at most \(MovieQuery.maximumLength) are allowed.")
        case .controlCharacters:
            throw ValidationError("The search query contains control characters; use plain text.")
        case .invalidText:
            throw ValidationError("The search query is not valid UTF-8 text.")
        }
    }
}
