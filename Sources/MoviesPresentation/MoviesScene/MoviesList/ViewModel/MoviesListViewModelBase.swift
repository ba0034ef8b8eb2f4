import MoviesDomain

/// What every list of films does, whatever it lists: its pages and rows (on
/// the paged loader), their posters, the status line, and opening a film.
///
/// A search (`DefaultMoviesSearchViewModel`) and a browsed list
/// (`DefaultMoviesBrowseViewModel`: TMDB's lists, discoveries, related films,
/// collections) add their own inputs; the screen is the same.
@MainActor
public class MoviesListViewModelBase: MoviesListViewModel {
    let settings: LoadSettings
    private let fetchMoviesListUseCase: any FetchMoviesListUseCase
    private let initialSource: MoviesListSource?
    private let firstPage: Int
    private let recordsQueries: Bool
    private let showMovieDetails: @MainActor (Movie) -> Void
    private let close: @MainActor () -> Void
    private let loader: PagedLoader<MoviesPage, MoviesListItemViewModel>
    /// The posters of the rows on screen, when the list may show posters.
    private let posters: ListPostersLoader?
    /// The rows the view last said it shows beside its poster pane, and the focused one.
    private var shownRows: Range<Int> = 0..<0
    private var focusedRow = 0
    /// What the list shows; `nil` for a search waiting for its query.
    private(set) var source: MoviesListSource?

    public let query = Observable<String>("")
    public let title = Observable<String>("Search")
    public let filters = Observable<String>("")
    public let posterArrived = Observable<Int?>(nil)
    public var items: Observable<[MoviesListItemViewModel]> { loader.rows }
    public var activity: Observable<LoadActivity?> { loader.activity }
    public var status: Observable<StatusLineViewModel> { loader.status }
    public var failure: FailureViewModel? { loader.state.value.failure }
    public var showsPosters: Bool { posters != nil }
    public var currentPage: Int { loader.currentPage }
    public var totalPages: Int { loader.totalPages }
    public var totalResults: Int { loader.totalResults }
    public var hasMorePages: Bool { loader.hasMorePages }
    public var skippedResultCount: Int { loader.pages.reduce(0) { $0 + $1.skippedCount } }
    public var search: (any MoviesSearchViewModel)? { nil }
    public var browse: (any MoviesBrowseViewModel)? { nil }

    /// - Parameters:
    ///   - source: What the list loads when the view loads; `nil` waits for a search.
    ///   - firstPage: The page that first load starts at (1-based).
    ///   - recordsQueries: Whether searches that show results are remembered as recent queries.
    ///   - fetchPosterImageUseCase: Where posters come from; with `posterWidth`,
    ///     the list shows posters.
    init(
        fetchMoviesListUseCase: any FetchMoviesListUseCase,
        source: MoviesListSource?,
        firstPage: Int,
        recordsQueries: Bool,
        settings: LoadSettings,
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        close: @escaping @MainActor () -> Void,
        fetchPosterImageUseCase: (any FetchPosterImageUseCase)?,
        posterWidth: Int?
    ) {
        self.fetchMoviesListUseCase = fetchMoviesListUseCase
        initialSource = source
        self.firstPage = max(1, firstPage)
        self.recordsQueries = recordsQueries
        self.settings = settings
        self.showMovieDetails = showMovieDetails
        self.close = close
        loader = PagedLoader(settings: settings, row: MoviesListItemViewModel.init(movie:))
        if let fetchPosterImageUseCase, let posterWidth, posterWidth > 0 {
            // A poster path names one unchanging picture: a cached copy is never stale.
            posters = ListPostersLoader(fetchPosterImageUseCase: fetchPosterImageUseCase, width: posterWidth, policy: settings.ongoingPolicy)
        } else {
            posters = nil
        }
        posters?.onUpdate = { [weak self] path in self?.posterUpdated(path: path) }
        loader.rows.observe(on: self) { [weak self] _ in self?.rowsChanged() }
    }

    public func viewDidLoad() {
        guard let initialSource else { return }
        show(initialSource, page: firstPage, policy: settings.policy)
    }

    public func didLoadNextPage() { loader.loadNextPage() }

    public func didRefresh() {
        posters?.forgetFailures()
        loader.refresh()
    }

    /// `/`: what a list does depends on what it is.
    public func didStartSearch() {}

    public func didClose() {
        loader.cancel()
        posters?.cancelAll()
        close()
    }

    public func didSelectItem(at index: Int) {
        guard let movie = loader.item(at: index) else { return }
        showMovieDetails(movie)
    }

    public func didShowRows(_ rows: Range<Int>, focusedRow: Int) {
        guard posters != nil, rows != shownRows || focusedRow != self.focusedRow else { return }
        shownRows = rows
        self.focusedRow = focusedRow
        requestPosters()
    }

    public func poster(at index: Int) -> PosterViewModel? {
        guard let posters, let path = posterPath(at: index) else { return nil }
        return posters.poster(path: path)
    }

    public func isPosterPending(at index: Int) -> Bool {
        guard let posters, let path = posterPath(at: index) else { return false }
        return posters.isPending(path: path)
    }

    public func waitUntilIdle() async {
        await loader.waitUntilIdle()
        // Rows that arrived may have started their posters.
        await posters?.waitUntilIdle()
    }

    /// Drops what is shown and loads `source` from `page`; later loads of a
    /// run go to the cache first (`policy` is for the list's first load).
    func show(_ source: MoviesListSource, page: Int = 1, policy: FetchPolicy? = nil) {
        self.source = source
        query.value = source.query?.text ?? ""
        filters.value = MoviesListHeading.filters(for: source)
        title.value = MoviesListHeading.title(for: source)
        let useCase = fetchMoviesListUseCase
        let recordsQueries = recordsQueries
        loader.start(firstPage: page, policy: policy ?? settings.ongoingPolicy) { page, policy in
            useCase.execute(request: MoviesListRequest(source: source, page: page, policy: policy, recordsQuery: recordsQueries))
        }
    }

    private func rowsChanged() {
        if let source {
            title.value = MoviesListHeading.title(for: source, pageHeading: loader.pages.first?.heading)
        }
        // The same rows on screen may now be other films.
        requestPosters()
    }

    /// Asks for the posters of the rows on screen, the focused row's first,
    /// then the nearest to it.
    private func requestPosters() {
        guard let posters else { return }
        let items = items.value
        let rows = shownRows.clamped(to: items.indices)
        let focused = focusedRow
        let order = rows.sorted { (abs($0 - focused), $0) < (abs($1 - focused), $1) }
        posters.show(paths: order.compactMap { items[$0].record.posterPath })
    }

    private func posterPath(at index: Int) -> String? {
        let items = items.value
        guard items.indices.contains(index) else { return nil }
        return items[index].record.posterPath
    }

    private func posterUpdated(path: String) {
        let items = items.value
        guard let row = shownRows.clamped(to: items.indices).first(where: { items[$0].record.posterPath == path }) else { return }
        posterArrived.value = row
    }
}
