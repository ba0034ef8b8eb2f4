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

/// Builds the long-lived services once and hands each scene container, in
/// its own `Dependencies`, what it needs.
///
/// The only place, with the scene containers, that knows concrete types.
@MainActor
final class AppDIContainer {
    let configuration: AppConfiguration
    let streams: StandardStreams
    /// Built on first use: only `--verbose` (or MOVIES_LOG=debug) logs anything.
    private(set) lazy var logger = Self.makeLogger(verbose: configuration.verbose)
    /// The cache's stores, opened when first needed.
    let cache: CacheStoresOpener

    init(configuration: AppConfiguration, streams: StandardStreams) {
        self.configuration = configuration
        self.streams = streams
        cache = CacheStoresOpener(
            cacheDirectory: configuration.cacheDirectory, sizeLimitBytes: configuration.cacheLimitBytes, streams: streams
        )
    }

    /// Closes what the run opened, and says what the cache could not store.
    func shutDown() {
        openedLibraryRepository?.close()
        cache.close()
    }

    // MARK: - Network

    /// What answers TMDB's requests: libcurl to the server, or the embedded catalogue.
    private(set) lazy var networkService: any NetworkService = {
        switch configuration.dataSource {
        case .embeddedCatalogue: return EmbeddedCatalogueNetworkService()
        case .server: return CurlNetworkService()
        }
    }()

    private(set) lazy var dataTransferService: any DataTransferService = {
        let baseURL: URL
        switch configuration.dataSource {
        case .embeddedCatalogue: baseURL = EmbeddedCatalogueNetworkService.baseURL
        case .server(let server): baseURL = server
        }
        let config = configuration.networkConfig(baseURL: baseURL)
        return DefaultDataTransferService.tmdb(networkService: networkService, config: config, logger: makeNetworkLogger(for: config))
    }()

    /// The cached TMDB access every scene fetches through.
    private(set) lazy var tmdbDataSource = TMDBDataSource(
        dataTransferService: dataTransferService, cache: cache.stores?.responseCache, language: configuration.language
    )

    /// Recent searches: in the cache, or for this run only when there is none.
    private(set) lazy var moviesQueriesStorage: any MoviesQueriesStorage = cache.stores?.moviesQueriesStorage ?? InMemoryMoviesQueriesStorage()

    /// The redacted request trace of `--verbose`; `nil` otherwise.
    private func makeNetworkLogger(for config: ApiDataNetworkConfig) -> (any NetworkErrorLogger)? {
        configuration.verbose ? DefaultNetworkLogger(logger: logger, redactor: CredentialRedactor(config: config)) : nil
    }

    // MARK: - Posters

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
        return DefaultPosterImagesRepository(
            networkService: CurlNetworkService(),
            imageBaseURL: configuration.imageBaseURL,
            cache: cache.stores?.responseCache,
            timeouts: apiConfig.timeouts,
            logger: makeNetworkLogger(for: apiConfig),
            apiSecrets: CredentialRedactor(config: apiConfig)
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

    /// The library's use cases for its commands and for every screen's library keys.
    private(set) lazy var librarySceneDIContainer = makeLibrarySceneDIContainer(screens: nil)

    /// The library keys' use cases, and the browser for `o` (started
    /// detached, as `movies open` starts it): one set for every screen.
    private lazy var libraryControlsDependencies: LibraryControlsDependencies = {
        let library = librarySceneDIContainer
        let browser = BrowserLauncher(browserVariable: ProcessInfo.processInfo.environment["BROWSER"])
        return LibraryControlsDependencies(
            addToWatchlist: library.makeAddToWatchlistUseCase(),
            removeFromWatchlist: library.makeRemoveFromWatchlistUseCase(),
            markSeen: library.makeMarkSeenUseCase(),
            logViewing: library.makeLogViewingUseCase(),
            rate: library.makeRateMovieUseCase(),
            fetchMarks: library.makeFetchLibraryMarksUseCase(),
            journal: library.makeLibraryChangeJournal(),
            fetchMovieDetails: DefaultFetchMovieDetailsUseCase(movieDetailsRepository: DefaultMovieDetailsRepository(source: tmdbDataSource)),
            lists: FilmListsControls(
                fetch: library.makeFetchFilmListsUseCase(), manage: library.makeManageFilmListsUseCase(), edit: library.makeEditFilmListUseCase()
            ),
            openWebPage: { address in Self.openWebPage(address, with: browser) }
        )
    }()

    /// Opens `address` with `browser`; the status line's one line about it.
    nonisolated private static func openWebPage(_ address: String, with browser: BrowserLauncher) -> String {
        guard let command = browser.open(address) else { return "No browser could be started; the page is \(address) (y copies it)." }
        return "Opened \(address) with \(TextSanitizer.sanitize(command))."
    }

    // MARK: - Scenes

    /// - Parameter routes: Where the film keys of its screens lead; none for one-shot output.
    func makeMoviesSceneDIContainer(options: MoviesSceneOptions, routes: AppRoutes = .none) -> MoviesSceneDIContainer {
        prepareNetwork(for: options)
        return MoviesSceneDIContainer(dependencies: MoviesSceneDIContainer.Dependencies(
            tmdbDataSource: tmdbDataSource,
            moviesQueriesStorage: moviesQueriesStorage,
            loadSettings: loadSettings(options),
            posters: posters(options),
            screens: screens(options, routes: routes),
            year: options.year,
            recordsQueries: options.recordsQueries,
            watchRegion: configuration.watchRegion,
            playVideo: { address in
                let environment = ProcessInfo.processInfo.environment
                let launcher = VideoPlayerLauncher(
                    playerVariable: environment["MOVIES_PLAYER"], browser: BrowserLauncher(browserVariable: environment["BROWSER"])
                )
                return launcher.play(address).sentence(address: address)
            },
            openWebPage: { address in Self.openWebPage(address, with: BrowserLauncher(browserVariable: ProcessInfo.processInfo.environment["BROWSER"])) }
        ))
    }

    /// - Parameter routes: Where the film keys of its screens lead; none for one-shot output.
    func makeDiscoverSceneDIContainer(options: MoviesSceneOptions, routes: AppRoutes = .none) -> DiscoverSceneDIContainer {
        prepareNetwork(for: options)
        return DiscoverSceneDIContainer(dependencies: DiscoverSceneDIContainer.Dependencies(
            tmdbDataSource: tmdbDataSource,
            moviesQueriesStorage: moviesQueriesStorage,
            libraryRepository: libraryRepository,
            clock: SystemLibraryClock(),
            loadSettings: loadSettings(options),
            posters: posters(options),
            screens: screens(options, routes: routes),
            region: options.region
        ))
    }

    /// - Parameter routes: Where the film keys of its screens lead; none for one-shot output.
    func makePeopleSceneDIContainer(options: MoviesSceneOptions, routes: AppRoutes = .none) -> PeopleSceneDIContainer {
        prepareNetwork(for: options)
        return PeopleSceneDIContainer(dependencies: PeopleSceneDIContainer.Dependencies(
            tmdbDataSource: tmdbDataSource, loadSettings: loadSettings(options), posters: posters(options), screens: screens(options, routes: routes)
        ))
    }

    /// An export never asks the network: details come from the cache, or
    /// from the embedded catalogue, which is no network.
    private var exportDetailsPolicy: FetchPolicy {
        if case .embeddedCatalogue = configuration.dataSource { return .automatic }
        return .offline
    }

    /// - Parameter screens: What its list screens need; `nil` for the commands and the library keys.
    func makeLibrarySceneDIContainer(screens: SceneScreens?) -> LibrarySceneDIContainer {
        LibrarySceneDIContainer(dependencies: LibrarySceneDIContainer.Dependencies(
            libraryRepository: libraryRepository,
            filmListsRepository: libraryRepository,
            tmdbDataSource: tmdbDataSource,
            fileCoding: DefaultLibraryFileCoding(),
            exportDetailsPolicy: exportDetailsPolicy,
            clock: SystemLibraryClock(),
            screens: screens
        ))
    }

    /// Lets the network service get ready while the cache opens, when the
    /// first screen is sure to ask the server (`NetworkWarmUp`).
    private func prepareNetwork(for options: MoviesSceneOptions) {
        let dataSource = configuration.dataSource
        if NetworkWarmUp.isWorthwhile(for: options, dataSource: dataSource, cache: cache.access, cacheDirectory: configuration.cacheDirectory) {
            networkService.prepareForRequests()
        }
    }

    private func loadSettings(_ options: MoviesSceneOptions) -> LoadSettings {
        LoadSettings(formatter: FoundationDataAgeFormatter(), wording: configuration.wording, policy: options.policy)
    }

    /// One-shot output has no room for pictures; `none` asks for none;
    /// character cells mean nothing without colour (pixels still show).
    private func posters(_ options: MoviesSceneOptions) -> ScenePosters? {
        guard options.isInteractive, configuration.imagesMode != .none,
              configuration.useColor || configuration.imagesMode.mayUsePixels,
              let repository = posterImagesRepository
        else { return nil }
        return ScenePosters(repository: repository, pixelWidth: posterPixelWidth)
    }

    /// - Parameter routes: Where the film keys of the screens' rows lead (`v`).
    func screens(_ options: MoviesSceneOptions, routes: AppRoutes) -> SceneScreens {
        SceneScreens(theme: theme(options: options), isInteractive: options.isInteractive) { [weak self] in
            guard options.isInteractive, let self else { return nil }
            return DefaultLibraryControlsViewModel(
                dependencies: self.libraryControlsDependencies, actions: LibraryControlsViewModelActions(routes: routes),
                wording: self.configuration.wording, detailsPolicy: options.policy
            )
        }
    }

    // MARK: - Look

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
