import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Makes the use cases of the library scene (watchlist, seen, ratings,
/// export and import) and, for the full-screen UI, its list and diary screens.
@MainActor
final class LibrarySceneDIContainer: LibraryFlowCoordinatorDependencies {
    struct Dependencies {
        let libraryRepository: any LibraryRepository
        /// Your lists: the same library file.
        let filmListsRepository: any FilmListsRepository
        /// Films are fetched through the cached details and search, as every scene fetches them.
        let tmdbDataSource: TMDBDataSource
        let fileCoding: any LibraryFileCoding
        /// How an export may read the details it takes IMDb ids and directors
        /// from: the cache alone for a server, the embedded catalogue too.
        let exportDetailsPolicy: FetchPolicy
        let clock: any LibraryClock
        /// What its screens need (theme, the library keys); `nil` for the commands.
        let screens: SceneScreens?
    }

    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    private var library: any LibraryRepository { dependencies.libraryRepository }
    private var details: any MovieDetailsRepository { DefaultMovieDetailsRepository(source: dependencies.tmdbDataSource) }

    func makeAddToWatchlistUseCase() -> any AddToWatchlistUseCase {
        DefaultAddToWatchlistUseCase(movieDetailsRepository: details, libraryRepository: library, clock: dependencies.clock)
    }

    func makeRemoveFromWatchlistUseCase() -> any RemoveFromWatchlistUseCase {
        DefaultRemoveFromWatchlistUseCase(libraryRepository: library)
    }

    func makeResolveFilmUseCase() -> any ResolveFilmUseCase {
        DefaultResolveFilmUseCase(moviesRepository: DefaultMoviesRepository(source: dependencies.tmdbDataSource))
    }

    func makeFetchFilmListsUseCase() -> any FetchFilmListsUseCase {
        DefaultFetchFilmListsUseCase(repository: dependencies.filmListsRepository)
    }

    func makeManageFilmListsUseCase() -> any ManageFilmListsUseCase {
        DefaultManageFilmListsUseCase(repository: dependencies.filmListsRepository, clock: dependencies.clock)
    }

    func makeEditFilmListUseCase() -> any EditFilmListUseCase {
        DefaultEditFilmListUseCase(movieDetailsRepository: details, libraryRepository: library, repository: dependencies.filmListsRepository)
    }

    func makeFetchDiaryUseCase() -> any FetchDiaryUseCase {
        DefaultFetchDiaryUseCase(libraryRepository: library)
    }

    func makeFetchLibraryStatsUseCase() -> any FetchLibraryStatsUseCase {
        DefaultFetchLibraryStatsUseCase(libraryRepository: library, clock: dependencies.clock)
    }

    func makeLogViewingUseCase() -> any LogViewingUseCase {
        DefaultLogViewingUseCase(movieDetailsRepository: details, libraryRepository: library, clock: dependencies.clock)
    }

    func makeMarkSeenUseCase() -> any MarkSeenUseCase {
        DefaultMarkSeenUseCase(movieDetailsRepository: details, libraryRepository: library, clock: dependencies.clock)
    }

    func makeRemoveViewingsUseCase() -> any RemoveViewingsUseCase {
        DefaultRemoveViewingsUseCase(libraryRepository: library)
    }

    func makeRateMovieUseCase() -> any RateMovieUseCase {
        DefaultRateMovieUseCase(movieDetailsRepository: details, libraryRepository: library, clock: dependencies.clock)
    }

    func makeFetchLibraryListUseCase() -> any FetchLibraryListUseCase {
        DefaultFetchLibraryListUseCase(libraryRepository: library)
    }

    /// One per session: the app container keeps the one its screens share.
    func makeLibraryChangeJournal() -> any LibraryChangeJournal {
        DefaultLibraryChangeJournal(libraryRepository: library, filmListsRepository: dependencies.filmListsRepository)
    }

    func makeFetchLibraryMarksUseCase() -> any FetchLibraryMarksUseCase {
        DefaultFetchLibraryMarksUseCase(libraryRepository: library)
    }

    func makeExportLibraryUseCase() -> any ExportLibraryUseCase {
        DefaultExportLibraryUseCase(
            libraryRepository: library, fileCoding: dependencies.fileCoding, filmListsRepository: dependencies.filmListsRepository,
            movieDetailsRepository: details, detailsPolicy: dependencies.exportDetailsPolicy
        )
    }

    func makeImportLibraryUseCase() -> any ImportLibraryUseCase {
        DefaultImportLibraryUseCase(
            fileCoding: dependencies.fileCoding,
            moviesRepository: DefaultMoviesRepository(source: dependencies.tmdbDataSource),
            movieDetailsRepository: details,
            libraryRepository: library,
            clock: dependencies.clock
        )
    }

    // MARK: - Screens

    private var screenTheme: MoviesTheme { dependencies.screens?.theme ?? MoviesTheme(usesColor: false) }

    func makeLibraryListScreen(list: LibraryList, sort: LibrarySort, actions: LibraryListViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultLibraryListViewModel(list: list, sort: sort, fetchLibraryListUseCase: makeFetchLibraryListUseCase(), actions: actions)
        return LibraryListScreen(viewModel: viewModel, theme: screenTheme, libraryControls: dependencies.screens?.makeLibraryControls())
    }

    func makeDiaryScreen(period: DiaryPeriod, actions: DiaryViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultDiaryViewModel(period: period, fetchDiaryUseCase: makeFetchDiaryUseCase(), actions: actions)
        return DiaryScreen(viewModel: viewModel, theme: screenTheme, libraryControls: dependencies.screens?.makeLibraryControls())
    }

    func makeFilmListsScreen(actions: FilmListsViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultFilmListsViewModel(fetchFilmListsUseCase: makeFetchFilmListsUseCase(), actions: actions)
        return FilmListsScreen(viewModel: viewModel, theme: screenTheme)
    }

    func makeFilmListScreen(name: String, actions: FilmListViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultFilmListViewModel(name: name, fetchFilmListsUseCase: makeFetchFilmListsUseCase(), actions: actions)
        return FilmListScreen(viewModel: viewModel, theme: screenTheme, libraryControls: dependencies.screens?.makeLibraryControls())
    }

    func makeStatsScreen(year: Int?, actions: StatsViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultStatsViewModel(year: year, fetchLibraryStatsUseCase: makeFetchLibraryStatsUseCase(), actions: actions)
        return StatsScreen(viewModel: viewModel, theme: screenTheme)
    }

    // MARK: - Flow coordinators

    func makeLibraryFlowCoordinator(routes: AppRoutes) -> LibraryFlowCoordinator<LibrarySceneDIContainer> {
        LibraryFlowCoordinator(dependencies: self, routes: routes)
    }
}
