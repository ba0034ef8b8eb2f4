import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The loader of the screens that show one value (a film, a person, the genres).
@MainActor
struct SingleLoaderTests {
    private func makeLoader(_ useCase: StubMoviesListUseCase, policy: FetchPolicy = .automatic) -> SingleLoader<MoviesPage> {
        SingleLoader(settings: .fixed(.rawSeconds, policy: policy)) { policy in
            useCase.execute(request: MoviesListRequest(source: .popular(region: nil), page: 1, policy: policy))
        }
    }

    @Test func load_showsTheCachedCopyThenTheFreshOne_withTheRunsPolicy() async {
        // given
        let useCase = StubMoviesListUseCase(answers: [.pages([
            MoviesFixtures.cached(MoviesFixtures.page(1, of: 1, ids: [1]), at: 60),
            MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [2])),
        ])])
        let loader = makeLoader(useCase, policy: .refresh)
        var states: [String] = []
        let owner = ObserverToken()
        loader.status.observe(on: owner) { states.append($0.text) }

        // when
        loader.load()
        let wasLoading = loader.isLoading
        await loader.waitUntilIdle()

        // then
        #expect(wasLoading && !loader.isLoading)
        #expect(states == ["", "Loading…", "cached 60 s ago", "live"])
        #expect(loader.value?.movies.map(\.id) == [2])
        #expect(useCase.requests.map(\.policy) == [.refresh])
    }

    @Test(arguments: [(FetchPolicy.automatic, FetchPolicy.refresh), (.offline, .offline)])
    func refresh_asksTheServerAgainUnlessOffline_andASecondRefreshWaits(run: FetchPolicy, asked: FetchPolicy) async {
        // given: a value shown
        let useCase = StubMoviesListUseCase(answers: [.pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))]), .pending])
        let loader = makeLoader(useCase, policy: run)
        loader.load()
        await loader.waitUntilIdle()

        // when
        loader.refresh()
        loader.refresh()

        // then: the value stays while it refreshes
        #expect(loader.status.value.text == "Refreshing…")
        #expect(loader.value?.movies.map(\.id) == [1])
        useCase.completePending(with: MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [3])))
        await loader.waitUntilIdle()
        #expect(useCase.requests.map(\.policy) == [run, asked])
        #expect(loader.value?.movies.map(\.id) == [3])
    }

    @Test func aFailure_keepsTheValueShown_andAnAnswerCancelledBelowIsNone() async {
        // given: a value shown
        let useCase = StubMoviesListUseCase(answers: [
            .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))]),
            .failure(.cancelled),
            .failure(.timedOut(seconds: 15)),
        ])
        let loader = makeLoader(useCase)
        loader.load()
        await loader.waitUntilIdle()

        // when: one refresh called off below, then one that times out
        loader.refresh()
        await loader.waitUntilIdle()
        let afterCancelled = loader.state.value
        loader.refresh()
        await loader.waitUntilIdle()

        // then
        #expect(afterCancelled.failure == nil && afterCancelled.shown != nil)
        #expect(loader.status.value.kind == .error)
        #expect(loader.state.value.failure?.offersRetry == true)
        #expect(loader.value?.movies.map(\.id) == [1])
    }
}
