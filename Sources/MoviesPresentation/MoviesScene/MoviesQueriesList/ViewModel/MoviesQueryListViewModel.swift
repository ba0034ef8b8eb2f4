import MoviesDomain

/// What the suggestions list tells its view model.
@MainActor
public protocol MoviesQueryListViewModelInput {
    /// Loads the recent queries.
    func viewWillAppear()
    func didSelect(itemAt index: Int)
}

/// What the suggestions list observes.
@MainActor
public protocol MoviesQueryListViewModelOutput {
    var items: Observable<[MoviesQueryListItemViewModel]> { get }
    func waitUntilIdle() async
}

/// A suggestions-list view model, as the view sees it.
public typealias MoviesQueryListViewModel = MoviesQueryListViewModelInput & MoviesQueryListViewModelOutput

/// Lists recent successful searches, newest first.
@MainActor
public final class DefaultMoviesQueryListViewModel: MoviesQueryListViewModel {
    private let numberOfQueriesToShow: Int
    private let fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase
    private let didSelect: MoviesQueryListViewModelDidSelectAction?
    private var queries: [MovieQuery] = []
    private var loadTask: Task<Void, Never>?

    public let items = Observable<[MoviesQueryListItemViewModel]>([])

    public init(
        numberOfQueriesToShow: Int,
        fetchRecentMovieQueriesUseCase: any FetchRecentMovieQueriesUseCase,
        didSelect: MoviesQueryListViewModelDidSelectAction? = nil
    ) {
        self.numberOfQueriesToShow = numberOfQueriesToShow
        self.fetchRecentMovieQueriesUseCase = fetchRecentMovieQueriesUseCase
        self.didSelect = didSelect
    }

    // The load task holds the view model weakly; stop it with the list.
    deinit {
        loadTask?.cancel()
    }

    public func viewWillAppear() {
        loadTask?.cancel()
        let useCase = fetchRecentMovieQueriesUseCase
        let count = numberOfQueriesToShow
        loadTask = Task { [weak self] in
            // Suggestions are optional: an unreadable history shows an empty list.
            let queries = (try? await useCase.execute(maxCount: count)) ?? []
            guard let self, !Task.isCancelled else { return }
            self.queries = queries
            self.items.value = queries.map(MoviesQueryListItemViewModel.init(query:))
        }
    }

    public func didSelect(itemAt index: Int) {
        guard queries.indices.contains(index) else { return }
        didSelect?(queries[index])
    }

    public func waitUntilIdle() async {
        while let task = loadTask {
            await task.value
            if loadTask == task { return }
        }
    }
}
