import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct DefaultMovieVideosListViewModelTests {
    @Test func theVideos_areTrailersThenTeasersThenTheRest_andOnlyAPlayableOnePlays() async throws {
        // given
        var played: [String] = []
        let viewModel = DefaultMovieVideosListViewModel(
            movieID: 496243, title: "Parasite", fetchVideosUseCase: StubMovieVideosUseCase(videos: MoviesFixtures.parasiteVideos),
            actions: MovieVideosViewModelActions(close: {}, playVideo: { played.append($0); return "Playing \($0)." }),
            settings: .fixed()
        )
        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        let items = try #require(viewModel.videos.value?.items)
        // then
        #expect(items.map(\.type) == ["Trailer", "Trailer", "Teaser", "Clip"])
        let elsewhere = try #require(items.firstIndex { $0.site == "Dailymotion" })
        viewModel.didSelectVideo(at: elsewhere)
        #expect(played.isEmpty, "a site not played here is listed, not opened")
        #expect(viewModel.notice.value == nil)
        viewModel.didSelectVideo(at: 0)
        #expect(played == ["https://vimeo.com/123456789"])
        #expect(viewModel.notice.value == "Playing https://vimeo.com/123456789.")
    }
}
