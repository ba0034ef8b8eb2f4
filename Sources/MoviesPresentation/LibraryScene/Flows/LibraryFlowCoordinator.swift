public import MoviesDomain

/// Owns navigation of the library scene: your watchlist and your seen films.
/// A film opened from them is the movies scene's, reached through `routes`.
@MainActor
public final class LibraryFlowCoordinator<Dependencies: LibraryFlowCoordinatorDependencies>: LibrarySceneFlow {
    private let dependencies: Dependencies
    private let routes: AppRoutes

    public init(dependencies: Dependencies, routes: AppRoutes = .none) {
        self.dependencies = dependencies
        self.routes = routes
    }

    public func makeLibraryListScreen(list: LibraryList) -> Dependencies.Screen {
        let routes = routes
        let actions = LibraryListViewModelActions(
            showMovieDetails: { movie in routes.show(.movieDetails(movie)) },
            close: routes.close,
            showSearch: routes.showSearch
        )
        return dependencies.makeLibraryListScreen(list: list, actions: actions)
    }
}
