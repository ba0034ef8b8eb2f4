import MoviesDomain
import MoviesPresentation
import Testing

struct MovieVideosViewModelTests {
    private static func at(_ seconds: Double) -> Timestamp { Timestamp(secondsSince1970: seconds) }

    @Test func videos_areListedTrailersTeasersThenTheRest_withTypeNameSiteAndDate() {
        // given: TMDB's order puts a clip and a teaser first
        let videos = MovieVideos(videos: [
            MovieVideo(key: "123", site: "Vimeo", type: "Clip", name: "The hallway", publishedAt: Self.at(1_279_620_000)),
            MovieVideo(key: "teaser1", site: "YouTube", type: "Teaser", name: "Teaser", publishedAt: Self.at(1_260_468_000)),
            MovieVideo(key: "x7dm", site: "Dailymotion", type: "Featurette", name: "Elsewhere"),
            MovieVideo(key: "trailer1", site: "YouTube", type: "Trailer", name: "Official trailer", isOfficial: true, publishedAt: Self.at(1_273_597_206)),
        ], filmLanguage: "en")
        // when
        let viewModel = MovieVideosViewModel(videos)
        // then
        #expect(viewModel.plainTextLines == [
            "1. Trailer: Official trailer (YouTube, 2010-05-11)",
            "2. Teaser: Teaser (YouTube, 2009-12-10)",
            "3. Clip: The hallway (Vimeo, 2010-07-20)",
            "4. Featurette: Elsewhere (Dailymotion, not playable here)",
        ])
        #expect(viewModel.items.map(\.playableURL) == [
            "https://www.youtube.com/watch?v=trailer1", "https://www.youtube.com/watch?v=teaser1", "https://vimeo.com/123", nil,
        ])
    }

    @Test func noVideos_isOneSentence() {
        // given / when
        let viewModel = MovieVideosViewModel(MovieVideos(videos: [], filmLanguage: nil))
        // then
        #expect(viewModel.plainTextLines == ["TMDB lists no videos for this film."])
    }
}
