import MoviesPresentation

/// `movies search --json`: one page of results and where it came from.
struct JSONMoviesPageOutput: Encodable, Sendable {
    /// The list's heading (`Trending today`, `More like Inception`, a collection's name).
    let title: String
    let query: String
    let year: Int?
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: JSONDataSourceOutput?
    let results: [JSONMovieOutput]
    /// Results the server sent that could not be read, left out of `results`.
    let skippedResults: Int

    private enum CodingKeys: String, CodingKey {
        case title, query, year, page, source, results
        case skippedResults = "skipped_results"
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
