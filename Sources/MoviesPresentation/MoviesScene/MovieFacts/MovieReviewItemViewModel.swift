public import MoviesDomain

/// One review as the outputs show it: who, their rating, when, and the text
/// with its Markdown reduced to text (`ReviewText`).
public struct MovieReviewItemViewModel: Equatable, Sendable {
    public let author: String
    /// `8/10`, `7.5/10`; `nil` when the author gave none.
    public let rating: String?
    /// The rating as a number from 0 to 10, for machine-readable output.
    public let ratingValue: Double?
    /// `2021-06-23`, or `nil`.
    public let date: String?
    /// Plain text, paragraphs separated by blank lines.
    public let text: String
    public let url: String?

    public init(_ review: MovieReview) {
        author = review.author
        ratingValue = review.authorRating.flatMap { $0.isFinite && (0...10).contains($0) ? $0 : nil }
        rating = ratingValue.flatMap(Self.ratingText)
        date = review.createdAt?.iso8601UTC.map { String($0.prefix(10)) }
        text = ReviewText.plainText(fromMarkdown: review.content)
        url = review.url
    }

    /// `Jane Doe · 8/10 · 2021-06-23`.
    public var byline: String {
        ([author] + [rating, date].compactMap { $0 }).joined(separator: " · ")
    }

    /// Whole numbers without a point; anything outside 0…10 (or not a
    /// number) is no rating a person gave.
    private static func ratingText(_ value: Double) -> String? {
        guard value.isFinite, (0...10).contains(value) else { return nil }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded))/10" : "\(rounded)/10"
    }
}
