import MoviesDomain

/// Owns navigation of the library scene: your watchlist and your seen films.
/// A film opened from them is the movies scene's, reached through `routes`.
@MainActor
public final class LibraryFlowCoordinator<Dependencies, Navigator>: SceneFlow
where Dependencies: LibraryFlowCoordinatorDependencies,
      Navigator: SceneNavigator,
      Navigator.Screen == Dependencies.Screen {
    private weak var navigator: Navigator?
    private let dependencies: Dependencies
    private let routes: AppRoutes

    public init(navigator: Navigator, dependencies: Dependencies, routes: AppRoutes = .none) {
        self.navigator = navigator
        self.dependencies = dependencies
        self.routes = routes
    }

    public func makeScreen(for destination: AppDestination) -> Navigator.Screen? {
        guard case .library(let list) = destination else { return nil }
        let routes = routes
        let actions = LibraryListViewModelActions(
            showMovieDetails: { movie in routes.show(.movieDetails(movie)) },
            close: { [weak self] in self?.navigator?.pop() },
            showSearch: { routes.show(.search(nil)) }
        )
        return dependencies.makeLibraryListScreen(list: list, actions: actions)
    }
}
