public import MoviesDomain

/// Owns navigation of the search scene: list → details, and the suggestions list.
///
/// View models call the actions it hands them; it asks its dependencies for
/// screens and its navigator to show them.
@MainActor
public final class MoviesSearchFlowCoordinator<Dependencies, Navigator>
where Dependencies: MoviesSearchFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    private weak var navigator: Navigator?
    private let dependencies: Dependencies
    private var isShowingSuggestions = false

    public init(navigator: Navigator, dependencies: Dependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    /// Shows the movies list as the root screen.
    public func start() {
        let actions = MoviesListViewModelActions(
            showMovieDetails: { [weak self] movie in self?.showMovieDetails(movie: movie) },
            showMovieQueriesSuggestions: { [weak self] typedText, didSelect in
                self?.showMovieQueriesSuggestions(typedText: typedText, didSelect: didSelect)
            },
            closeMovieQueriesSuggestions: { [weak self] in self?.closeMovieQueriesSuggestions() }
        )
        navigator?.setRoot(dependencies.makeMoviesListScreen(actions: actions))
    }

    /// Pushes the details of `movie`, as selecting it in the list does.
    public func showMovieDetails(movie: Movie) {
        closeMovieQueriesSuggestions()
        let actions = MovieDetailsViewModelActions(close: { [weak self] in self?.navigator?.pop() })
        navigator?.push(dependencies.makeMovieDetailsScreen(movie: movie, actions: actions))
    }

    private func showMovieQueriesSuggestions(
        typedText: Observable<String>,
        didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) {
        guard !isShowingSuggestions else { return }
        isShowingSuggestions = true
        navigator?.present(dependencies.makeMoviesQueriesSuggestionsListScreen(typedText: typedText, didSelect: didSelect))
    }

    private func closeMovieQueriesSuggestions() {
        guard isShowingSuggestions else { return }
        isShowingSuggestions = false
        navigator?.dismissPresented()
    }
}
