public import MoviesDomain

/// Loads, pages and reports status for a list of films: a search, one of
/// TMDB's lists, a discovery (whose sort and years can change), related films
/// or a collection.
@MainActor
public final class DefaultMoviesListViewModel: MoviesListViewModel {
    private let fetchMoviesListUseCase: any FetchMoviesListUseCase
    private let actions: MoviesListViewModelActions?
    private let formatter: any DataAgeFormatting
    private let configuration: MoviesListViewModelConfiguration
    /// The posters of the rows on screen, when the list may show posters.
    private let posters: ListPostersLoader?
    /// The rows the view last said it shows beside its poster pane, and the focused one.
    private var shownRows: Range<Int> = 0..<0
    private var focusedRow = 0

    public private(set) var currentPage = 0
    public private(set) var totalPages = 1
    public private(set) var totalResults = 0
    public var hasMorePages: Bool { currentPage < totalPages }
    private var pages: [MoviesPage] = []
    private var source: MoviesListSource?
    private var loadTask: Task<Void, Never>?
    /// The search field's text while it is edited, shared with the suggestions.
    private let editedQueryText = Observable("")

    // MARK: - Output

    public let items = Observable<[MoviesListItemViewModel]>([])
    public let loading = Observable<MoviesListViewModelLoading?>(nil)
    public let query = Observable<String>("")
    public let title = Observable<String>("Search")
    public let filters = Observable<String>("")
    public let status = Observable<StatusLineViewModel>(.idle)
    public let failure = Observable<FailureViewModel?>(nil)
    public let posterArrived = Observable<Int?>(nil)
    public var showsPosters: Bool { posters != nil }
    public var isEmpty: Bool { items.value.isEmpty }
    public var queryYear: Int? { source?.query?.year }
    /// Set once the user dropped the year: `--year` no longer applies to new searches.
    private var isYearCleared = false
    public var isSearch: Bool { source == nil || source?.query != nil }
    public var hasFilters: Bool { discoverFilter != nil }
    public var isRelatedList: Bool {
        switch source {
        case .recommendations, .similar: return true
        default: return false
        }
    }
    public var yearsText: String {
        guard let years = discoverFilter?.years else { return "" }
        return years.lowerBound == years.upperBound ? "\(years.lowerBound)" : "\(years.lowerBound)..\(years.upperBound)"
    }
    private var discoverFilter: DiscoverFilter? {
        if case .discover(let filter) = source { return filter }
        return nil
    }
    public var skippedResultCount: Int { pages.reduce(0) { $0 + $1.skippedCount } }
    public let screenTitle = "Movies"
    public let emptyDataTitle = "No results"
    public let searchBarPlaceholder = "Search movies"

    public init(
        fetchMoviesListUseCase: any FetchMoviesListUseCase,
        actions: MoviesListViewModelActions? = nil,
        formatter: any DataAgeFormatting,
        configuration: MoviesListViewModelConfiguration = MoviesListViewModelConfiguration(),
        fetchPosterImageUseCase: (any FetchPosterImageUseCase)? = nil,
        posterWidth: Int? = nil
    ) {
        self.fetchMoviesListUseCase = fetchMoviesListUseCase
        self.actions = actions
        self.formatter = formatter
        self.configuration = configuration
        if let fetchPosterImageUseCase, let posterWidth, posterWidth > 0 {
            // A poster path names one unchanging picture: a cached copy is never stale.
            let loader = ListPostersLoader(
                fetchPosterImageUseCase: fetchPosterImageUseCase, width: posterWidth,
                policy: configuration.policy == .offline ? .offline : .automatic
            )
            self.posters = loader
            loader.onUpdate = { [weak self] path in self?.posterUpdated(path: path) }
        } else {
            self.posters = nil
        }
    }

    // The load task holds the view model weakly, so nothing else would stop a
    // search that outlives its screen from running to the end.
    deinit {
        loadTask?.cancel()
    }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { break }
        }
        // Rows that arrived may have started their posters.
        await posters?.waitUntilIdle()
    }

    // MARK: - Private

    private var ongoingPolicy: FetchPolicy {
        configuration.policy == .offline ? .offline : .automatic
    }

    private var movies: [Movie] { pages.flatMap(\.movies) }

    private func resetPages() {
        currentPage = 0
        totalPages = 1
        totalResults = 0
        pages.removeAll()
        items.value = []
        requestPosters()
    }

    /// Adds a page, or puts a page already shown in its place (a fresher copy).
    private func appendPage(_ moviesPage: MoviesPage) {
        totalPages = moviesPage.totalPages
        totalResults = moviesPage.totalResults
        pages = pages.filter { $0.page != moviesPage.page } + [moviesPage]
        pages.sort { $0.page < $1.page }
        currentPage = pages.last?.page ?? moviesPage.page
        items.value = movies.map(MoviesListItemViewModel.init(movie:))
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

    private func load(
        _ source: MoviesListSource,
        page: Int,
        loading kind: MoviesListViewModelLoading,
        policy: FetchPolicy
    ) {
        loadTask?.cancel()
        self.source = source
        query.value = source.query?.text ?? ""
        title.value = MoviesListHeading.title(for: source, pageHeading: pages.first?.heading)
        filters.value = MoviesListHeading.filters(for: source)
        loading.value = kind
        failure.value = nil
        status.value = kind == .nextPage
            ? StatusLineViewModel(kind: .loading, text: "Loading more…")
            : .loading
        let stream = fetchMoviesListUseCase.execute(
            request: MoviesListRequest(source: source, page: page, policy: policy, recordsQuery: configuration.recordsQueries)
        )
        loadTask = Task { [weak self] in
            do {
                for try await fetched in stream {
                    guard let self, !Task.isCancelled else { return }
                    self.appendPage(fetched.value)
                    self.title.value = MoviesListHeading.title(for: source, pageHeading: fetched.value.heading)
                    self.status.value = .describing(
                        fetched.origin, formatter: self.formatter, wording: self.configuration.wording
                    )
                }
            } catch {
                guard let self, !Task.isCancelled else { return }
                self.handle(error)
            }
            guard let self, !Task.isCancelled else { return }
            self.loading.value = nil
        }
    }

    private func handle(_ error: any Error) {
        let repositoryError = MoviesErrorMessage.repositoryError(from: error)
        guard repositoryError != .cancelled else { return }
        let failure = FailureViewModel(repositoryError, wording: configuration.wording, policy: configuration.policy)
        self.failure.value = failure
        status.value = .failure(failure)
    }
}

// MARK: - Input

extension DefaultMoviesListViewModel {
    public func viewDidLoad() {
        guard let source = configuration.source else { return }
        resetPages()
        load(source, page: configuration.firstPage, loading: .fullScreen, policy: configuration.policy)
    }

    public func didLoadNextPage() {
        guard let source, hasMorePages, loading.value == nil else { return }
        load(source, page: currentPage + 1, loading: .nextPage, policy: ongoingPolicy)
    }

    public func didSearch(query text: String) {
        guard !text.allSatisfy(\.isWhitespace) else { return }
        // Editing the text keeps the year the search was narrowed to.
        update(source: .search(MovieQuery(text: text, year: queryYear ?? (isYearCleared ? nil : configuration.year))))
    }

    public func didStartSearch() {
        guard !isSearch else { return showQueriesSuggestions() }
        actions?.showSearch?()
    }

    public func didSwitchToPeopleSearch(query text: String) {
        actions?.showPeopleSearch?(text)
    }

    public func didToggleRelated() {
        switch source {
        case .recommendations(let id, let title): update(source: .similar(movieID: id, title: title))
        case .similar(let id, let title): update(source: .recommendations(movieID: id, title: title))
        default: return
        }
    }

    public func didClose() {
        loadTask?.cancel()
        posters?.cancelAll()
        actions?.close()
    }

    public func didCycleSort() {
        guard var filter = discoverFilter else { return }
        let sorts = DiscoverSort.allCases
        let next = ((sorts.firstIndex(of: filter.sort) ?? 0) + 1) % sorts.count
        filter.sort = sorts[next]
        update(source: .discover(filter))
    }

    public func didChangeYears(text: String) -> String? {
        guard var filter = discoverFilter else { return nil }
        switch YearRangeText.parse(text) {
        case .success(let years):
            guard filter.years != years else { return nil }
            filter.years = years
            update(source: .discover(filter))
            return nil
        case .failure(let problem):
            return problem.sentence
        }
    }

    public func didClearYear() {
        isYearCleared = true
        guard let query = source?.query, query.year != nil else { return }
        update(source: .search(MovieQuery(text: query.text)))
    }

    public func didCancelSearch() {
        loadTask?.cancel()
        loadTask = nil
        loading.value = nil
        if status.value.kind == .loading { status.value = .idle }
    }

    /// Asks again for every page shown, one after another, replacing each in
    /// place: the rows stay (and the selection with them) until fresher ones
    /// arrive, and the status says "Refreshing…" until the last one has. A
    /// refresh while one is in flight starts nothing (holding `r` must not
    /// flood a server that does not answer).
    public func didRefresh() {
        guard let source, loading.value != .refresh else { return }
        posters?.forgetFailures()
        let shownPages = pages.isEmpty ? [configuration.firstPage] : pages.map(\.page)
        let policy: FetchPolicy = configuration.policy == .offline ? .offline : .refresh
        loadTask?.cancel()
        loading.value = pages.isEmpty ? .fullScreen : .refresh
        failure.value = nil
        status.value = StatusLineViewModel(kind: .loading, text: "Refreshing…")
        let useCase = fetchMoviesListUseCase
        let records = configuration.recordsQueries
        loadTask = Task { [weak self] in
            var lastOrigin: DataOrigin?
            for page in shownPages {
                let stream = useCase.execute(request: MoviesListRequest(source: source, page: page, policy: policy, recordsQuery: records))
                do {
                    for try await fetched in stream {
                        guard let self, !Task.isCancelled else { return }
                        self.appendPage(fetched.value)
                        lastOrigin = fetched.origin
                    }
                } catch {
                    guard let self, !Task.isCancelled else { return }
                    self.handle(error)
                    self.loading.value = nil
                    return
                }
            }
            guard let self, !Task.isCancelled else { return }
            if let lastOrigin {
                self.status.value = .describing(lastOrigin, formatter: self.formatter, wording: self.configuration.wording)
            }
            self.loading.value = nil
        }
    }

    public func showQueriesSuggestions() {
        // Until the first edit every recent query is offered, not only those
        // that contain the query already in the field.
        editedQueryText.value = ""
        actions?.showMovieQueriesSuggestions(editedQueryText) { [weak self] query in
            self?.update(source: .search(query))
        }
    }

    public func didEditQuery(_ text: String) {
        editedQueryText.value = text
    }

    public func closeQueriesSuggestions() {
        actions?.closeMovieQueriesSuggestions()
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

    public func didSelectItem(at index: Int) {
        let movies = movies
        guard movies.indices.contains(index) else { return }
        actions?.showMovieDetails(movies[index])
    }

    private func update(source: MoviesListSource) {
        actions?.closeMovieQueriesSuggestions()
        resetPages()
        load(source, page: 1, loading: .fullScreen, policy: ongoingPolicy)
    }
}
