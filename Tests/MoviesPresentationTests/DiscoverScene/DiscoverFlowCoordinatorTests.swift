import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct DiscoverFlowCoordinatorTests {
    private final class Dependencies: DiscoverFlowCoordinatorDependencies {
        var homeActions: HomeViewModelActions?
        var listActions: [MoviesBrowseViewModelActions] = []
        var genresActions: GenresViewModelActions?

        func makeHomeScreen(actions: HomeViewModelActions) -> String {
            homeActions = actions
            return "home"
        }

        func makeMoviesBrowseScreen(source: MoviesListSource, page: Int, actions: MoviesBrowseViewModelActions) -> String {
            listActions.append(actions)
            if case .discover(let filter) = source { return "discover \(filter.genres.map(\.name))" }
            return "list \(source)"
        }

        func makeGenresScreen(actions: GenresViewModelActions) -> String {
            genresActions = actions
            return "genres"
        }
    }

    /// The scene started on home over a recording navigator, writing down
    /// the destinations it routes to other scenes.
    @MainActor
    private final class HomeScene {
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        private(set) var routed: [AppDestination] = []
        private var coordinator: DiscoverFlowCoordinator<Dependencies, RecordingSceneNavigator>?

        init() {
            let coordinator = DiscoverFlowCoordinator(
                navigator: navigator, dependencies: dependencies, routes: .popping(navigator, show: { [weak self] in self?.routed.append($0) })
            )
            navigator.setRoot(coordinator.makeHomeScreen())
            self.coordinator = coordinator
        }
    }

    @Test func fromHome_aSectionPushesItsList_andAFilmIsRoutedToTheSearchScene() throws {
        // given
        let home = HomeScene()

        // when
        try #require(home.dependencies.homeActions).showMoviesList(.popular(region: nil))
        try #require(home.dependencies.listActions.last).showMovieDetails(Movie(id: 155, title: "The Dark Knight"))

        // then: the list is this scene's, the film another scene's
        #expect(home.navigator.stack == ["home", "list popular(region: nil)"])
        #expect(home.routed == [.movieDetails(Movie(id: 155, title: "The Dark Knight"))])
    }

    @Test func aGenre_opensItsDiscovery_andBackPops() throws {
        // given
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        let coordinator = DiscoverFlowCoordinator(navigator: navigator, dependencies: dependencies, routes: .popping(navigator))
        navigator.setRoot(coordinator.makeGenresScreen())

        // when
        try #require(dependencies.genresActions).showDiscover(DiscoverFilter(genres: [Genre(id: 18, name: "Drama")]))
        let pushed = navigator.stack
        try #require(dependencies.listActions.last).close()

        // then
        #expect(pushed == ["genres", "discover [\"Drama\"]"])
        #expect(navigator.stack == ["genres"])
    }

    @Test func fromHome_yourListsAreRoutedToTheLibraryScene() throws {
        let home = HomeScene()
        try #require(home.dependencies.homeActions).showLibrary(.watchlist)
        #expect(home.routed == [.library(.watchlist)])
        #expect(home.navigator.stack == ["home"])
    }
}
