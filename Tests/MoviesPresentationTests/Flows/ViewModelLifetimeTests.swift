import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// A view model let go mid-request stops the request instead of leaving it to
/// run to the end. Were it to leak, these tests would wait until the time limit and fail.
@MainActor
struct ViewModelLifetimeTests {
    @Test(.timeLimit(.minutes(10)))
    func whenTheListIsReleasedMidSearch_theSearchIsCancelled() async {
        // given
        let useCase = EndlessFetchUseCase()
        var viewModel: DefaultMoviesSearchViewModel? = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: useCase,
            settings: .fixed(.rawSeconds)
        )
        viewModel?.didSearch(query: "Inception")

        // when
        viewModel = nil

        // then
        #expect(await useCase.waitForTermination())
    }

    @Test(.timeLimit(.minutes(10)))
    func whenTheDetailsAreReleasedWithoutClosing_theFetchIsCancelled() async {
        // given
        let useCase = EndlessFetchUseCase()
        var viewModel: DefaultMovieDetailsViewModel? = DefaultMovieDetailsViewModel(
            movie: Movie(id: 27205, title: "Inception"),
            fetchMovieDetailsUseCase: useCase,
            settings: .fixed(.rawSeconds)
        )
        viewModel?.viewDidLoad()

        // when
        viewModel = nil

        // then
        #expect(await useCase.waitForTermination())
    }
}
