import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The posters of a movies list's rows, as the list view model gives them to its view.
@MainActor
struct MoviesListPostersTests {
    private static let picture = PosterImage(width: 1, height: 2, pixels: [255, 0, 0, 0, 0, 255])

    /// Films 1 to `count`, film `n` with the poster `/n.jpg` except film 3, which has none.
    private static func page(count: Int) -> MoviesPage {
        let movies = (1...count).map { Movie(id: $0, title: "Movie \($0)", posterPath: $0 == 3 ? nil : "/\($0).jpg") }
        return MoviesPage(page: 1, totalPages: 1, totalResults: count, movies: movies)
    }

    private func makeViewModel(
        posters: (any FetchPosterImageUseCase)?,
        posterWidth: Int? = 185,
        policy: FetchPolicy = .automatic,
        source: MoviesListSource = .popular(region: nil),
        pages: [MoviesPage] = [page(count: 8)]
    ) async -> DefaultMoviesBrowseViewModel {
        let answers = pages.map { StubMoviesListUseCase.Answer.pages([MoviesFixtures.live($0)]) }
        let viewModel = DefaultMoviesBrowseViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase(answers: answers),
            source: source,
            settings: .fixed(.rawSeconds, policy: policy),
            fetchPosterImageUseCase: posters,
            posterWidth: posterWidth
        )
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        return viewModel
    }

    @Test func theRowsOnScreen_haveTheirPostersFetched_andTheViewHearsOfEach() async throws {
        // given
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase()
        let viewModel = await makeViewModel(posters: useCase)
        var arrivals: [Int?] = []
        viewModel.posterArrived.observe(on: useCase) { arrivals.append($0) }
        // when: rows 2 to 4 on screen (the third has no poster), the second focused
        viewModel.didShowRows(1..<4, focusedRow: 1)
        // then
        #expect(viewModel.showsPosters)
        #expect(await useCase.waitUntil { requests, _ in requests.count == 2 })
        #expect(useCase.requests.sorted() == ["/2.jpg", "/4.jpg"])
        #expect(viewModel.isPosterPending(at: 1) && viewModel.poster(at: 1) == nil)
        #expect(!viewModel.isPosterPending(at: 2), "a film without a poster waits for none")
        #expect(!viewModel.isPosterPending(at: 0), "a row off screen is not fetched")
        // when
        useCase.answer("/2.jpg", with: .success(picture))
        useCase.answer("/4.jpg", with: .success(picture))
        await viewModel.waitUntilIdle()
        // then
        #expect(viewModel.poster(at: 1) == PosterViewModel(picture))
        #expect(!viewModel.isPosterPending(at: 1))
        #expect(arrivals.dropFirst().compactMap { $0 }.sorted() == [1, 3])
    }

    @Test func rowsScrolledAway_haveTheirFetchesCancelled() async {
        // given
        let useCase = SuspendingPosterImageUseCase()
        let viewModel = await makeViewModel(posters: useCase)
        viewModel.didShowRows(0..<2, focusedRow: 0)
        #expect(await useCase.waitUntil { requests, _ in requests.count == 2 })
        // when: scrolled down to rows 5 to 7
        viewModel.didShowRows(4..<7, focusedRow: 6)
        // then
        #expect(await useCase.waitUntil { requests, cancellations in
            cancellations.sorted() == ["/1.jpg", "/2.jpg"] && Set(requests.suffix(3)) == ["/5.jpg", "/6.jpg", "/7.jpg"]
        })
        #expect(!viewModel.isPosterPending(at: 0))
        // and: closing the list cancels the rest
        viewModel.didClose()
        #expect(await useCase.waitUntil { _, cancellations in cancellations.count == 5 })
        await viewModel.waitUntilIdle()
    }

    @Test func theSameRowsShownAgain_askNothingMore() async throws {
        // given
        let picture = try #require(Self.picture)
        let useCase = SuspendingPosterImageUseCase(answerAtOnce: .success(picture))
        let viewModel = await makeViewModel(posters: useCase)
        viewModel.didShowRows(0..<2, focusedRow: 0)
        await viewModel.waitUntilIdle()
        // when: every frame says the same; the focus moves; the list scrolls away and back
        viewModel.didShowRows(0..<2, focusedRow: 0)
        viewModel.didShowRows(0..<2, focusedRow: 1)
        viewModel.didShowRows(6..<8, focusedRow: 7)
        await viewModel.waitUntilIdle()
        viewModel.didShowRows(0..<2, focusedRow: 1)
        await viewModel.waitUntilIdle()
        // then
        #expect(useCase.requests.sorted() == ["/1.jpg", "/2.jpg", "/7.jpg", "/8.jpg"])
        #expect(viewModel.poster(at: 0) != nil)
    }

    @Test func theFocusedRowsPoster_isAskedForFirst() async {
        // given: four fetches run at once: the first four asked for must be
        // the focused last row and the three nearest it, of twelve
        let useCase = SuspendingPosterImageUseCase()
        let viewModel = await makeViewModel(posters: useCase, pages: [Self.page(count: 12)])
        // when
        viewModel.didShowRows(0..<12, focusedRow: 11)
        // then
        #expect(await useCase.waitUntil { requests, _ in requests.count == ListPostersLoader.defaultConcurrentFetches })
        #expect(Set(useCase.requests) == ["/12.jpg", "/11.jpg", "/10.jpg", "/9.jpg"])
        viewModel.didClose()
    }

    @Test func aNewSearchOrList_cancelsThePostersOfTheRowsItReplaces() async {
        // given
        let useCase = SuspendingPosterImageUseCase()
        let viewModel = await makeViewModel(
            posters: useCase, source: .discover(DiscoverFilter()), pages: [Self.page(count: 4), Self.page(count: 4)]
        )
        viewModel.didShowRows(0..<2, focusedRow: 0)
        #expect(await useCase.waitUntil { requests, _ in requests.count == 2 })
        // when: sorted another way
        viewModel.didCycleSort()
        // then
        #expect(await useCase.waitUntil { _, cancellations in cancellations.sorted() == ["/1.jpg", "/2.jpg"] })
        viewModel.didClose()
    }

    @Test func postersAreAskedForAtTheWidthGiven_andOfflineFromTheCacheOnly() async throws {
        // given
        let useCase = StubPosterImageUseCase(result: .success(try #require(Self.picture)))
        let viewModel = await makeViewModel(posters: useCase, posterWidth: 92, policy: .offline)
        // when
        viewModel.didShowRows(0..<1, focusedRow: 0)
        await viewModel.waitUntilIdle()
        // then
        #expect(useCase.requests == ["/1.jpg 92 offline"])
    }

    @Test(arguments: [false, true])
    func withoutAPosterSourceOrSize_nothingIsFetchedAndNoPosterShown(hasSource: Bool) async throws {
        // given: a source but no size, or neither (the embedded catalogue, MOVIES_IMAGES=none, no colour)
        let useCase = StubPosterImageUseCase(result: .success(try #require(Self.picture)))
        let viewModel = await makeViewModel(posters: hasSource ? useCase : nil, posterWidth: hasSource ? nil : 185)
        // when
        viewModel.didShowRows(0..<8, focusedRow: 0)
        await viewModel.waitUntilIdle()
        // then
        #expect(!viewModel.showsPosters)
        #expect(useCase.requests.isEmpty)
        #expect(viewModel.poster(at: 0) == nil && !viewModel.isPosterPending(at: 0))
    }

    @Test func aRefresh_asksAgainForPostersThatCouldNotBeHad() async {
        // given
        let useCase = StubPosterImageUseCase(result: .failure(.notConnected(detail: nil)))
        let viewModel = await makeViewModel(posters: useCase, pages: [Self.page(count: 2), Self.page(count: 2)])
        viewModel.didShowRows(0..<1, focusedRow: 0)
        await viewModel.waitUntilIdle()
        #expect(useCase.requests.count == 1)
        // when
        viewModel.didRefresh()
        await viewModel.waitUntilIdle()
        // then
        #expect(useCase.requests == ["/1.jpg 185 automatic", "/1.jpg 185 automatic"])
    }
}
