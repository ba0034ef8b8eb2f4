public import MoviesDomain

/// Lists recent successful searches, newest first, narrowed to those that
/// contain the text being typed.
@MainActor
public final class DefaultMoviesQueryListViewModel: MoviesQueryListViewModel {
    private let numberOfQueriesToShow: Int
    private let numberOfQueriesToSearch: Int
    private let fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase
    private let typedText: Observable<String>?
    private let actions: MoviesQueryListViewModelActions?
    /// Every recent query loaded, and the ones `items` shows.
    private var queries: [MovieQuery] = []
    private var shownQueries: [MovieQuery] = []
    private var loadTask: Task<Void, Never>?

    public let items = Observable<[MoviesQueryListItemViewModel]>([])

    /// - Parameters:
    ///   - numberOfQueriesToShow: The most the list shows: the newest that match.
    ///   - numberOfQueriesToSearch: How many recent queries the typed text is
    ///     matched against (all that are kept, by default the shown number).
    ///   - typedText: the search field's text while it is edited; `nil` shows
    ///     every recent query.
    public init(
        numberOfQueriesToShow: Int,
        numberOfQueriesToSearch: Int? = nil,
        fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase,
        typedText: Observable<String>? = nil,
        actions: MoviesQueryListViewModelActions? = nil
    ) {
        self.numberOfQueriesToShow = numberOfQueriesToShow
        self.numberOfQueriesToSearch = max(numberOfQueriesToShow, numberOfQueriesToSearch ?? numberOfQueriesToShow)
        self.fetchRecentMovieQueriesUseCase = fetchRecentMovieQueriesUseCase
        self.typedText = typedText
        self.actions = actions
    }

    // The load task holds the view model weakly; stop it with the list.
    deinit {
        loadTask?.cancel()
    }

    public func viewWillAppear() {
        loadTask?.cancel()
        let useCase = fetchRecentMovieQueriesUseCase
        let count = numberOfQueriesToSearch
        loadTask = Task { [weak self] in
            // Suggestions are optional: an unreadable history shows an empty list.
            let queries = (try? await useCase.execute(maxCount: count)) ?? []
            guard let self, !Task.isCancelled else { return }
            self.queries = queries
            guard let typedText = self.typedText else {
                self.showQueries(matching: "")
                return
            }
            // Observing calls the block at once with the text typed so far.
            typedText.remove(observer: self)
            typedText.observe(on: self) { [weak self] text in self?.showQueries(matching: text) }
        }
    }

    public func didSelect(itemAt index: Int) {
        guard shownQueries.indices.contains(index) else { return }
        actions?.didSelect(shownQueries[index])
    }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { return }
        }
    }

    /// Keeps the queries whose normalised text contains the normalised
    /// `text` (all of them for blank text), in their newest-first order.
    private func showQueries(matching text: String) {
        let wanted = MovieQuery(text: text).normalizedText
        let matching = Array((wanted.isEmpty ? queries : queries.filter { $0.normalizedText.contains(wanted) }).prefix(numberOfQueriesToShow))
        guard matching != shownQueries || items.value.isEmpty != matching.isEmpty else { return }
        shownQueries = matching
        items.value = matching.map(MoviesQueryListItemViewModel.init(query:))
    }
}
