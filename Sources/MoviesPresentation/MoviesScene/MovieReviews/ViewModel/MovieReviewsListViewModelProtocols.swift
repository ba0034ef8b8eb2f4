public import MoviesDomain

/// What the reviews screen tells its view model.
@MainActor
public protocol MovieReviewsListViewModelInput: ScreenViewModelInput {
    /// Fetches the first page of reviews.
    func viewDidLoad()
    /// Fetches the next page, when there is one.
    func didLoadNextPage()
    /// `v`: the film's videos.
    func didShowVideos()
}

/// What the reviews screen shows.
@MainActor
public protocol MovieReviewsListViewModelOutput: LoadingViewModelOutput {
    /// The film the reviews are of.
    var movieID: Movie.Identifier { get }
    var title: String { get }
    /// The reviews of every page shown, in TMDB's order.
    var items: Observable<[MovieReviewItemViewModel]> { get }
    /// How many reviews the film has on TMDB.
    var totalResults: Int { get }
    var hasMorePages: Bool { get }
    /// Whether a page of reviews came (an empty one included).
    var hasFetchedReviews: Bool { get }
}

/// The reviews of one film, page by page.
public typealias MovieReviewsListViewModel = MovieReviewsListViewModelInput & MovieReviewsListViewModelOutput
