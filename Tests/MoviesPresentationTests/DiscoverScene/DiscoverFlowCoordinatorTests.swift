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

    @Test func fromHome_aSectionPushesItsList_andAFilmIsRoutedToTheSearchScene() throws {
        // given
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        var routed: [AppDestination] = []
        let coordinator = DiscoverFlowCoordinator(
            navigator: navigator, dependencies: dependencies, routes: .popping(navigator, show: { routed.append($0) })
        )
        navigator.setRoot(coordinator.makeHomeScreen())

        // when
        try #require(dependencies.homeActions).showMoviesList(.popular(region: nil))
        try #require(dependencies.listActions.last).showMovieDetails(Movie(id: 155, title: "The Dark Knight"))

        // then: the list is this scene's, the film another scene's
        #expect(navigator.stack == ["home", "list popular(region: nil)"])
        #expect(routed == [.movieDetails(Movie(id: 155, title: "The Dark Knight"))])
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
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        var routed: [AppDestination] = []
        let coordinator = DiscoverFlowCoordinator(
            navigator: navigator, dependencies: dependencies, routes: .popping(navigator, show: { routed.append($0) })
        )
        navigator.setRoot(coordinator.makeHomeScreen())
        try #require(dependencies.homeActions).showLibrary(.watchlist)
        #expect(routed == [.library(.watchlist)])
        #expect(navigator.stack == ["home"])
    }
}
