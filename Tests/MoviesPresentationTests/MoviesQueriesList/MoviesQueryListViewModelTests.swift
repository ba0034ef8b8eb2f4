import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct MoviesQueryListViewModelTests {
    private let recent = [
        MovieQuery(text: "The Dark Knight"), MovieQuery(text: "Inception"),
        MovieQuery(text: "Dark City", year: 1998), MovieQuery(text: "Dune", year: 2021),
    ]

    @Test func whenTextIsTyped_onlyRecentQueriesContainingItAreShownNewestFirst() async {
        // given
        let typedText = Observable("")
        let viewModel = makeViewModel(typedText: typedText)
        viewModel.viewWillAppear()
        await viewModel.waitUntilIdle()
        let atFirst = viewModel.items.value.map(\.query)

        // when / then: matched like searches are, case and spacing aside
        typedText.value = "dark"
        #expect(viewModel.items.value.map(\.query) == ["The Dark Knight", "Dark City (1998)"])
        typedText.value = "  DARK   kn"
        #expect(viewModel.items.value.map(\.query) == ["The Dark Knight"])
        typedText.value = "zzz"
        #expect(viewModel.items.value.isEmpty)
        typedText.value = " "
        #expect(viewModel.items.value.map(\.query) == atFirst)
        #expect(atFirst == ["The Dark Knight", "Inception", "Dark City (1998)", "Dune (2021)"])
    }

    @Test func whenTextWasTypedBeforeTheQueriesLoaded_theyArriveAlreadyNarrowed() async {
        // given
        let typedText = Observable("CEP")
        let viewModel = makeViewModel(typedText: typedText)

        // when
        viewModel.viewWillAppear()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.map(\.query) == ["Inception"])
    }

    @Test func whenAnItemOfTheNarrowedListIsPicked_theQueryShownThereIsChosen() async {
        // given
        var picked: [MovieQuery] = []
        let typedText = Observable("")
        let viewModel = makeViewModel(typedText: typedText) { picked.append($0) }
        viewModel.viewWillAppear()
        await viewModel.waitUntilIdle()
        typedText.value = "du"

        // when
        viewModel.didSelect(itemAt: 0)
        viewModel.didSelect(itemAt: 1)

        // then: the row shown, with its year; a row no longer shown picks nothing
        #expect(picked == [MovieQuery(text: "Dune", year: 2021)])
    }

    private func makeViewModel(
        typedText: Observable<String>,
        didSelect: MoviesQueryListViewModelDidSelectAction? = nil
    ) -> DefaultMoviesQueryListViewModel {
        DefaultMoviesQueryListViewModel(
            numberOfQueriesToShow: 10,
            fetchRecentMovieQueriesUseCase: StubRecentQueriesUseCase(queries: recent),
            typedText: typedText,
            actions: didSelect.map(MoviesQueryListViewModelActions.init(didSelect:))
        )
    }

    @Test func ofAHundredRecentQueries_theTenNewestThatMatchAreShown() async {
        // given: 100 kept, the matching ones among the oldest
        let queries = (0..<100).map { MovieQuery(text: $0 >= 80 ? "old match \($0)" : "query \($0)") }
        let typedText = Observable("")
        let viewModel = DefaultMoviesQueryListViewModel(
            numberOfQueriesToShow: 10,
            numberOfQueriesToSearch: 100,
            fetchRecentMovieQueriesUseCase: StubRecentQueriesUseCase(queries: queries),
            typedText: typedText
        )
        viewModel.viewWillAppear()
        await viewModel.waitUntilIdle()

        // when
        let unfiltered = viewModel.items.value.map(\.query)
        typedText.value = "match"

        // then: ten at most, and the narrowing reaches past the ten newest
        #expect(unfiltered == (0..<10).map { "query \($0)" })
        #expect(viewModel.items.value.map(\.query) == (80..<90).map { "old match \($0)" })
    }
}
