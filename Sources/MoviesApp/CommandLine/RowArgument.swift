import ArgumentParser

/// `--select N`, the 1-based row a command opens as Enter would (or, for
/// `videos`, plays).
enum RowArgument {
    /// - Parameter row: what a row is, such as `row`, `genre` or `film`.
    static func transform(_ row: String) -> @Sendable (String) throws -> Int {
        NumericArgument.wholeNumber("the number of a \(row), 1 or more")
    }

    /// - Parameter row: what a row is, for the sentence.
    /// - Throws: `ValidationError` for a row before the first.
    static func validate(_ select: Int?, row: String = "row") throws {
        if let select, select < 1 {
            throw ValidationError("--select must be a \(row) number of at least 1.")
        }
    }
}
