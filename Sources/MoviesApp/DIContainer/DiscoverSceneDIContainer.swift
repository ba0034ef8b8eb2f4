import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Makes the use cases, view models and screens of the discover scene: the
/// home screen, TMDB's lists and discoveries, and the genres.
@MainActor
final class DiscoverSceneDIContainer: DiscoverFlowCoordinatorDependencies {
    typealias Dependencies = SceneDependencies

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    // MARK: - Use cases

    func makeFetchMoviesListUseCase() -> any FetchMoviesListUseCase {
        DefaultFetchMoviesListUseCase(
            moviesRepository: DefaultMoviesRepository(source: dependencies.tmdbDataSource),
            moviesQueriesRepository: makeMoviesQueriesRepository()
        )
    }

    func makeFetchGenresUseCase() -> any FetchGenresUseCase {
        DefaultFetchGenresUseCase(genresRepository: DefaultGenresRepository(source: dependencies.tmdbDataSource))
    }

    func makeFetchRecentMovieQueriesUseCase() -> any FetchRecentMovieQueriesUseCase {
        DefaultFetchRecentMovieQueriesUseCase(moviesQueriesRepository: makeMoviesQueriesRepository())
    }

    func makeFetchPosterImageUseCase() -> (any FetchPosterImageUseCase)? {
        dependencies.posterImagesRepository.map { DefaultFetchPosterImageUseCase(posterImagesRepository: $0) }
    }

    private func makeMoviesQueriesRepository() -> any MoviesQueriesRepository {
        DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: dependencies.moviesQueriesStorage)
    }

    // MARK: - Screens

    func makeHomeScreen(actions: HomeViewModelActions) -> any MoviesScreen {
        let options = dependencies.options
        let viewModel = DefaultHomeViewModel(
            fetchMoviesListUseCase: makeFetchMoviesListUseCase(),
            fetchGenresUseCase: makeFetchGenresUseCase(),
            fetchRecentQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            actions: actions,
            formatter: dependencies.formatter,
            wording: dependencies.wording,
            policy: options.policy,
            region: options.region,
            fetchLibraryListUseCase: DefaultFetchLibraryListUseCase(libraryRepository: dependencies.libraryRepository)
        )
        return HomeScreen(viewModel: viewModel, theme: dependencies.theme, startsEditing: options.isInteractive)
    }

    func makeMoviesListScreen(source: MoviesListSource, page: Int, actions: MoviesListViewModelActions) -> any MoviesScreen {
        let options = dependencies.options
        let viewModel = DefaultMoviesListViewModel(
            fetchMoviesListUseCase: makeFetchMoviesListUseCase(),
            actions: actions,
            formatter: dependencies.formatter,
            configuration: MoviesListViewModelConfiguration(
                source: source, firstPage: page, policy: options.policy, wording: dependencies.wording, recordsQueries: false
            ),
            fetchPosterImageUseCase: makeFetchPosterImageUseCase(),
            posterWidth: dependencies.posterPixelWidth
        )
        return MoviesListScreen(
            viewModel: viewModel, theme: dependencies.theme, spinnerInterval: dependencies.options.spinnerInterval,
            libraryControls: dependencies.makeLibraryControls()
        )
    }

    func makeGenresScreen(actions: GenresViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultGenresViewModel(
            fetchGenresUseCase: makeFetchGenresUseCase(),
            actions: actions,
            formatter: dependencies.formatter,
            wording: dependencies.wording,
            policy: dependencies.options.policy
        )
        return GenresScreen(viewModel: viewModel, theme: dependencies.theme)
    }

    // MARK: - Flow coordinators

    func makeDiscoverFlowCoordinator(
        navigator: MoviesScreenNavigator,
        routes: AppRoutes
    ) -> DiscoverFlowCoordinator<DiscoverSceneDIContainer, MoviesScreenNavigator> {
        DiscoverFlowCoordinator(navigator: navigator, dependencies: self, routes: routes)
    }
}
