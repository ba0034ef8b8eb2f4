import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct MoviesSearchFlowCoordinatorTests {
    @Test func whenStarted_showsMoviesListAsRoot() {
        let (coordinator, navigator, _) = makeCoordinator()

        coordinator.start(query: nil)

        #expect(navigator.stack == ["list"])
    }

    @Test func whenListAsksForDetails_pushesDetailsOfThatMovie() throws {
        // given
        let (coordinator, navigator, dependencies) = makeCoordinator()
        coordinator.start(query: nil)

        // when
        let actions = try #require(dependencies.listActions)
        actions.showMovieDetails(Movie(id: 27205, title: "Inception"))

        // then
        #expect(navigator.stack == ["list", "details 27205"])
    }

    @Test func whenDetailsAsksToClose_popsBackToList() throws {
        // given
        let (coordinator, navigator, dependencies) = makeCoordinator()
        coordinator.start(query: nil)
        let actions = try #require(dependencies.listActions)
        actions.showMovieDetails(Movie(id: 1, title: "A"))

        // when
        let detailsActions = try #require(dependencies.detailsActions)
        detailsActions.close()

        // then
        #expect(navigator.stack == ["list"])
    }

    @Test func whenSuggestionsAreShownTwice_presentsThemOnceAndClosesThem() throws {
        // given
        let (coordinator, navigator, dependencies) = makeCoordinator()
        coordinator.start(query: nil)
        let actions = try #require(dependencies.listActions)

        // when
        actions.showMovieQueriesSuggestions(Observable("")) { _ in }
        actions.showMovieQueriesSuggestions(Observable("")) { _ in }
        let presentedWhileOpen = navigator.presented
        actions.closeMovieQueriesSuggestions()

        // then
        #expect(presentedWhileOpen == ["suggestions"])
        #expect(navigator.presented.isEmpty)
    }

    @Test func whenARecentQueryIsPicked_listViewModelSearchesIt() async throws {
        // given
        let (coordinator, navigator, dependencies) = makeCoordinator()
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))])])
        dependencies.makeListViewModel = { actions in
            DefaultMoviesSearchViewModel(fetchMoviesListUseCase: useCase, actions: actions, settings: .fixed(.rawSeconds))
        }
        coordinator.start(query: nil)
        let viewModel = try #require(dependencies.listViewModel)

        // when
        viewModel.showQueriesSuggestions()
        let select = try #require(dependencies.suggestionSelection)
        select(MovieQuery(text: "Dune", year: 2021))
        await viewModel.waitUntilIdle()

        // then
        #expect(useCase.requests.map(\.source.query) == [MovieQuery(text: "Dune", year: 2021)])
        #expect(navigator.presented.isEmpty)
        #expect(viewModel.items.value.count == 1)
    }

    @Test func whenTheQueryIsEdited_theSuggestionsReceiveTheTextFromAnEmptyStart() throws {
        // given: a list that had searched "Inception"
        let (coordinator, navigator, dependencies) = makeCoordinator()
        let useCase = StubMoviesListUseCase(answers: [])
        dependencies.makeListViewModel = { actions in
            DefaultMoviesSearchViewModel(fetchMoviesListUseCase: useCase, actions: actions, settings: .fixed(.rawSeconds))
        }
        coordinator.start(query: nil)
        let viewModel = try #require(dependencies.listViewModel)
        viewModel.didEditQuery("inception")

        // when
        viewModel.showQueriesSuggestions()
        let typedText = try #require(dependencies.suggestionTypedText)
        let atOpening = typedText.value
        viewModel.didEditQuery("dar")

        // then
        #expect(atOpening == "")
        #expect(typedText.value == "dar")
        #expect(navigator.presented == ["suggestions"])
    }

    @Test func theReviewsRowOfTheDetails_showsTheFilmsReviews_throughTheRouteTable() throws {
        // given
        let navigator = RecordingSceneNavigator()
        let dependencies = RecordingDependencies()
        var shown: [AppDestination] = []
        let coordinator = MoviesSearchFlowCoordinator(
            navigator: navigator, dependencies: dependencies, routes: .popping(navigator, show: { shown.append($0) })
        )
        _ = coordinator.makeMovieDetailsScreen(movie: Movie(id: 496243, title: "Parasite"))
        // when
        try #require(dependencies.detailsActions).showReviews(496243, "Parasite")
        // then
        #expect(shown == [.movieReviews(movieID: 496243, title: "Parasite")])
        // and v shows the film's videos
        try #require(dependencies.detailsActions).showVideos(496243, "Parasite")
        #expect(shown.last == .movieVideos(movieID: 496243, title: "Parasite"))
        #expect(coordinator.makeMovieReviewsScreen(movieID: 496243, title: "Parasite", page: 2) == "reviews 496243 page 2")
    }

    private func makeCoordinator() -> (
        MoviesSearchFlowCoordinator<RecordingDependencies, RecordingSceneNavigator>,
        RecordingSceneNavigator,
        RecordingDependencies
    ) {
        let navigator = RecordingSceneNavigator()
        let dependencies = RecordingDependencies()
        let coordinator = MoviesSearchFlowCoordinator(navigator: navigator, dependencies: dependencies, routes: .popping(navigator))
        return (coordinator, navigator, dependencies)
    }
}

@MainActor
private final class RecordingDependencies: MoviesSearchFlowCoordinatorDependencies {
    var listActions: MoviesSearchViewModelActions?
    var detailsActions: MovieDetailsViewModelActions?
    var videosActions: MovieVideosViewModelActions?
    var suggestionSelection: MoviesQueryListViewModelDidSelectAction?
    var suggestionTypedText: Observable<String>?
    var makeListViewModel: ((MoviesSearchViewModelActions) -> DefaultMoviesSearchViewModel)?
    var listViewModel: DefaultMoviesSearchViewModel?

    func makeMoviesSearchScreen(query: MovieQuery?, page: Int, actions: MoviesSearchViewModelActions) -> String {
        listActions = actions
        listViewModel = makeListViewModel?(actions)
        return "list"
    }

    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> String {
        detailsActions = actions
        return "details \(movie.id)"
    }

    func playVideo(_ address: String) -> String { "played \(address)" }

    func openWebPage(_ address: String) -> String { "opened \(address)" }

    func makeMovieVideosScreen(movieID: Movie.Identifier, title: String, actions: MovieVideosViewModelActions) -> String {
        videosActions = actions
        return "videos \(movieID)"
    }

    func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int, actions: MovieReviewsViewModelActions) -> String {
        "reviews \(movieID) page \(page)"
    }

    func makeMoviesQueriesSuggestionsListScreen(typedText: Observable<String>, actions: MoviesQueryListViewModelActions) -> String {
        suggestionTypedText = typedText
        suggestionSelection = actions.didSelect
        return "suggestions"
    }
}
