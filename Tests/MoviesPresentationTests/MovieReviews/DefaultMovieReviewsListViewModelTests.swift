import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct DefaultMovieReviewsListViewModelTests {
    private func makeViewModel(pages: [ReviewsPage] = MoviesFixtures.parasiteReviewPages, closed: (() -> Void)? = nil) -> (DefaultMovieReviewsListViewModel, StubMovieReviewsUseCase) {
        let useCase = StubMovieReviewsUseCase(pages: pages)
        let actions = MovieReviewsViewModelActions(close: { closed?() })
        let viewModel = DefaultMovieReviewsListViewModel(
            movieID: 496243, title: "Parasite", fetchReviewsUseCase: useCase, actions: actions, settings: .fixed()
        )
        return (viewModel, useCase)
    }

    @Test func theFirstPage_isShownWithTheCountOfAll_andTheNextIsFetchedOnlyWhenAskedFor() async {
        // given
        let (viewModel, useCase) = makeViewModel()
        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        // then
        #expect(viewModel.items.value.map(\.author) == ["Jane Doe", "moviegoer"])
        #expect(viewModel.items.value.first?.byline == "Jane Doe · 9/10 · 2021-06-23")
        #expect(viewModel.totalResults == 3)
        #expect(viewModel.hasMorePages)
        #expect(useCase.askedPages == [1])
        // when
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()
        // then: appended under the first page, and no page after the last
        #expect(viewModel.items.value.map(\.author) == ["Jane Doe", "moviegoer", "Late Reviewer"])
        #expect(!viewModel.hasMorePages)
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()
        #expect(useCase.askedPages == [1, 2])
    }

    @Test func aFilmWithoutReviews_hasFetchedAnEmptyPage_notAFailure() async {
        // given
        let (viewModel, _) = makeViewModel(pages: [ReviewsPage(page: 1, totalPages: 0, totalResults: 0, reviews: [])])
        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        // then
        #expect(viewModel.hasFetchedReviews)
        #expect(viewModel.items.value.isEmpty)
        #expect(viewModel.failure == nil)
    }

    @Test func esc_closesTheScreen() {
        // given
        var closed = 0
        let (viewModel, _) = makeViewModel(closed: { closed += 1 })
        // when
        viewModel.didClose()
        // then
        #expect(closed == 1)
    }
}
