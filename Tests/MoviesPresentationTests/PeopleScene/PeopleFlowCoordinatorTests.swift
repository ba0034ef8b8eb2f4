import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct PeopleFlowCoordinatorTests {
    private final class Dependencies: PeopleFlowCoordinatorDependencies {
        var listActions: PeopleListViewModelActions?
        var personActions: [PersonViewModelActions] = []

        func makePeopleListScreen(query: String?, page: Int, actions: PeopleListViewModelActions) -> String {
            listActions = actions
            return "people \(query ?? "-") p\(page)"
        }

        func makePersonScreen(id: Person.Identifier, name: String?, actions: PersonViewModelActions) -> String {
            personActions.append(actions)
            return "person \(id) \(name ?? "?")"
        }
    }

    @Test func aPersonIsPushedHere_andTheirFilmIsRoutedToTheMoviesScene() throws {
        // given
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        var routed: [AppDestination] = []
        let coordinator = PeopleFlowCoordinator(
            navigator: navigator, dependencies: dependencies, routes: .popping(navigator, show: { routed.append($0) })
        )
        navigator.setRoot(coordinator.makePeopleListScreen(query: "nolan", page: 2))

        // when
        try #require(dependencies.listActions).showPerson(PeopleFixtures.nolan)
        try #require(dependencies.personActions.last).showMovieDetails(PeopleFixtures.inception)

        // then
        #expect(navigator.stack == ["people nolan p2", "person 525 Christopher Nolan"])
        #expect(routed == [.movieDetails(PeopleFixtures.inception)])
    }

    @Test func tab_replacesThePeopleSearchWithAFilmSearchForTheSameText() throws {
        // given
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        var replaced: [AppDestination] = []
        let coordinator = PeopleFlowCoordinator(
            navigator: navigator, dependencies: dependencies, routes: .popping(navigator, replace: { replaced.append($0) })
        )
        navigator.setRoot(coordinator.makePeopleListScreen(query: nil, page: 1))

        // when
        try #require(dependencies.listActions).showMovieSearch("heat")
        try #require(dependencies.listActions).showMovieSearch("  ")

        // then
        #expect(replaced == [.search(MovieQuery(text: "heat")), .search(nil)])
    }

    @Test func backPops() throws {
        // given
        let navigator = RecordingSceneNavigator()
        let dependencies = Dependencies()
        let coordinator = PeopleFlowCoordinator(navigator: navigator, dependencies: dependencies, routes: .popping(navigator))
        navigator.setStack(["home", coordinator.makePersonScreen(id: 1, name: nil)])

        // when
        try #require(dependencies.personActions.last).close()

        // then
        #expect(navigator.stack == ["home"])
    }
}
