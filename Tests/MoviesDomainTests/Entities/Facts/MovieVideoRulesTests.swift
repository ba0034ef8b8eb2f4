import MoviesDomain
import Testing

/// Videos listed trailers first, then teasers, then the rest, newest first;
/// the trailer row plays an official trailer in the film's language first.
struct MovieVideoRulesTests {
    private static func video(
        _ key: String, _ type: String, site: String = "YouTube", official: Bool = true, language: String? = "en", at seconds: Double? = nil
    ) -> MovieVideo {
        MovieVideo(
            key: key, site: site, type: type, name: key, isOfficial: official,
            publishedAt: seconds.map { Timestamp(secondsSince1970: $0) }, language: language
        )
    }

    @Test func videos_areTrailersTeasersThenTheRest_newestFirstInEach_undatedLast() {
        // given
        let videos = [
            Self.video("clip", "Clip", at: 900), Self.video("oldTrailer", "Trailer", at: 100), Self.video("teaser", "Teaser", at: 50),
            Self.video("undatedTrailer", "Trailer"), Self.video("newTrailer", "Trailer", at: 300), Self.video("featurette", "Featurette", at: 800),
        ]

        // when
        let ordered = MovieVideoRules.ordered(videos)

        // then
        #expect(ordered.map(\.key) == ["newTrailer", "oldTrailer", "undatedTrailer", "teaser", "clip", "featurette"])
    }

    @Test func theTrailer_isAnOfficialTrailer_beforeATeaser_andBeforeAnUnofficialTrailer() {
        let videos = [
            Self.video("fan", "Trailer", official: false, at: 500), Self.video("teaser", "Teaser", at: 400), Self.video("real", "Trailer", at: 100),
        ]
        #expect(MovieVideoRules.trailer(among: videos, filmLanguage: "en")?.key == "real")
    }

    @Test func theTrailer_isInTheFilmsLanguage_thenEnglish_thenAnyOther() {
        let korean = Self.video("ko", "Trailer", language: "ko", at: 1)
        let english = Self.video("en", "Trailer", language: "en", at: 2)
        let french = Self.video("fr", "Trailer", language: "fr", at: 3)
        #expect(MovieVideoRules.trailer(among: [french, english, korean], filmLanguage: "ko")?.key == "ko")
        #expect(MovieVideoRules.trailer(among: [french, english], filmLanguage: "ko")?.key == "en")
        #expect(MovieVideoRules.trailer(among: [french], filmLanguage: "ko")?.key == "fr")
    }

    @Test func anOfficialTeaser_comesBeforeAnUnofficialTrailer_andClipsAreNeverTheTrailer() {
        let videos = [Self.video("clip", "Clip"), Self.video("fan", "Trailer", official: false), Self.video("teaser", "Teaser")]
        #expect(MovieVideoRules.trailer(among: videos, filmLanguage: "en")?.key == "teaser")
        #expect(MovieVideoRules.trailer(among: [Self.video("clip", "Clip")], filmLanguage: "en") == nil)
    }

    @Test func onlyAVideoThatCanBePlayed_isTheTrailer() {
        let elsewhere = Self.video("x7abc", "Trailer", site: "Dailymotion")
        let vimeo = Self.video("123456", "Teaser", site: "Vimeo")
        #expect(MovieVideoRules.trailer(among: [elsewhere, vimeo], filmLanguage: "en")?.key == "123456")
        #expect(MovieVideoRules.trailer(among: [elsewhere], filmLanguage: "en") == nil)
    }

    @Test func playableAddresses_areYouTubeAndVimeoWithPlainKeysOnly() {
        #expect(Self.video("YoGHj1O0gBk", "Trailer").playableURL == "https://www.youtube.com/watch?v=YoGHj1O0gBk")
        #expect(Self.video("a_b-c", "Trailer", site: "youtube").playableURL == "https://www.youtube.com/watch?v=a_b-c")
        #expect(Self.video("12345", "Trailer", site: "Vimeo").playableURL == "https://vimeo.com/12345")
        for (key, site) in [
            ("abc&list=1", "YouTube"), ("../x", "YouTube"), ("-oExec", "YouTube"), ("", "YouTube"), ("ab c", "YouTube"),
            (String(repeating: "a", count: 65), "YouTube"), ("12a", "Vimeo"), ("abc", "Dailymotion"), ("ключ", "YouTube"),
        ] {
            #expect(Self.video(key, "Trailer", site: site).playableURL == nil, "\(site) \(key)")
        }
    }

    @Test func theVideosOfDetails_carryTheFilmsLanguageForTheTrailer() {
        let details = MovieDetails(
            movie: Movie(id: 496243, title: "Parasite", originalLanguage: "ko"),
            facts: MovieFacts(videos: [Self.video("en", "Trailer", language: "en"), Self.video("ko", "Trailer", language: "ko")])
        )
        #expect(details.videos?.trailer?.key == "ko")
        #expect(MovieDetails(movie: Movie(id: 1, title: "x")).videos == nil)
    }
}
