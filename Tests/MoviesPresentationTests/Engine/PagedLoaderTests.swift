import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The paged loader every list runs on: the first page, the next, every shown
/// page again, answers of cancelled loads dropped, and the state and status
/// line of it all.
@MainActor
struct PagedLoaderTests {
    private func makeLoader(policy: FetchPolicy = .automatic) -> PagedLoader<MoviesPage, Int> {
        PagedLoader(settings: .fixed(.rawSeconds, policy: policy), row: \.id)
    }

    private func start(_ loader: PagedLoader<MoviesPage, Int>, on useCase: StubMoviesListUseCase, policy: FetchPolicy = .automatic) {
        loader.start(policy: policy) { page, policy in
            useCase.execute(request: MoviesListRequest(source: .popular(region: nil), page: page, policy: policy))
        }
    }

    @Test func theFirstPage_showsItsCachedCopyThenTheFreshOne_sayingWhereEachCameFrom() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([
            MoviesFixtures.cached(MoviesFixtures.page(1, of: 2, ids: [1]), at: 60),
            MoviesFixtures.live(MoviesFixtures.page(1, of: 2, ids: [1, 2])),
        ])])
        let loader = makeLoader()
        var statuses: [String] = []
        let owner = ObserverToken()
        loader.status.observe(on: owner) { statuses.append($0.text) }

        // when
        start(loader, on: useCase)
        let activityWhileLoading = loader.activity.value
        await loader.waitUntilIdle()

        // then
        #expect(activityWhileLoading == .first)
        #expect(statuses == ["", "", "Loading…", "cached 60 s ago", "live"])
        #expect(loader.rows.value == [1, 2])
        #expect(loader.activity.value == nil)
        #expect(loader.currentPage == 1 && loader.totalPages == 2 && loader.hasMorePages)
    }

    @Test func theNextPage_goesBelow_askedOfTheCacheFirstEvenInARefreshingRun() async {
        // given: a run with --refresh
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 2, ids: [1]))]),
            .pages([MoviesFixtures.live(MoviesFixtures.page(2, of: 2, ids: [2]))]),
        ])
        let loader = makeLoader(policy: .refresh)
        start(loader, on: useCase, policy: .refresh)
        await loader.waitUntilIdle()

        // when
        loader.loadNextPage()
        #expect(loader.status.value.text == "Loading more…")
        await loader.waitUntilIdle()
        loader.loadNextPage()

        // then: nothing past the last page was asked
        #expect(useCase.requests.map(\.policy) == [.refresh, .automatic])
        #expect(loader.rows.value == [1, 2])
        #expect(loader.item(at: 1)?.id == 2 && loader.item(at: 2) == nil)
        #expect(!loader.hasMorePages)
    }

    @Test func refresh_asksForEveryShownPageInOrder_replacingEachInPlace_sayingRefreshingUntilTheLast() async {
        // given: two pages shown
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 3, ids: [1, 2]))]),
            .pages([MoviesFixtures.live(MoviesFixtures.page(2, of: 3, ids: [3, 4]))]),
            .pages([MoviesFixtures.cached(MoviesFixtures.page(1, of: 3, ids: [2, 1]), at: 5)]),
            .pending,
        ])
        let loader = makeLoader()
        start(loader, on: useCase)
        await loader.waitUntilIdle()
        loader.loadNextPage()
        await loader.waitUntilIdle()

        // when: r, and r again while it runs
        loader.refresh()
        loader.refresh()
        while useCase.requests.count < 4 { await Task.yield() }

        // then: the first page is replaced, the status still says refreshing
        #expect(loader.rows.value == [2, 1, 3, 4])
        #expect(loader.status.value.text == "Refreshing…")

        // when: the second answer comes
        useCase.completePending(with: MoviesFixtures.live(MoviesFixtures.page(2, of: 3, ids: [4, 3])))
        await loader.waitUntilIdle()

        // then: one refresh ran, both pages asked again with .refresh
        #expect(useCase.requests.dropFirst(2).map(\.page) == [1, 2])
        #expect(useCase.requests.dropFirst(2).allSatisfy { $0.policy == .refresh })
        #expect(loader.rows.value == [2, 1, 4, 3])
        #expect(loader.status.value.text == "live")
    }

    @Test func aNewStart_dropsTheAnswersOfTheLoadItCancelled() async {
        // given: a load waiting for its answer
        let useCase = StubMoviesListUseCase(answers: [.pending, .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [2]))])])
        let loader = makeLoader()
        start(loader, on: useCase)

        // when: another starts, then the first one's answer comes
        start(loader, on: useCase)
        useCase.completePending(with: MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1])))
        await loader.waitUntilIdle()

        // then
        #expect(loader.rows.value == [2])
    }

    @Test func anAnswerCancelledBelow_isNoFailure_andLeavesWhatWasShown() async {
        // given: a page shown
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 2, ids: [1]))]),
            .failure(.cancelled),
        ])
        let loader = makeLoader()
        start(loader, on: useCase)
        await loader.waitUntilIdle()

        // when: the next page's request is called off below
        loader.loadNextPage()
        await loader.waitUntilIdle()

        // then
        #expect(loader.state.value.failure == nil)
        #expect(loader.status.value.text == "live")
        #expect(loader.rows.value == [1])
        #expect(loader.activity.value == nil)
    }

    @Test(arguments: [
        (MoviesRepositoryError.notConnected(detail: nil), FetchPolicy.automatic, true),
        (MoviesRepositoryError.notConnected(detail: nil), FetchPolicy.offline, false),
        (MoviesRepositoryError.notFound(message: nil), FetchPolicy.automatic, false),
    ])
    func aFailure_keepsTheRowsShown_andSaysWhetherTryingAgainHelps(error: MoviesRepositoryError, policy: FetchPolicy, offersRetry: Bool) async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 2, ids: [1]))]), .failure(error)])
        let loader = makeLoader(policy: policy)
        start(loader, on: useCase, policy: policy)
        await loader.waitUntilIdle()

        // when
        loader.loadNextPage()
        await loader.waitUntilIdle()

        // then
        #expect(loader.state.value.failure?.offersRetry == offersRetry)
        #expect(loader.state.value.shown?.map(\.page) == [1])
        #expect(loader.status.value.kind == .error)
        #expect(loader.rows.value == [1])
    }
}

/// An object to own observations in tests.
final class ObserverToken {}
