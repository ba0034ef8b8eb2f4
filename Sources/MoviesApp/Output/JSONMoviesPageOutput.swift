import MoviesDomain

/// `movies search --json`: one page of results and where it came from.
struct JSONMoviesPageOutput: Encodable {
    let query: String
    let year: Int?
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let source: JSONDataSourceOutput
    let results: [JSONMovieOutput]

    init(query: MovieQuery, fetched: Fetched<MoviesPage>) {
        self.query = query.text
        self.year = query.year
        self.page = fetched.value.page
        self.totalPages = fetched.value.totalPages
        self.totalResults = fetched.value.totalResults
        self.source = JSONDataSourceOutput(fetched.origin)
        self.results = fetched.value.movies.map(JSONMovieOutput.init(movie:))
    }

    private enum CodingKeys: String, CodingKey {
        case query, year, page, source, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}
