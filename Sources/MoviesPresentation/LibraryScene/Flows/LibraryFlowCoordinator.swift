public import MoviesDomain

/// Owns navigation of the library scene: your watchlist, your seen films,
/// your diary and your lists.
/// A film opened from them is the movies scene's, reached through `routes`.
@MainActor
public final class LibraryFlowCoordinator<Dependencies: LibraryFlowCoordinatorDependencies>: LibrarySceneFlow {
    private let dependencies: Dependencies
    private let routes: AppRoutes

    public init(dependencies: Dependencies, routes: AppRoutes = .none) {
        self.dependencies = dependencies
        self.routes = routes
    }

    public func makeLibraryListScreen(list: LibraryList, sort: LibrarySort) -> Dependencies.Screen {
        dependencies.makeLibraryListScreen(list: list, sort: sort, actions: routes.filmNavigation)
    }

    public func makeDiaryScreen(period: DiaryPeriod) -> Dependencies.Screen {
        dependencies.makeDiaryScreen(period: period, actions: routes.filmNavigation)
    }

    public func makeFilmListsScreen() -> Dependencies.Screen {
        let routes = routes
        let actions = FilmListsViewModelActions(
            showFilmList: { name in routes.show(.filmList(name: name)) },
            close: routes.close,
            showSearch: routes.showSearch
        )
        return dependencies.makeFilmListsScreen(actions: actions)
    }

    public func makeFilmListScreen(name: String) -> Dependencies.Screen {
        dependencies.makeFilmListScreen(name: name, actions: routes.filmNavigation)
    }

    public func makeStatsScreen(year: Int?) -> Dependencies.Screen {
        dependencies.makeStatsScreen(year: year, actions: StatsViewModelActions(close: routes.close, showSearch: routes.showSearch))
    }
}
