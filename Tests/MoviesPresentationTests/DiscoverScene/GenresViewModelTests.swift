import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct GenresViewModelTests {
    @Test func theGenresShow_andOneOpensItsFilmsMostPopularFirst() async {
        // given
        var opened: [DiscoverFilter] = []
        let viewModel = DefaultGenresViewModel(
            fetchGenresUseCase: StubGenresUseCase.some, actions: GenresViewModelActions(showDiscover: { opened.append($0) }), settings: .fixed()
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        viewModel.didSelectGenre(at: 1)
        viewModel.didSelectGenre(at: 9)

        // then
        #expect(viewModel.genres.value.map(\.name) == ["Action", "Drama", "Comedy"])
        #expect(opened == [DiscoverFilter(genres: [Genre(id: 18, name: "Drama")], sort: .popular)])
        #expect(viewModel.status.value.kind == .live)
    }

    @Test func anAnswerCancelledBelow_isNoFailure() async {
        // given
        let viewModel = DefaultGenresViewModel(fetchGenresUseCase: StubGenresUseCase(.failure(.cancelled)), settings: .fixed())

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then: as every other screen, a cancelled request says nothing
        #expect(viewModel.failure == nil)
        #expect(viewModel.status.value.kind != .error)
    }
}
