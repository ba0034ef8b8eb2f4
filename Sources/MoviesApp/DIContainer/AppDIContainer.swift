#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Logging
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI
import Networking
import TextUI

/// Builds the long-lived services once and hands scene containers what they need.
///
/// The only place, with the scene container, that knows concrete types.
@MainActor
final class AppDIContainer {
    let configuration: AppConfiguration
    let streams: StandardStreams
    /// Built on first use: only `--verbose` (or MOVIES_LOG=debug) logs anything.
    private(set) lazy var logger = Self.makeLogger(verbose: configuration.verbose)

    init(configuration: AppConfiguration, streams: StandardStreams) {
        self.configuration = configuration
        self.streams = streams
    }

    // MARK: - Network

    private(set) lazy var dataTransferService: any DataTransferService = makeDataTransferService()

    private func makeDataTransferService() -> any DataTransferService {
        let networkLogger: (any NetworkErrorLogger)?
        let service: any NetworkService
        let config: ApiDataNetworkConfig
        switch configuration.dataSource {
        case .embeddedCatalogue:
            config = configuration.networkConfig(baseURL: EmbeddedCatalogueNetworkService.baseURL)
            service = EmbeddedCatalogueNetworkService()
        case .server(let baseURL):
            config = configuration.networkConfig(baseURL: baseURL)
            service = CurlNetworkService()
        }
        networkLogger = configuration.verbose
            ? DefaultNetworkLogger(logger: logger, redactor: CredentialRedactor(config: config))
            : nil
        return DefaultDataTransferService.tmdb(networkService: service, config: config, logger: networkLogger)
    }

    // MARK: - Posters

    /// The width in pixels posters are fetched at: TMDB's `w185`, small
    /// (about 15 KiB) yet sharp once shrunk to the columns a terminal gives it.
    /// Posters' width on the image server: enough for character cells
    /// (two pixels a column), or for real pixels at a common cell size.
    var posterPixelWidth: Int {
        configuration.imagesMode.mayUsePixels ? 342 : 185
    }

    private(set) lazy var posterImagesRepository: (any PosterImagesRepository)? = makePosterImagesRepository()

    /// The image host gets a service of its own that carries no credentials.
    /// The embedded catalogue promises no network at all, so it has no posters.
    private func makePosterImagesRepository() -> (any PosterImagesRepository)? {
        guard case .server(let baseURL) = configuration.dataSource else { return nil }
        let apiConfig = configuration.networkConfig(baseURL: baseURL)
        // The API's redactor: should a credential ever show up, it is hidden from the log too.
        let networkLogger: (any NetworkErrorLogger)? = configuration.verbose
            ? DefaultNetworkLogger(logger: logger, redactor: CredentialRedactor(config: apiConfig))
            : nil
        return DefaultPosterImagesRepository(
            networkService: CurlNetworkService(),
            imageBaseURL: configuration.imageBaseURL,
            cache: cacheStores?.responseCache,
            timeouts: apiConfig.timeouts,
            logger: networkLogger,
            apiSecrets: CredentialRedactor(config: apiConfig)
        )
    }

    // MARK: - Persistence

    /// `nil` until first asked for; then the stores, or `.some(nil)` when the cache could not be opened.
    private var openedCacheStores: MoviesCacheStores??

    /// The cache's stores, opened on first use; `nil` when the run goes without a cache.
    var cacheStores: MoviesCacheStores? {
        if let opened = openedCacheStores { return opened }
        let stores = openCacheStores()
        openedCacheStores = .some(stores)
        return stores
    }

    /// Closes what the run opened. `exit()` does not wait for tasks still
    /// holding the database, and an unclosed connection leaves its log behind.
    ///
    /// Then says, once, when a result could not be stored: at the end, so a
    /// full-screen session is not written over.
    func shutDown() {
        openedLibraryRepository?.close()
        guard case .some(.some(let stores)) = openedCacheStores else { return }
        stores.database.close()
        if let reason = stores.responseCache.storeFailureReason {
            streams.printError(
                "movies: results could not be stored in the cache (\(TextSanitizer.sanitize(reason))); "
                    + "they were shown but will not replay offline."
            )
        }
    }

    /// The cache's stores for a command that is about the cache itself
    /// (`cache …`, `recent`): without them it has nothing to do, so failing to
    /// open them is its failure, said once, with no "continuing" notice.
    /// - Throws: `AppError.failure` with the reason.
    func requiredCacheStores() throws -> MoviesCacheStores {
        if case .some(.some(let stores)) = openedCacheStores { return stores }
        do {
            let stores = try makeCacheStores()
            openedCacheStores = .some(stores)
            return stores
        } catch {
            warnIfOthersCanWrite(failedOpen: true)
            throw AppError.failure(TextSanitizer.sanitize(error.description))
        }
    }

    /// Opens the cache, or says once on stderr why the run goes without one.
    private func openCacheStores() -> MoviesCacheStores? {
        do {
            return try makeCacheStores()
        } catch {
            warnIfOthersCanWrite(failedOpen: true)
            // The path comes from the environment: sanitised like any data on the way to a terminal.
            streams.printError("movies: \(TextSanitizer.sanitize(error.description)) Continuing without a cache.")
            return nil
        }
    }

    /// Opens the cache database and builds its stores; says on stderr when a
    /// damaged file was moved aside, and when others may write to the cache directory.
    private func makeCacheStores() throws(MoviesCacheDatabaseError) -> MoviesCacheStores {
        let database = try MoviesCacheDatabase(cacheDirectory: configuration.cacheDirectory)
        if database.directoryIsWritableByOthers {
            warnIfOthersCanWrite(failedOpen: false)
        }
        if let movedAside = database.movedAsideFileURL {
            streams.printError(
                "movies: the cache file was damaged; moved it to \(TextSanitizer.sanitize(movedAside.path)) "
                    + "and started a new one."
            )
        }
        let responseCache = SQLiteResponseCache(database: database, sizeLimitBytes: configuration.cacheLimitBytes)
        return MoviesCacheStores(
            database: database,
            responseCache: StoreFailureRecordingResponseCache(responseCache),
            moviesQueriesStorage: SQLiteMoviesQueriesStorage(database: database)
        )
    }

    /// Warns, once, that others can write to the cache directory: after a
    /// failed open (a planted file is the likeliest cause) only when that is so.
    private func warnIfOthersCanWrite(failedOpen: Bool) {
        guard !failedOpen || MoviesCacheDatabase.isDirectoryWritableByOthers(configuration.cacheDirectory) else { return }
        let directory = TextSanitizer.sanitize(configuration.cacheDirectory.path)
        streams.printError(
            "movies: warning: other users can write to the cache directory \(directory) and plant files in it; "
                + "make it private with chmod 700 \(directory)."
        )
    }

    // MARK: - Library

    /// Opened on first use, in the data directory: never the cache's.
    private var openedLibraryRepository: DefaultLibraryRepository?

    var libraryRepository: DefaultLibraryRepository {
        if let opened = openedLibraryRepository { return opened }
        let repository = DefaultLibraryRepository(directory: configuration.dataDirectory)
        openedLibraryRepository = repository
        return repository
    }

    // MARK: - Scenes

    /// - Parameter options: Given for the full-screen scene (its screens); the commands give none.
    func makeLibrarySceneDIContainer(options: MoviesSceneOptions? = nil) -> LibrarySceneDIContainer {
        LibrarySceneDIContainer(dependencies: LibrarySceneDIContainer.Dependencies(
            libraryRepository: libraryRepository,
            tmdbDataSource: makeTMDBDataSource(cache: cacheStores),
            fileCoding: DefaultLibraryFileCoding(),
            clock: SystemLibraryClock(),
            screens: options.map(makeSceneDependencies(options:))
        ))
    }

    func makeMoviesSceneDIContainer(options: MoviesSceneOptions) -> MoviesSceneDIContainer {
        MoviesSceneDIContainer(dependencies: makeSceneDependencies(options: options))
    }

    func makeDiscoverSceneDIContainer(options: MoviesSceneOptions) -> DiscoverSceneDIContainer {
        DiscoverSceneDIContainer(dependencies: makeSceneDependencies(options: options))
    }

    func makePeopleSceneDIContainer(options: MoviesSceneOptions) -> PeopleSceneDIContainer {
        PeopleSceneDIContainer(dependencies: makeSceneDependencies(options: options))
    }

    /// What every scene container is given; the first one made may start
    /// loading libcurl (see `willRequestFirstThing`).
    private func makeSceneDependencies(options: MoviesSceneOptions) -> SceneDependencies {
        if willRequestFirstThing(options: options) {
            CurlNetworkService.startLoadingLibrary()
        }
        let stores = cacheStores
        // One-shot output has no room for pictures; `none` asks for none;
        // character cells mean nothing without colour (pixels still show).
        let showsPosters = options.isInteractive && configuration.imagesMode != .none
            && (configuration.useColor || configuration.imagesMode.mayUsePixels)
        let posters = showsPosters ? posterImagesRepository : nil
        return SceneDependencies(
            tmdbDataSource: makeTMDBDataSource(cache: stores),
            moviesQueriesStorage: stores?.moviesQueriesStorage ?? InMemoryMoviesQueriesStorage(),
            libraryRepository: libraryRepository,
            posterImagesRepository: posters,
            posterPixelWidth: posters == nil ? nil : posterPixelWidth,
            formatter: FoundationDataAgeFormatter(),
            wording: configuration.wording,
            theme: theme(options: options),
            options: options,
            makeLibraryControls: { [weak self] in
                guard options.isInteractive, let self else { return nil }
                return DefaultLibraryControlsViewModel(dependencies: self.libraryControlsDependencies(), wording: self.configuration.wording)
            }
        )
    }

    /// The library's use cases for the keys of the screens, and the browser
    /// for `o` (started detached, as `movies open` starts it).
    private func libraryControlsDependencies() -> LibraryControlsDependencies {
        let library = makeLibrarySceneDIContainer()
        let browser = BrowserLauncher(browserVariable: ProcessInfo.processInfo.environment["BROWSER"])
        return LibraryControlsDependencies(
            addToWatchlist: library.makeAddToWatchlistUseCase(),
            removeFromWatchlist: library.makeRemoveFromWatchlistUseCase(),
            markSeen: library.makeMarkSeenUseCase(),
            rate: library.makeRateMovieUseCase(),
            fetchMarks: library.makeFetchLibraryMarksUseCase(),
            openWebPage: { address in
                guard let command = browser.open(address) else { return "No browser could be started; the page is \(address) (y copies it)." }
                return "Opened \(address) with \(TextSanitizer.sanitize(command))."
            }
        )
    }

    /// The cached TMDB access every scene fetches through.
    private func makeTMDBDataSource(cache stores: MoviesCacheStores?) -> TMDBDataSource {
        TMDBDataSource(dataTransferService: dataTransferService, cache: stores?.responseCache, language: configuration.language)
    }

    /// Whether the scene's first fetch is sure to go to the server: then
    /// libcurl loads while the cache opens (a cold search is ~2 ms faster).
    /// A run that may be answered by the cache, or that fetches nothing until
    /// the user types (`movies`, `recent`), never loads it early: while it
    /// loads, no thread can start, and exit waits for it.
    private func willRequestFirstThing(options: MoviesSceneOptions) -> Bool {
        guard case .server = configuration.dataSource, options.fetchesAtStart, openedCacheStores == nil else {
            return false
        }
        switch options.policy {
        case .offline: return false
        case .refresh: return true
        case .automatic: return !MoviesCacheDatabase.fileExists(in: configuration.cacheDirectory)
        }
    }

    /// The one theme of a run's screens.
    func theme(options: MoviesSceneOptions) -> MoviesTheme {
        let usesColor = configuration.useColor && options.isInteractive
        return MoviesTheme(
            usesColor: usesColor, backgroundSetting: themeBackground,
            pictures: options.isInteractive ? pictureSetting : PictureSetting(.none)
        )
    }

    /// Shared by every screen's theme: how pictures are drawn, which the
    /// terminal's answers decide (`ImagesMode`).
    private(set) lazy var pictureSetting = PictureSetting(
        configuration.imagesMode.initialDrawing(usesColor: configuration.useColor), colorMode: colorMode
    )

    /// The colours the full-screen UI sends: none without colour (`NO_COLOR`),
    /// otherwise what the terminal's environment says it shows.
    private(set) lazy var colorMode: ColorMode = configuration.useColor ? ColorMode(environment: ProcessInfo.processInfo.environment) : .none

    /// Shared by every screen's theme: the terminal's answer (OSC 11) changes
    /// them all, unless `MOVIES_THEME` chose.
    private(set) lazy var themeBackground = ThemeBackground(chosen: configuration.themeBackground)

    private static func makeLogger(verbose: Bool) -> Logger {
        var logger = Logger(label: "movies") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = verbose ? .debug : .error
        return logger
    }
}

/// The SQLite-backed stores that share one cache database.
struct MoviesCacheStores {
    let database: MoviesCacheDatabase
    let responseCache: StoreFailureRecordingResponseCache
    let moviesQueriesStorage: any MoviesQueriesStorage
}
