import Foundation

extension StubMovieFacts {
    /// TMDB's page size for reviews.
    static let reviewsPageSize = 20

    /// The invented texts reviews cycle through: Markdown, HTML, plain.
    public static let reviewTexts = [
        "A **stub** review with a [link to nowhere](https://example.invalid/review) and _emphasis_.\r\n\r\nSecond paragraph: `code_kept` &amp; more.",
        "<p>Written in HTML.<br/>A second line.</p>",
        "A plain stub review, made up for tests.",
    ]

    /// Page `page` of a film's reviews: `{"page":…,"results":[…],"total_pages":…,"total_results":…}`.
    static func reviews(movieID: Int, page: Int) -> [String: Any] {
        let count = reviewCount(movieID: movieID)
        let pages = (count + reviewsPageSize - 1) / reviewsPageSize
        let first = (page - 1) * reviewsPageSize
        let indices = first < count ? Array(first..<min(count, first + reviewsPageSize)) : []
        return [
            "id": movieID, "page": page, "total_pages": pages, "total_results": count,
            "results": indices.map { review(movieID: movieID, index: $0) },
        ]
    }

    private static func review(movieID: Int, index: Int) -> [String: Any] {
        let id = "stubreview\(movieID)x\(index)"
        let rating: Any = index % 3 == 0 ? NSNull() : Double(5 + index % 6)
        let day = String(format: "%02d", 1 + index % 28)
        return [
            "author": "Stub Reviewer \(index + 1)",
            "author_details": ["name": "", "username": "stubreviewer\(index + 1)", "avatar_path": NSNull(), "rating": rating] as [String: Any],
            "content": reviewTexts[index % reviewTexts.count],
            "created_at": "2021-03-\(day)T12:00:00.000Z",
            "updated_at": "2021-03-\(day)T12:00:00.000Z",
            "id": id,
            "url": "https://www.themoviedb.org/review/\(id)",
        ]
    }

    /// `search/keyword?query=`: the keywords whose names hold the query, case aside.
    static func keywordSearch(query: String) -> [String: Any] {
        let wanted = query.lowercased().trimmingCharacters(in: .whitespaces)
        let found = wanted.isEmpty ? [] : keywords.filter { $0.name.lowercased().contains(wanted) }
        return [
            "page": 1, "total_pages": found.isEmpty ? 0 : 1, "total_results": found.count,
            "results": found.map { ["id": $0.id, "name": $0.name] as [String: Any] },
        ]
    }
}
