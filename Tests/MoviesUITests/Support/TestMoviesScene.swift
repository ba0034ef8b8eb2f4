import MoviesTestSupport
import MoviesDomain
import MoviesPresentation
import MoviesUI
import TextUI
import TextUITesting

/// The movies scene wired as the app wires it (real coordinator, view models
/// and screens) over stub use cases, with still spinners and fixed ages.
@MainActor
final class TestMoviesScene: MoviesSearchFlowCoordinatorDependencies {
    typealias Screen = any MoviesScreen

    let search: StubMoviesListUseCase
    let details: StubMovieDetailsUseCase
    let reviews: StubMovieReviewsUseCase
    let posters: StubPosterImageUseCase?
    let recentQueries: StubRecentQueriesUseCase
    let initialQuery: MovieQuery?
    let theme: MoviesTheme
    /// The region the details show certification and offers for.
    let region: WatchRegion?
    let navigator = MoviesScreenNavigator()
    private(set) var listScreen: MoviesListScreen?
    private var coordinator: MoviesSearchFlowCoordinator<TestMoviesScene, MoviesScreenNavigator>?

    init(
        initialQuery: MovieQuery? = MovieQuery(text: "fixture"),
        search: StubMoviesListUseCase = StubMoviesListUseCase { _ in .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .live)]) },
        details: StubMovieDetailsUseCase = StubMovieDetailsUseCase(details: nil),
        reviews: StubMovieReviewsUseCase = StubMovieReviewsUseCase(pages: MoviesFixtures.parasiteReviewPages),
        posters: StubPosterImageUseCase? = nil,
        recentQueries: [MovieQuery] = MoviesFixtures.recentQueries,
        usesColor: Bool = false,
        region: WatchRegion? = nil
    ) {
        self.region = region
        self.initialQuery = initialQuery
        self.search = search
        self.details = details
        self.reviews = reviews
        self.posters = posters
        self.recentQueries = StubRecentQueriesUseCase(queries: recentQueries)
        self.theme = MoviesTheme(usesColor: usesColor)
    }

    func start() {
        let navigator = navigator
        let routes = AppRoutes(show: { _ in }, close: { [weak navigator] in navigator?.pop() })
        let coordinator = MoviesSearchFlowCoordinator(navigator: navigator, dependencies: self, routes: routes)
        self.coordinator = coordinator
        coordinator.start(query: initialQuery)
    }

    func press(_ keys: Key...) {
        for key in keys {
            _ = navigator.handle(key)
        }
    }

    /// Starts the scene and waits until its first screen has settled, as most tests begin.
    func startAndSettle() async {
        start()
        await settle()
    }

    func settle() async {
        await navigator.waitUntilSettled()
    }

    /// What the user sees in a window of `size`, drawn by the host through
    /// the in-memory terminal.
    func screenLines(at size: Size) -> [String] {
        terminal(showing: size).lines
    }

    /// The cells the navigator draws in a window of `size`, styles included.
    func buffer(at size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        navigator.draw(into: &buffer, in: buffer.bounds)
        return buffer
    }

    func terminal(showing size: Size, colorMode: ColorMode = .none) -> InMemoryTerminal {
        let terminal = InMemoryTerminal(size: size)
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: colorMode)
        host.draw()
        return terminal
    }

    // MARK: - MoviesSearchFlowCoordinatorDependencies

    func makeMovieVideosScreen(movieID: Movie.Identifier, title: String, actions: MovieVideosViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMovieVideosListViewModel(
            movieID: movieID, title: title, fetchVideosUseCase: StubMovieVideosUseCase(videos: MoviesFixtures.parasiteVideos),
            actions: actions, settings: .fixed()
        )
        return FilmDocumentScreen(.videos(viewModel), theme: theme, spinnerInterval: nil)
    }

    func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int, actions: MovieReviewsViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMovieReviewsListViewModel(
            movieID: movieID, title: title, page: page, fetchReviewsUseCase: reviews, actions: actions, settings: .fixed()
        )
        return FilmDocumentScreen(.reviews(viewModel), theme: theme, spinnerInterval: nil)
    }

    /// The addresses the trailer row asked to play.
    private(set) var playedVideos: [String] = []

    /// The pages `i` asked to open.
    private(set) var openedPages: [String] = []

    func openWebPage(_ address: String) -> String {
        openedPages.append(address)
        return "Opened \(address) with test-browser."
    }

    func playVideo(_ address: String) -> String {
        playedVideos.append(address)
        return "Playing \(address) with test-player."
    }

    func makeMoviesSearchScreen(query: MovieQuery?, page: Int, actions: MoviesSearchViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: search, actions: actions, settings: .fixed(), query: query, firstPage: page
        )
        let screen = MoviesListScreen(viewModel: viewModel, theme: theme, startsEditing: true, spinnerInterval: nil)
        listScreen = screen
        return screen
    }

    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: movie,
            fetchMovieDetailsUseCase: details,
            actions: actions,
            settings: .fixed(),
            fetchPosterImageUseCase: posters,
            posterWidth: posters == nil ? nil : 185,
            region: region
        )
        return MovieDetailsScreen(viewModel: viewModel, theme: theme, spinnerInterval: nil)
    }

    func makeMoviesQueriesSuggestionsListScreen(typedText: Observable<String>, actions: MoviesQueryListViewModelActions) -> any MoviesScreen {
        let viewModel = DefaultMoviesQueryListViewModel(
            numberOfQueriesToShow: 10,
            fetchRecentMovieQueriesUseCase: recentQueries,
            typedText: typedText,
            actions: actions
        )
        return MoviesQueriesListScreen(viewModel: viewModel, theme: theme)
    }
}
