public import MoviesDomain

/// A film's reviews, 20 to a page as TMDB serves them: the first page when
/// shown, the next on demand, every shown page again on `r`.
@MainActor
public final class DefaultMovieReviewsListViewModel: MovieReviewsListViewModel {
    public let movieID: Movie.Identifier
    public let title: String
    private let fetchReviewsUseCase: any FetchMovieReviewsUseCase
    private let actions: MovieReviewsViewModelActions?
    private let settings: LoadSettings
    private let firstPage: Int
    private let loader: PagedLoader<ReviewsPage, MovieReviewItemViewModel>

    public var items: Observable<[MovieReviewItemViewModel]> { loader.rows }
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }
    public var totalResults: Int { loader.totalResults }
    public var hasMorePages: Bool { loader.hasMorePages }
    public var hasFetchedReviews: Bool { loader.currentPage > 0 }

    public init(
        movieID: Movie.Identifier,
        title: String,
        page: Int = 1,
        fetchReviewsUseCase: any FetchMovieReviewsUseCase,
        actions: MovieReviewsViewModelActions? = nil,
        settings: LoadSettings
    ) {
        self.movieID = movieID
        self.title = title
        self.firstPage = page
        self.fetchReviewsUseCase = fetchReviewsUseCase
        self.actions = actions
        self.settings = settings
        loader = PagedLoader(settings: settings, subject: .movie(id: movieID), row: MovieReviewItemViewModel.init)
    }

    public func viewDidLoad() {
        let useCase = fetchReviewsUseCase
        let movieID = movieID
        loader.start(firstPage: firstPage, policy: settings.policy) { page, policy in
            useCase.execute(movieID: movieID, page: page, policy: policy)
        }
    }

    public func didLoadNextPage() { loader.loadNextPage() }

    public func didRefresh() { loader.refresh() }

    public func didStartSearch() { actions?.showSearch() }

    public func didShowVideos() { actions?.showVideos(movieID, title) }

    public func didClose() {
        loader.cancel()
        actions?.close()
    }

    public func waitUntilIdle() async { await loader.waitUntilIdle() }
}
