import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Makes the use cases, repositories, view models and screens of the movies
/// scene: search lists, a film's details, the recent-search suggestions.
@MainActor
final class MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    struct Dependencies {
        let tmdbDataSource: TMDBDataSource
        let moviesQueriesStorage: any MoviesQueriesStorage
        let loadSettings: LoadSettings
        /// `nil` when the screens show no posters.
        let posters: ScenePosters?
        let screens: SceneScreens
        /// Applied to every typed search (`--year`).
        let year: Int?
        /// Whether searches that show results are remembered (not for `--json`).
        let recordsQueries: Bool
        /// The region of the details' certification and offers.
        var watchRegion: WatchRegion?
        /// Plays a video's page detached (the trailer row); says with what.
        let playVideo: @MainActor (String) -> String
        /// Opens a page in the browser detached (`i`); says with what.
        let openWebPage: @MainActor (String) -> String
    }

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    // MARK: - Use cases

    func makeFetchMoviesListUseCase() -> any FetchMoviesListUseCase {
        DefaultFetchMoviesListUseCase(moviesRepository: makeMoviesRepository(), moviesQueriesRepository: makeMoviesQueriesRepository())
    }

    func makeFetchRecentMovieQueriesUseCase() -> any FetchRecentMovieQueriesUseCase {
        DefaultFetchRecentMovieQueriesUseCase(moviesQueriesRepository: makeMoviesQueriesRepository())
    }

    func makeFetchMovieDetailsUseCase() -> any FetchMovieDetailsUseCase {
        DefaultFetchMovieDetailsUseCase(movieDetailsRepository: DefaultMovieDetailsRepository(source: dependencies.tmdbDataSource))
    }

    func makeFetchWatchProvidersUseCase() -> any FetchWatchProvidersUseCase {
        DefaultFetchWatchProvidersUseCase(repository: makeMovieFactsRepository())
    }

    func makeFetchMovieVideosUseCase() -> any FetchByIDUseCase<Movie.Identifier, MovieVideos> {
        let repository = makeMovieFactsRepository()
        return RepositoryFetchByIDUseCase { repository.fetchVideos(movieID: $0, policy: $1) }
    }

    func makeFetchMovieReviewsUseCase() -> any FetchMovieReviewsUseCase {
        DefaultFetchMovieReviewsUseCase(repository: makeMovieFactsRepository())
    }

    // MARK: - Repositories

    func makeMovieFactsRepository() -> any MovieFactsRepository {
        DefaultMovieFactsRepository(source: dependencies.tmdbDataSource)
    }

    func makeMoviesRepository() -> any MoviesRepository {
        DefaultMoviesRepository(source: dependencies.tmdbDataSource)
    }

    func makeMoviesQueriesRepository() -> any MoviesQueriesRepository {
        DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: dependencies.moviesQueriesStorage)
    }

    // MARK: - Screens

    func makeMoviesSearchScreen(query: MovieQuery?, page: Int, actions: MoviesSearchViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: makeFetchMoviesListUseCase(),
            actions: actions,
            settings: dependencies.loadSettings,
            query: query,
            firstPage: page,
            year: dependencies.year,
            recordsQueries: dependencies.recordsQueries,
            fetchPosterImageUseCase: dependencies.posters?.makeFetchPosterImageUseCase(),
            posterWidth: dependencies.posters?.pixelWidth
        )
        let screens = dependencies.screens
        return MoviesListScreen(
            viewModel: viewModel,
            theme: screens.theme,
            // An empty search list at a terminal is there to be typed into.
            startsEditing: screens.isInteractive && query == nil,
            spinnerInterval: screens.spinnerInterval,
            libraryControls: screens.makeLibraryControls()
        )
    }

    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: movie,
            fetchMovieDetailsUseCase: makeFetchMovieDetailsUseCase(),
            actions: actions,
            settings: dependencies.loadSettings,
            fetchPosterImageUseCase: dependencies.posters?.makeFetchPosterImageUseCase(),
            posterWidth: dependencies.posters?.pixelWidth,
            region: dependencies.watchRegion
        )
        let screens = dependencies.screens
        return MovieDetailsScreen(
            viewModel: viewModel, theme: screens.theme, spinnerInterval: screens.spinnerInterval,
            libraryControls: screens.makeLibraryControls()
        )
    }

    func makeMovieVideosScreen(movieID: Movie.Identifier, title: String, actions: MovieVideosViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMovieVideosListViewModel(
            movieID: movieID, title: title, fetchVideosUseCase: makeFetchMovieVideosUseCase(), actions: actions,
            settings: dependencies.loadSettings
        )
        let screens = dependencies.screens
        return FilmDocumentScreen(
            .videos(viewModel), theme: screens.theme, spinnerInterval: screens.spinnerInterval,
            libraryControls: screens.makeLibraryControls()
        )
    }

    func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int, actions: MovieReviewsViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMovieReviewsListViewModel(
            movieID: movieID, title: title, page: page,
            fetchReviewsUseCase: makeFetchMovieReviewsUseCase(), actions: actions, settings: dependencies.loadSettings
        )
        let screens = dependencies.screens
        return FilmDocumentScreen(
            .reviews(viewModel), theme: screens.theme, spinnerInterval: screens.spinnerInterval,
            libraryControls: screens.makeLibraryControls()
        )
    }

    func playVideo(_ address: String) -> String {
        dependencies.playVideo(address)
    }

    func openWebPage(_ address: String) -> String {
        dependencies.openWebPage(address)
    }

    func makeMoviesQueriesSuggestionsListScreen(typedText: Observable<String>, actions: MoviesQueryListViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMoviesQueryListViewModel(
            numberOfQueriesToShow: MoviesQueriesStorageLimits.maxSuggested,
            numberOfQueriesToSearch: MoviesQueriesStorageLimits.maxStored,
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            typedText: typedText,
            actions: actions
        )
        return MoviesQueriesListScreen(viewModel: viewModel, theme: dependencies.screens.theme)
    }

    // MARK: - Flow coordinators

    func makeMoviesSearchFlowCoordinator(
        navigator: MoviesScreenNavigator,
        routes: AppRoutes
    ) -> MoviesSearchFlowCoordinator<MoviesSceneDIContainer, MoviesScreenNavigator> {
        MoviesSearchFlowCoordinator(navigator: navigator, dependencies: self, routes: routes)
    }
}
