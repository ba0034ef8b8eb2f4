public import MoviesDomain

/// Owns navigation of the search scene: search lists, the details of a film,
/// and the recent-search suggestions under the query field.
///
/// View models call the actions it hands them; it asks its dependencies for
/// screens and its navigator to show them. Screens of other scenes (a person,
/// related films) are reached through `routes`.
@MainActor
public final class MoviesSearchFlowCoordinator<Dependencies, Navigator>: SceneFlow
where Dependencies: MoviesSearchFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    private weak var navigator: Navigator?
    private let dependencies: Dependencies
    private let routes: AppRoutes
    private var isShowingSuggestions = false

    public init(navigator: Navigator, dependencies: Dependencies, routes: AppRoutes = .none) {
        self.navigator = navigator
        self.dependencies = dependencies
        self.routes = routes
    }

    /// Shows the search list (the configured first search, if any) as the root screen.
    public func start() {
        navigator?.setRoot(makeMoviesListScreen(source: dependencies.initialSource, page: 1))
    }

    public func makeScreen(for destination: AppDestination) -> Navigator.Screen? {
        switch destination {
        case .search(let query, let page): return makeMoviesListScreen(source: query.map(MoviesListSource.search), page: page)
        case .movieDetails(let movie): return makeMovieDetailsScreen(movie: movie)
        default: return nil
        }
    }

    /// Pushes the details of `movie`, as selecting it in the list does.
    public func showMovieDetails(movie: Movie) {
        closeMovieQueriesSuggestions()
        navigator?.push(makeMovieDetailsScreen(movie: movie))
    }

    private func makeMoviesListScreen(source: MoviesListSource?, page: Int) -> Navigator.Screen {
        let routes = routes
        let actions = MoviesListViewModelActions(
            showMovieDetails: { [weak self] movie in self?.showMovieDetails(movie: movie) },
            showMovieQueriesSuggestions: { [weak self] typedText, didSelect in
                self?.showMovieQueriesSuggestions(typedText: typedText, didSelect: didSelect)
            },
            closeMovieQueriesSuggestions: { [weak self] in self?.closeMovieQueriesSuggestions() },
            showSearch: { routes.show(.search(nil)) },
            showPeopleSearch: { [weak self] text in
                self?.closeMovieQueriesSuggestions()
                routes.replace(.peopleSearch(text.isEmpty ? nil : text))
            },
            close: { [weak self] in self?.navigator?.pop() }
        )
        return dependencies.makeMoviesListScreen(source: source, page: page, actions: actions)
    }

    private func makeMovieDetailsScreen(movie: Movie) -> Navigator.Screen {
        let routes = routes
        let actions = MovieDetailsViewModelActions(
            close: { [weak self] in self?.navigator?.pop() },
            showPerson: { id, name in routes.show(.person(id: id, name: name)) },
            showMoviesList: { source in routes.show(.moviesList(source)) },
            showSearch: { routes.show(.search(nil)) }
        )
        return dependencies.makeMovieDetailsScreen(movie: movie, actions: actions)
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
