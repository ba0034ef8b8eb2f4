import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct MoviesSearchViewModelTests {
    private func makeViewModel(
        _ useCase: StubMoviesListUseCase,
        actions: MoviesSearchViewModelActions? = nil,
        query: MovieQuery? = nil,
        firstPage: Int = 1,
        policy: FetchPolicy = .automatic
    ) -> DefaultMoviesSearchViewModel {
        DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: useCase,
            actions: actions,
            settings: .fixed(.rawSeconds, policy: policy),
            query: query,
            firstPage: firstPage
        )
    }

    @Test func whenSearchReturnsFirstPage_showsItemsAndHasMorePages() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 2, ids: [1, 2]))])])
        let viewModel = makeViewModel(useCase)

        // when
        viewModel.didSearch(query: "Inception")
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.map(\.title) == ["Movie 1", "Movie 2"])
        #expect(viewModel.currentPage == 1)
        #expect(viewModel.hasMorePages)
        #expect(viewModel.activity.value == nil)
        #expect(viewModel.status.value.kind == .live && viewModel.status.value.text == "live")
        #expect(viewModel.status.value.origin?.kind == "live")
        #expect(useCase.requests.first?.source.query == MovieQuery(text: "Inception"))
    }

    @Test func whenLoadingNextPage_appendsItsItems() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 2, ids: [1]))]),
            .pages([MoviesFixtures.live(MoviesFixtures.page(2, of: 2, ids: [2]))]),
        ])
        let viewModel = makeViewModel(useCase)
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()

        // when
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.map(\.title) == ["Movie 1", "Movie 2"])
        #expect(useCase.requests.map(\.page) == [1, 2])
        #expect(!viewModel.hasMorePages)
    }

    @Test func whenLastPageIsShown_loadingNextPageAsksNothing() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))])])
        let viewModel = makeViewModel(useCase)
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()

        // when
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()

        // then
        #expect(useCase.requests.count == 1)
        #expect(!viewModel.hasMorePages)
    }

    @Test func whenCachedPageThenFreshPage_showsFreshAfterCached() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([
            MoviesFixtures.cached(MoviesFixtures.page(1, of: 1, ids: [1]), at: 60),
            MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [7, 8])),
        ])])
        let viewModel = makeViewModel(useCase)
        var seenTitles: [[String]] = []
        var seenStatuses: [StatusLineViewModel.Kind] = []
        let observer = ObserverToken()
        viewModel.items.observe(on: observer) { seenTitles.append($0.map(\.title)) }
        viewModel.status.observe(on: observer) { seenStatuses.append($0.kind) }

        // when
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()

        // then
        #expect(seenTitles.contains(["Movie 1"]))
        #expect(seenTitles.last == ["Movie 7", "Movie 8"])
        #expect(seenStatuses.firstIndex(of: .cached).map { $0 < (seenStatuses.lastIndex(of: .live) ?? -1) } == true)
        #expect(viewModel.items.value.count == 2)
    }

    @Test func whenNextPageFails_keepsShownItemsAndReportsError() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 3, ids: [1, 2]))]),
            .failure(.notConnected(detail: nil)),
        ])
        let viewModel = makeViewModel(useCase)
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()

        // when
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.count == 2)
        #expect(viewModel.failure?.error == .notConnected(detail: nil))
        #expect(viewModel.status.value.kind == .error)
        #expect(viewModel.activity.value == nil)
    }

    @Test func whenOfflineWithCachedPage_statusSaysOfflineWithDate() async {
        // given
        let offline = Fetched(value: MoviesFixtures.page(1, of: 1, ids: [1]), origin: .offline(fetchedAt: Timestamp(secondsSince1970: 42), reason: nil))
        let viewModel = makeViewModel(StubMoviesListUseCase(answers: [.pages([offline])]))

        // when
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.status.value.kind == .offline && viewModel.status.value.text == "offline — cached results from t=42")
        #expect(viewModel.status.value.origin?.fetchedAt == "1970-01-01T00:00:42Z")
    }

    @Test func whenNewSearchStartsWhileOlderIsLoading_olderResultsNeverShow() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [
            .pending,
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [2]))]),
        ])
        let viewModel = makeViewModel(useCase)
        viewModel.didSearch(query: "old")

        // when
        viewModel.didSearch(query: "new")
        useCase.completePending(with: MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1])))
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.map(\.title) == ["Movie 2"])
        #expect(viewModel.query.value == "new")
    }

    @Test func whenWhitespaceQueryIsSearched_asksNothing() async {
        let useCase = StubMoviesListUseCase(answers: [])
        let viewModel = makeViewModel(useCase)

        viewModel.didSearch(query: "   ")
        await viewModel.waitUntilIdle()

        #expect(useCase.requests.isEmpty)
    }

    @Test func whenItemIsSelected_asksCoordinatorToShowThatMovie() async {
        // given
        var shown: [Movie.Identifier] = []
        let actions = MoviesSearchViewModelActions(
            showMovieDetails: { shown.append($0.id) },
            showMovieQueriesSuggestions: { _, _ in },
            closeMovieQueriesSuggestions: {}
        )
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [5, 6]))])])
        let viewModel = makeViewModel(useCase, actions: actions)
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()

        // when
        viewModel.didSelectItem(at: 1)
        viewModel.didSelectItem(at: 9)

        // then
        #expect(shown == [6])
    }

    @Test func whenOpenedWithInitialQueryAndPage_searchesThatPageWithConfiguredPolicy() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(3, of: 5, ids: [1]))])])
        let viewModel = makeViewModel(useCase, query: MovieQuery(text: "the"), firstPage: 3, policy: .offline)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(useCase.requests == [MoviesListRequest(source: .search(MovieQuery(text: "the")), page: 3, policy: .offline)])
        #expect(viewModel.currentPage == 3)
    }

    @Test func whenRefreshed_everyPageShownIsAskedAgainInPlaceAndASecondRefreshWaits() async {
        // given: two pages shown
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 3, ids: [1, 2]))]),
            .pages([MoviesFixtures.live(MoviesFixtures.page(2, of: 3, ids: [3, 4]))]),
            .pending,
            .pages([MoviesFixtures.live(MoviesFixtures.page(2, of: 3, ids: [4, 3]))]),
        ])
        let viewModel = makeViewModel(useCase)
        viewModel.didSearch(query: "x")
        await viewModel.waitUntilIdle()
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()

        // when: r, and r again while the first answer is awaited
        viewModel.didRefresh()
        viewModel.didRefresh()

        // then: the rows stay, the status says so, one refresh runs
        #expect(viewModel.items.value.map(\.title) == ["Movie 1", "Movie 2", "Movie 3", "Movie 4"])
        #expect(viewModel.status.value.text == "Refreshing…")
        while useCase.requests.count < 3 { await Task.yield() }
        #expect(useCase.requests.count == 3)

        // when: the answers come
        useCase.completePending(with: MoviesFixtures.live(MoviesFixtures.page(1, of: 3, ids: [2, 1])))
        await viewModel.waitUntilIdle()

        // then: both pages were asked again with .refresh, replaced in place, both still loaded
        #expect(useCase.requests.suffix(2).map(\.page) == [1, 2])
        #expect(useCase.requests.suffix(2).allSatisfy { $0.policy == .refresh })
        #expect(viewModel.items.value.map(\.title) == ["Movie 2", "Movie 1", "Movie 4", "Movie 3"])
        #expect(viewModel.currentPage == 2 && viewModel.hasMorePages)
        #expect(viewModel.status.value.kind == .live)
    }

    @Test func clearingTheYear_searchesNothing_andTheNextSearchesGoWithoutIt() async {
        // given: a search narrowed to 1999 by --year
        let useCase = StubMoviesListUseCase { request in
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [request.source.query?.year ?? 1]))])
        }
        let viewModel = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: useCase, settings: .fixed(), query: MovieQuery(text: "matrix", year: 1999), year: 1999
        )
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        let before = viewModel.fieldYear

        // when
        viewModel.didClearYear()
        await viewModel.waitUntilIdle()
        let afterClearing = useCase.requests.count
        viewModel.didSearch(query: "heat")
        await viewModel.waitUntilIdle()

        // then
        #expect(before == 1999)
        #expect(afterClearing == 1)
        #expect(useCase.requests.map(\.source.query) == [MovieQuery(text: "matrix", year: 1999), MovieQuery(text: "heat")])
        #expect(viewModel.queryYear == nil && viewModel.fieldYear == nil)
    }
}
