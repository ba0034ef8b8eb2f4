import ArgumentParser

/// `--page N` wherever a command shows one page of TMDB's answers: TMDB
/// serves pages 1 to 500 only, whatever `total_pages` says.
enum PageArgument {
    static let pages = 1...500

    static let transform = NumericArgument.wholeNumber("a whole number from 1 to 500")

    /// - Throws: `ValidationError` for a page TMDB does not serve.
    static func validate(_ page: Int) throws {
        guard pages.contains(page) else {
            throw ValidationError("--page must be a whole number from 1 to 500.")
        }
    }
}
