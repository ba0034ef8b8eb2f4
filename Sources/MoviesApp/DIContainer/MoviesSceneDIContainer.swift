#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI
import Networking

/// Makes the use cases, repositories, view models and screens of the movies scene.
@MainActor
final class MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    typealias Dependencies = SceneDependencies

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
        DefaultFetchMovieDetailsUseCase(movieDetailsRepository: makeMovieDetailsRepository())
    }

    func makeFetchPosterImageUseCase() -> (any FetchPosterImageUseCase)? {
        dependencies.posterImagesRepository.map { DefaultFetchPosterImageUseCase(posterImagesRepository: $0) }
    }

    // MARK: - Repositories

    func makeMoviesRepository() -> any MoviesRepository {
        DefaultMoviesRepository(source: dependencies.tmdbDataSource)
    }

    func makeMovieDetailsRepository() -> any MovieDetailsRepository {
        DefaultMovieDetailsRepository(source: dependencies.tmdbDataSource)
    }

    func makeMoviesQueriesRepository() -> any MoviesQueriesRepository {
        DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: dependencies.moviesQueriesStorage)
    }

    // MARK: - Movies list

    /// What the scene's first list shows when the scene starts on its own.
    var initialSource: MoviesListSource? {
        if case .search(let query, _) = dependencies.options.destination { return query.map(MoviesListSource.search) }
        return nil
    }

    func makeMoviesListViewModel(
        source: MoviesListSource?,
        page: Int,
        actions: MoviesListViewModelActions
    ) -> any MoviesListViewModel {
        let options = dependencies.options
        return DefaultMoviesListViewModel(
            fetchMoviesListUseCase: makeFetchMoviesListUseCase(),
            actions: actions,
            formatter: dependencies.formatter,
            configuration: MoviesListViewModelConfiguration(
                source: source,
                firstPage: page,
                year: options.year,
                policy: options.policy,
                wording: dependencies.wording,
                recordsQueries: options.recordsQueries
            ),
            fetchPosterImageUseCase: makeFetchPosterImageUseCase(),
            posterWidth: dependencies.posterPixelWidth
        )
    }

    func makeMoviesListScreen(source: MoviesListSource?, page: Int, actions: MoviesListViewModelActions) -> any MoviesScreen {
        MoviesListScreen(
            viewModel: makeMoviesListViewModel(source: source, page: page, actions: actions),
            theme: dependencies.theme,
            // An empty search list at a terminal is there to be typed into.
            startsEditing: dependencies.options.isInteractive && source == nil,
            spinnerInterval: dependencies.options.spinnerInterval,
            libraryControls: dependencies.makeLibraryControls()
        )
    }

    // MARK: - Movie details

    func makeMovieDetailsViewModel(movie: Movie, actions: MovieDetailsViewModelActions) -> any MovieDetailsViewModel {
        DefaultMovieDetailsViewModel(
            movie: movie,
            fetchMovieDetailsUseCase: makeFetchMovieDetailsUseCase(),
            actions: actions,
            formatter: dependencies.formatter,
            policy: dependencies.options.policy,
            fetchPosterImageUseCase: makeFetchPosterImageUseCase(),
            posterWidth: dependencies.posterPixelWidth,
            wording: dependencies.wording
        )
    }

    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> any MoviesScreen {
        MovieDetailsScreen(
            viewModel: makeMovieDetailsViewModel(movie: movie, actions: actions), theme: dependencies.theme,
            spinnerInterval: dependencies.options.spinnerInterval, libraryControls: dependencies.makeLibraryControls()
        )
    }

    // MARK: - Recent queries

    func makeMoviesQueryListViewModel(
        typedText: Observable<String>?,
        didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) -> any MoviesQueryListViewModel {
        DefaultMoviesQueryListViewModel(
            numberOfQueriesToShow: MoviesQueriesStorageLimits.maxSuggested,
            numberOfQueriesToSearch: MoviesQueriesStorageLimits.maxStored,
            fetchRecentMovieQueriesUseCase: makeFetchRecentMovieQueriesUseCase(),
            typedText: typedText,
            didSelect: didSelect
        )
    }

    func makeMoviesQueriesSuggestionsListScreen(
        typedText: Observable<String>,
        didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) -> any MoviesScreen {
        let viewModel = makeMoviesQueryListViewModel(typedText: typedText, didSelect: didSelect)
        return MoviesQueriesListScreen(viewModel: viewModel, theme: dependencies.theme)
    }

    // MARK: - Flow coordinators

    func makeMoviesSearchFlowCoordinator(
        navigator: MoviesScreenNavigator,
        routes: AppRoutes = .none
    ) -> MoviesSearchFlowCoordinator<MoviesSceneDIContainer, MoviesScreenNavigator> {
        MoviesSearchFlowCoordinator(navigator: navigator, dependencies: self, routes: routes)
    }
}
