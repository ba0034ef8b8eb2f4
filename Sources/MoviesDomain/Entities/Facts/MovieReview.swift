/// What one of TMDB's users wrote about a film.
public struct MovieReview: Equatable, Sendable {
    /// TMDB's id of the review; `nil` when not given.
    public let id: String?
    public let author: String
    /// The author's own rating from 0 to 10, where they gave one.
    public let authorRating: Double?
    public let createdAt: Timestamp?
    /// As written: Markdown and some HTML (`ReviewText` reduces it to text).
    public let content: String
    /// The review's page on TMDB.
    public let url: String?

    public init(
        id: String? = nil,
        author: String,
        authorRating: Double? = nil,
        createdAt: Timestamp? = nil,
        content: String,
        url: String? = nil
    ) {
        self.id = id
        self.author = author
        self.authorRating = authorRating
        self.createdAt = createdAt
        self.content = content
        self.url = url
    }
}

/// One page of a film's reviews.
public struct ReviewsPage: Equatable, Sendable {
    /// 1-based.
    public let page: Int
    public let totalPages: Int
    /// How many reviews the film has on TMDB: the count the details show.
    public let totalResults: Int
    public let reviews: [MovieReview]

    public init(page: Int, totalPages: Int, totalResults: Int, reviews: [MovieReview]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.reviews = reviews
    }
}
