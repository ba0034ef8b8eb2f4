import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The two window sizes the screens of the new scenes are checked at.
let sceneGoldenSizes = [Size(width: 80, height: 24), Size(width: 120, height: 40)]

/// The home screen and the genres, drawn at the sizes the issue names.
@MainActor
@Suite struct DiscoverScreensGoldenTests {
    static func homeViewModel() -> DefaultHomeViewModel {
        let lists = StubMoviesListUseCase { request in
            switch request.source {
            case .nowPlaying, .upcoming:
                return .failure(.notSupported(message: "The embedded catalogue cannot know what is playing now or coming soon"))
            default:
                return .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .live)])
            }
        }
        return DefaultHomeViewModel(
            fetchMoviesListUseCase: lists,
            fetchGenresUseCase: StubGenresUseCase.some,
            fetchRecentQueriesUseCase: StubRecentQueriesUseCase(queries: MoviesFixtures.recentQueries),
            settings: .fixed()
        )
    }

    /// A navigator showing `screen`, once its first load has settled.
    static func settledNavigator(showing screen: any MoviesScreen) async -> MoviesScreenNavigator {
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(screen)
        await navigator.waitUntilSettled()
        return navigator
    }

    /// One frame of `navigator` drawn without colour in a window of `size`.
    static func drawn(_ navigator: MoviesScreenNavigator, at size: Size) -> InMemoryTerminal {
        let terminal = InMemoryTerminal(size: size)
        MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none).draw()
        return terminal
    }

    @Test(arguments: sceneGoldenSizes)
    func home_withTheFieldFocused_andEverySection(size: Size) async {
        // given
        let screen = HomeScreen(viewModel: Self.homeViewModel(), theme: MoviesTheme(usesColor: false), startsEditing: true)
        // when
        let navigator = await Self.settledNavigator(showing: screen)
        let terminal = Self.drawn(navigator, at: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("home", size))
    }

    @Test(arguments: sceneGoldenSizes)
    func home_inItsSections_withTheThirdSelected(size: Size) async {
        // given
        let screen = HomeScreen(viewModel: Self.homeViewModel(), theme: MoviesTheme(usesColor: false), startsEditing: true)
        let navigator = await Self.settledNavigator(showing: screen)
        // when: out of the field, two sections down
        _ = navigator.handle(.escape)
        _ = navigator.handle(.down)
        _ = navigator.handle(.down)
        let terminal = Self.drawn(navigator, at: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("home-sections", size))
        #expect(terminal.lines.contains { $0.hasPrefix("› 3. Top rated") })
    }

    @Test(arguments: sceneGoldenSizes)
    func genres_listedNumbered(size: Size) async {
        // given
        let viewModel = DefaultGenresViewModel(fetchGenresUseCase: StubGenresUseCase.some, settings: .fixed())
        let screen = GenresScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false))
        let navigator = await Self.settledNavigator(showing: screen)
        let terminal = Self.drawn(navigator, at: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("genres", size))
    }
}
