import MoviesPresentation
import TextUI

/// What TMDB's users wrote about a film, as a `FilmDocumentScreen` shows it:
/// each review's byline (author, their rating where given, date) and its
/// text wrapped under it, pages appended under the last; one link at the end
/// fetches the next page.
@MainActor
final class MovieReviewsDocument: FilmDocumentContent {
    private let reviews: any MovieReviewsListViewModel

    init(viewModel: any MovieReviewsListViewModel) {
        reviews = viewModel
    }

    var film: (id: Int, title: String) { (reviews.movieID, reviews.title) }
    var heading: String { "Reviews of \(reviews.title)" }
    var viewModel: any DocumentViewModel { reviews }
    var showsFetchedData: Bool { reviews.hasFetchedReviews }
    var showVideos: (() -> Void)? { reviews.didShowVideos }

    func start(owner: AnyObject, changed: @escaping @MainActor () -> Void, note: @escaping @MainActor (String) -> Void) {
        reviews.items.observe(on: owner) { _ in changed() }
        reviews.viewDidLoad()
    }

    /// The one link is "More reviews".
    func follow(_ link: Int) { reviews.didLoadNextPage() }

    /// The count, then each review: its byline, its text indented under it,
    /// a blank line between; the sentence when there are none.
    func lines(width: Int, theme: MoviesTheme, interactive: Bool) -> [DocumentLine] {
        let items = reviews.items.value
        guard reviews.hasFetchedReviews else { return [] }
        guard !items.isEmpty else {
            return [DocumentLine(text: MovieReviewsViewModel.noReviewsSentence, style: theme.secondary)]
        }
        var lines = [DocumentLine(text: "\(items.count) of \(reviews.totalResults) shown", style: theme.secondary)]
        for item in items {
            lines.append(.blank)
            var styled: [StyledLine] = []
            styled.appendWrapped(item.byline, width: width, style: theme.accent)
            for paragraph in item.text.split(separator: "\n", omittingEmptySubsequences: false) {
                styled.appendWrapped(String(paragraph), width: width, indent: 2)
            }
            lines += styled.map { DocumentLine(text: $0.text, style: $0.style) }
        }
        if interactive, reviews.hasMorePages {
            lines.append(.blank)
            lines.append(DocumentLine(text: "More reviews", link: 0))
        }
        return lines
    }
}
