import MoviesPresentation
import MoviesUI

/// `movies reviews --json`: one page of reviews, each with its author, their
/// rating (0–10, where given), date, the text as written reduced to plain
/// text, and its page on TMDB.
struct JSONMovieReviewsOutput: Encodable {
    let id: Int
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let reviews: [Review]
    let source: JSONDataSourceOutput

    struct Review: Encodable {
        let author: String
        /// 0 to 10, where the author gave one.
        let rating: Double?
        let date: String?
        let text: String
        let url: String?
    }

    private enum CodingKeys: String, CodingKey {
        case id, page, reviews, source
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    init(id: Int, viewModel: MovieReviewsViewModel, origin: DataOriginViewModel) {
        self.id = id
        page = viewModel.page
        totalPages = viewModel.totalPages
        totalResults = viewModel.totalResults
        reviews = viewModel.items.map { Review(author: $0.author, rating: $0.ratingValue, date: $0.date, text: $0.text, url: $0.url) }
        source = JSONDataSourceOutput(origin: origin)
    }
}
