public import MoviesDomain

/// One page of a film's reviews as the outputs show it.
public struct MovieReviewsViewModel: Equatable, Sendable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let items: [MovieReviewItemViewModel]

    /// Said instead of the reviews when the film has none (exit 0).
    public static let noReviewsSentence = "TMDB's users have not reviewed this film."

    public init(_ reviews: ReviewsPage) {
        page = reviews.page
        totalPages = reviews.totalPages
        totalResults = reviews.totalResults
        items = reviews.reviews.map(MovieReviewItemViewModel.init)
    }

    /// `Reviews 1–20 of 23 (page 1 of 2)`.
    public var heading: String {
        let last = first + items.count - 1
        let pages = totalPages > 1 ? " (page \(page) of \(totalPages); --page for more)" : ""
        return "Reviews \(first)–\(last) of \(totalResults)\(pages)"
    }

    /// TMDB's reviews come 20 to a page.
    static let pageSize = 20

    /// The heading, then each review's byline and its text wrapped by
    /// `wrap` (the caller knows the terminal's width), a blank line between.
    public func plainTextLines(wrap: (String) -> [String]) -> [String] {
        guard !items.isEmpty else { return [Self.noReviewsSentence] }
        var lines = [heading]
        for (offset, item) in items.enumerated() {
            lines.append("")
            lines.append("\(first + offset). \(item.byline)")
            lines.append(contentsOf: wrap(item.text).map { $0.isEmpty ? "" : "   " + $0 })
        }
        return lines
    }

    private var first: Int { (page - 1) * Self.pageSize + 1 }
}
