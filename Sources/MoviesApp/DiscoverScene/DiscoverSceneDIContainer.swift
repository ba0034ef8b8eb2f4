import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Makes the use cases, view models and screens of the discover scene: the
/// home screen, TMDB's lists and discoveries, and the genres.
@MainActor
final class DiscoverSceneDIContainer: DiscoverFlowCoordinatorDependencies {
    struct Dependencies {
        let tmdbDataSource: TMDBDataSource
        /// Home's recent searches.
        let moviesQueriesStorage: any MoviesQueriesStorage
        /// Home's watchlist, seen films and year in film.
        let libraryRepository: any LibraryRepository
        /// Which year is this one, for home's year in film.
        let clock: any LibraryClock
        let loadSettings: LoadSettings
        /// `nil` when the screens show no posters.
        let posters: ScenePosters?
        let screens: SceneScreens
        /// The country TMDB's lists are for (`--region`), such as `GB`.
        let region: String?
    }

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    // MARK: - Use cases

    func makeFetchMoviesListUseCase() -> any FetchMoviesListUseCase {
        DefaultFetchMoviesListUseCase(
            moviesRepository: DefaultMoviesRepository(source: dependencies.tmdbDataSource),
            moviesQueriesRepository: DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: dependencies.moviesQueriesStorage)
        )
    }

    func makeFetchGenresUseCase() -> any FetchGenresUseCase {
        DefaultFetchGenresUseCase(genresRepository: DefaultGenresRepository(source: dependencies.tmdbDataSource))
    }

    func makeFetchRecentMovieQueriesUseCase() -> any FetchRecentMovieQueriesUseCase {
        DefaultFetchRecentMovieQueriesUseCase(
            moviesQueriesRepository: DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: dependencies.moviesQueriesStorage)
        )
    }

    func makeFetchLibraryStatsUseCase() -> any FetchLibraryStatsUseCase {
        DefaultFetchLibraryStatsUseCase(libraryRepository: dependencies.libraryRepository, clock: dependencies.clock)
    }

    // MARK: - Screens

    func makeHomeScreen(actions: HomeViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultHomeViewModel(
            fetchMoviesListUseCase: makeFetchMoviesListUseCase(),
            fetchGenresUseCase: makeFetchGenresUseCase(),
            fetchRecentQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            actions: actions,
            settings: dependencies.loadSettings,
            region: dependencies.region,
            fetchLibraryListUseCase: DefaultFetchLibraryListUseCase(libraryRepository: dependencies.libraryRepository),
            fetchLibraryStatsUseCase: makeFetchLibraryStatsUseCase()
        )
        return HomeScreen(viewModel: viewModel, theme: dependencies.screens.theme, startsEditing: dependencies.screens.isInteractive)
    }

    func makeMoviesBrowseScreen(source: MoviesListSource, page: Int, actions: MoviesBrowseViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMoviesBrowseViewModel(
            fetchMoviesListUseCase: makeFetchMoviesListUseCase(),
            source: source,
            firstPage: page,
            actions: actions,
            settings: dependencies.loadSettings,
            fetchPosterImageUseCase: dependencies.posters?.makeFetchPosterImageUseCase(),
            posterWidth: dependencies.posters?.pixelWidth
        )
        let screens = dependencies.screens
        return MoviesListScreen(
            viewModel: viewModel, theme: screens.theme, spinnerInterval: screens.spinnerInterval,
            libraryControls: screens.makeLibraryControls()
        )
    }

    func makeGenresScreen(actions: GenresViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultGenresViewModel(fetchGenresUseCase: makeFetchGenresUseCase(), actions: actions, settings: dependencies.loadSettings)
        return GenresScreen(viewModel: viewModel, theme: dependencies.screens.theme)
    }

    // MARK: - Flow coordinators

    func makeDiscoverFlowCoordinator(
        navigator: MoviesScreenNavigator,
        routes: AppRoutes
    ) -> DiscoverFlowCoordinator<DiscoverSceneDIContainer, MoviesScreenNavigator> {
        DiscoverFlowCoordinator(navigator: navigator, dependencies: self, routes: routes)
    }
}
