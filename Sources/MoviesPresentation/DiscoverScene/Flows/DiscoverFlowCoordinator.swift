public import MoviesDomain

/// Owns navigation of the discover scene: the home screen, TMDB's lists,
/// discoveries, related films and collections, and the genres.
///
/// A film opened from a list, a search started from home, a person: those
/// are other scenes' screens, reached through `routes`.
@MainActor
public final class DiscoverFlowCoordinator<Dependencies, Navigator>: SceneFlowCoordinator<Dependencies, Navigator>, DiscoverSceneFlow
where Dependencies: DiscoverFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    public func makeHomeScreen() -> Navigator.Screen {
        let routes = routes
        let actions = HomeViewModelActions(
            showMoviesList: { [weak self] source in self?.push(self?.makeMoviesListScreen(source: source, page: 1)) },
            showGenres: { [weak self] in self?.push(self?.makeGenresScreen()) },
            showSearch: { query in routes.show(.search(query)) },
            showPeopleSearch: { text in routes.show(.peopleSearch(text.isEmpty ? nil : text)) },
            showLibrary: { list in routes.show(.library(list)) },
            showStats: { year in routes.show(.stats(year: year)) }
        )
        return dependencies.makeHomeScreen(actions: actions)
    }

    public func makeMoviesListScreen(source: MoviesListSource, page: Int) -> Navigator.Screen {
        dependencies.makeMoviesBrowseScreen(source: source, page: page, actions: routes.filmNavigation)
    }

    public func makeGenresScreen() -> Navigator.Screen {
        let actions = GenresViewModelActions(
            showDiscover: { [weak self] filter in self?.push(self?.makeMoviesListScreen(source: .discover(filter), page: 1)) },
            close: routes.close,
            showSearch: routes.showSearch
        )
        return dependencies.makeGenresScreen(actions: actions)
    }

    private func push(_ screen: Navigator.Screen?) {
        guard let screen else { return }
        navigator?.push(screen)
    }
}
