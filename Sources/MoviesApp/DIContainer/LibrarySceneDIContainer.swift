import MoviesData
import MoviesDomain

/// Makes the use cases of the library scene (watchlist, seen, ratings,
/// export and import). Its screens come with the full-screen library scene.
@MainActor
final class LibrarySceneDIContainer {
    struct Dependencies {
        let libraryRepository: any LibraryRepository
        /// Films are fetched through the cached details and search, as every scene fetches them.
        let tmdbDataSource: TMDBDataSource
        let fileCoding: any LibraryFileCoding
        let clock: any LibraryClock
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

    func makeFetchLibraryMarksUseCase() -> any FetchLibraryMarksUseCase {
        DefaultFetchLibraryMarksUseCase(libraryRepository: library)
    }

    func makeExportLibraryUseCase() -> any ExportLibraryUseCase {
        DefaultExportLibraryUseCase(libraryRepository: library, fileCoding: dependencies.fileCoding)
    }

    func makeImportLibraryUseCase() -> any ImportLibraryUseCase {
        DefaultImportLibraryUseCase(
            fileCoding: dependencies.fileCoding,
            moviesRepository: DefaultMoviesRepository(source: dependencies.tmdbDataSource),
            libraryRepository: library,
            clock: dependencies.clock
        )
    }
}
