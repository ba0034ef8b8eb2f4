/// One page of a list of films, as TMDB pages them (20 a page, pages from 1).
public struct MoviesPage: Equatable, Sendable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let movies: [Movie]
    /// Results the server sent that could not be read, left out of `movies`.
    public let skippedCount: Int
    /// A name the list has of its own (a collection's), for its heading.
    public let heading: String?

    public init(page: Int, totalPages: Int, totalResults: Int = 0, movies: [Movie], skippedCount: Int = 0, heading: String? = nil) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
        self.skippedCount = skippedCount
        self.heading = heading
    }

    public var hasMorePages: Bool { page < totalPages }
}
