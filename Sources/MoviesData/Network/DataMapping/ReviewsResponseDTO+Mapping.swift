import MoviesDomain

/// A page of TMDB's reviews of a film: the `reviews` part of its details
/// (page 1), or `movie/{id}/reviews?page=N`.
package struct ReviewsResponseDTO: Decodable, Equatable, Sendable {
    package let page: Int?
    package let totalPages: Int?
    package let totalResults: Int?
    package let results: [ReviewDTO]

    private enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try container.requireAnyKey(.results, .page, failure: "not a page of reviews")
        page = container.decodeLenientInt(forKey: .page)
        totalPages = container.decodeLenientInt(forKey: .totalPages)
        totalResults = container.decodeLenientInt(forKey: .totalResults)
        results = container.decodeLossyList(ReviewDTO.self, forKey: .results) ?? []
    }

    /// One review; one without text says nothing, and is skipped.
    package struct ReviewDTO: Decodable, Equatable, Sendable {
        package let id: String?
        package let author: String?
        package let authorRating: Double?
        package let createdAt: String?
        package let content: String
        package let url: String?

        private enum CodingKeys: String, CodingKey {
            case id, author, content, url
            case authorDetails = "author_details"
            case createdAt = "created_at"
        }

        private enum AuthorDetailsKeys: String, CodingKey {
            case rating, name, username
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            content = try container.decode(String.self, forKey: .content)
            id = container.decodeLenientString(forKey: .id)
            createdAt = container.decodeLenientString(forKey: .createdAt)
            url = container.decodeLenientString(forKey: .url)
            let details = try? container.nestedContainer(keyedBy: AuthorDetailsKeys.self, forKey: .authorDetails)
            authorRating = details?.decodeLenientDouble(forKey: .rating)
            author = container.decodeLenientString(forKey: .author).nonEmpty
                ?? details?.decodeLenientString(forKey: .name).nonEmpty
                ?? details?.decodeLenientString(forKey: .username).nonEmpty
        }
    }
}

extension ReviewsResponseDTO {
    /// TMDB's reviews come twenty a page; a server's thousands are cut here.
    static let pageLimit = 100

    /// The page as asked for: numbered `requestedPage` (a server may say
    /// anything), totals at least what came.
    package func toDomain(requestedPage: Int) -> ReviewsPage {
        let reviews = results.prefix(Self.pageLimit).compactMap { review -> MovieReview? in
            guard Optional(review.content).nonEmpty != nil else { return nil }
            return MovieReview(
                id: review.id.nonEmpty,
                author: review.author ?? "Anonymous",
                authorRating: review.authorRating.flatMap { (0...10).contains($0) ? $0 : nil },
                createdAt: review.createdAt.flatMap(Timestamp.init(iso8601:)),
                content: review.content,
                url: review.url.nonEmpty
            )
        }
        let pages = max(totalPages ?? requestedPage, reviews.isEmpty ? 0 : requestedPage)
        let atLeast = (requestedPage - 1) * MoviesResponseDTO.pageSize + results.count
        return ReviewsPage(
            page: requestedPage,
            totalPages: min(max(0, pages), MoviesResponseDTO.maximumPage),
            totalResults: max(0, totalResults ?? atLeast, reviews.isEmpty ? 0 : atLeast),
            reviews: reviews
        )
    }
}

extension ReviewsResponseDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), members["results"] != nil || members["page"] != nil else { return nil }
        page = PlainJSONLeniency.int(members["page"])
        totalPages = PlainJSONLeniency.int(members["total_pages"])
        totalResults = PlainJSONLeniency.int(members["total_results"])
        results = PlainJSONLeniency.list(members["results"], ReviewDTO.init(plainJSON:)) ?? []
    }
}

extension ReviewsResponseDTO.ReviewDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let content = PlainJSONLeniency.string(members["content"]) else { return nil }
        self.content = content
        id = PlainJSONLeniency.string(members["id"])
        createdAt = PlainJSONLeniency.string(members["created_at"])
        url = PlainJSONLeniency.string(members["url"])
        let details = PlainJSONLeniency.object(members["author_details"])
        authorRating = PlainJSONLeniency.double(details?["rating"])
        author = PlainJSONLeniency.string(members["author"]).nonEmpty
            ?? PlainJSONLeniency.string(details?["name"]).nonEmpty
            ?? PlainJSONLeniency.string(details?["username"]).nonEmpty
    }
}
