/// One page of search results, as TMDB pages them (20 a page, pages from 1).
public struct MoviesPage: Equatable, Sendable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [Movie]

    public init(page: Int, totalPages: Int, totalResults: Int = 0, movies: [Movie]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
    }

    public var hasMorePages: Bool { page < totalPages }
}
