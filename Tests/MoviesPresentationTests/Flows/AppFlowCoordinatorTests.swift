import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The route table: every destination is built by its scene, scenes are built
/// only when first reached, and closing and starting a search are the same
/// everywhere.
@MainActor
struct AppFlowCoordinatorTests {
    /// A scene flow that names itself in each screen it makes.
    private final class NamingFlow: MoviesSceneFlow, DiscoverSceneFlow, PeopleSceneFlow, LibrarySceneFlow {
        let name: String
        init(_ name: String) { self.name = name }

        func makeSearchScreen(query: MovieQuery?, page: Int) -> String { "\(name): search \(query?.text ?? "-") p\(page)" }
        func makeMovieDetailsScreen(movie: Movie) -> String { "\(name): film \(movie.id)" }
        func makeMovieVideosScreen(movieID: Movie.Identifier, title: String) -> String { "\(name): videos \(movieID)" }
        func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int) -> String { "\(name): reviews \(movieID) p\(page)" }
        func makeHomeScreen() -> String { "\(name): home" }
        func makeMoviesListScreen(source: MoviesListSource, page: Int) -> String { "\(name): \(MoviesListHeading.title(for: source)) p\(page)" }
        func makeGenresScreen() -> String { "\(name): genres" }
        func makePeopleListScreen(query: String?, page: Int) -> String { "\(name): people \(query ?? "-") p\(page)" }
        func makePersonScreen(id: Person.Identifier, name: String?) -> String { "\(self.name): person \(id)" }
        func makeLibraryListScreen(list: LibraryList, sort: LibrarySort) -> String { "\(name): \(list)" + (sort == .added ? "" : " by \(sort)") }
        func makeDiaryScreen(period: DiaryPeriod) -> String { "\(name): diary \(period)" }
        func makeFilmListsScreen() -> String { "\(name): lists" }
        func makeFilmListScreen(name list: String) -> String { "\(name): list \(list)" }
        func makeStatsScreen(year: Int?) -> String { "\(name): stats \(year.map(String.init) ?? "this year")" }
    }

    private final class Scenes: AppFlowCoordinatorDependencies {
        private(set) var built: [String] = []
        private(set) var routes: AppRoutes?

        func makeMoviesSceneFlow(routes: AppRoutes) -> any MoviesSceneFlow<String> { make("movies", routes) }
        func makeDiscoverSceneFlow(routes: AppRoutes) -> any DiscoverSceneFlow<String> { make("discover", routes) }
        func makePeopleSceneFlow(routes: AppRoutes) -> any PeopleSceneFlow<String> { make("people", routes) }
        func makeLibrarySceneFlow(routes: AppRoutes) -> any LibrarySceneFlow<String> { make("library", routes) }

        private func make(_ name: String, _ routes: AppRoutes) -> NamingFlow {
            built.append(name)
            self.routes = routes
            return NamingFlow(name)
        }
    }

    @Test func everyDestination_isBuiltByTheSceneItBelongsTo() {
        // given
        let navigator = RecordingSceneNavigator()
        let coordinator = AppFlowCoordinator(navigator: navigator, dependencies: Scenes())
        coordinator.start(.home)
        let film = Movie(id: 27205, title: "Inception")

        // when
        let destinations: [AppDestination] = [
            .search(MovieQuery(text: "heat"), page: 2), .movieDetails(film), .movieReviews(movieID: 27205, title: "Inception", page: 2),
            .movieVideos(movieID: 27205, title: "Inception"),
            .moviesList(.trending(.day)), .genres,
            .peopleSearch("nolan"), .person(id: 525, name: "Christopher Nolan"), .library(.watchlist),
            .library(.seen, sort: .title), .diary(.year(2024)), .filmLists, .filmList(name: "Heists"), .stats(year: 2024),
        ]
        destinations.forEach(coordinator.show)

        // then
        #expect(navigator.stack == [
            "discover: home", "movies: search heat p2", "movies: film 27205", "movies: reviews 27205 p2", "movies: videos 27205", "discover: Trending today p1",
            "discover: genres", "people: people nolan p1", "people: person 525", "library: watchlist",
            "library: seen by title", "library: diary year(2024)", "library: lists", "library: list Heists", "library: stats 2024",
        ])
    }

    @Test func aRunThatStaysInOneScene_buildsNoOtherScene_andBuildsItOnce() {
        // given
        let scenes = Scenes()
        let coordinator = AppFlowCoordinator(navigator: RecordingSceneNavigator(), dependencies: scenes)

        // when
        coordinator.start(.search(MovieQuery(text: "the")))
        coordinator.show(.movieDetails(Movie(id: 1, title: "A")))

        // then
        #expect(scenes.built == ["movies"])
    }

    @Test func closingAndStartingASearch_areTheSameForEveryScene() throws {
        // given: a person shown over home
        let navigator = RecordingSceneNavigator()
        let scenes = Scenes()
        let coordinator = AppFlowCoordinator(navigator: navigator, dependencies: scenes)
        coordinator.start(.person(id: 1, name: nil), overHome: true)
        let routes = try #require(scenes.routes)

        // when
        routes.showSearch()
        let searched = navigator.stack
        routes.close()
        routes.close()

        // then
        #expect(searched == ["discover: home", "people: person 1", "movies: search - p1"])
        #expect(navigator.stack == ["discover: home"])
    }
}
