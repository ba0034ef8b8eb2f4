public import MoviesDomain

/// Owns navigation of the search scene: search lists, the details of a film,
/// and the recent-search suggestions under the query field.
///
/// View models call the actions it hands them; it asks its dependencies for
/// screens and its navigator to show them. Screens of other scenes (a person,
/// related films) are reached through `routes`.
@MainActor
public final class MoviesSearchFlowCoordinator<Dependencies, Navigator>: SceneFlowCoordinator<Dependencies, Navigator>, MoviesSceneFlow
where Dependencies: MoviesSearchFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    private var isShowingSuggestions = false

    /// Shows the search list for `query` (or an empty one) as the root
    /// screen: the scene on its own.
    public func start(query: MovieQuery?) {
        navigator?.setRoot(makeSearchScreen(query: query, page: 1))
    }

    /// Pushes the details of `movie`, as selecting it in the list does.
    public func showMovieDetails(movie: Movie) {
        closeMovieQueriesSuggestions()
        navigator?.push(makeMovieDetailsScreen(movie: movie))
    }

    public func makeSearchScreen(query: MovieQuery?, page: Int) -> Navigator.Screen {
        let routes = routes
        let actions = MoviesSearchViewModelActions(
            showMovieDetails: { [weak self] movie in self?.showMovieDetails(movie: movie) },
            showMovieQueriesSuggestions: { [weak self] typedText, didSelect in
                self?.showMovieQueriesSuggestions(typedText: typedText, didSelect: didSelect)
            },
            closeMovieQueriesSuggestions: { [weak self] in self?.closeMovieQueriesSuggestions() },
            showPeopleSearch: { [weak self] text in
                self?.closeMovieQueriesSuggestions()
                routes.replace(.peopleSearch(text.isEmpty ? nil : text))
            },
            close: routes.close
        )
        return dependencies.makeMoviesSearchScreen(query: query, page: page, actions: actions)
    }

    public func makeMovieDetailsScreen(movie: Movie) -> Navigator.Screen {
        let routes = routes
        let actions = MovieDetailsViewModelActions(
            close: routes.close,
            showPerson: { id, name in routes.show(.person(id: id, name: name)) },
            showMoviesList: { source in routes.show(.moviesList(source)) },
            showSearch: routes.showSearch,
            playVideo: { [dependencies] address in dependencies.playVideo(address) },
            showReviews: { id, title in routes.show(.movieReviews(movieID: id, title: title)) },
            showVideos: { id, title in routes.show(.movieVideos(movieID: id, title: title)) },
            openWebPage: { [dependencies] address in dependencies.openWebPage(address) }
        )
        return dependencies.makeMovieDetailsScreen(movie: movie, actions: actions)
    }

    public func makeMovieVideosScreen(movieID: Movie.Identifier, title: String) -> Navigator.Screen {
        let actions = MovieVideosViewModelActions(
            close: routes.close, showSearch: routes.showSearch,
            playVideo: { [dependencies] address in dependencies.playVideo(address) }
        )
        return dependencies.makeMovieVideosScreen(movieID: movieID, title: title, actions: actions)
    }

    public func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int) -> Navigator.Screen {
        let routes = routes
        let actions = MovieReviewsViewModelActions(
            close: routes.close, showSearch: routes.showSearch,
            showVideos: { id, title in routes.show(.movieVideos(movieID: id, title: title)) }
        )
        return dependencies.makeMovieReviewsScreen(movieID: movieID, title: title, page: page, actions: actions)
    }

    private func showMovieQueriesSuggestions(
        typedText: Observable<String>,
        didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) {
        guard !isShowingSuggestions else { return }
        isShowingSuggestions = true
        let actions = MoviesQueryListViewModelActions(didSelect: didSelect)
        navigator?.present(dependencies.makeMoviesQueriesSuggestionsListScreen(typedText: typedText, actions: actions))
    }

    private func closeMovieQueriesSuggestions() {
        guard isShowingSuggestions else { return }
        isShowingSuggestions = false
        navigator?.dismissPresented()
    }
}
