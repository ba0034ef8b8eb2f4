import MoviesDomain
import MoviesPresentation
import MoviesUI
import MoviesTestSupport
import Testing
import TextUI

/// The search scene with `details` as the answer for any film, showing the
/// details of the list's second film (↓ Enter), settled.
@MainActor
func detailsScene(_ details: MovieDetails, region: WatchRegion? = nil) async -> TestMoviesScene {
    let scene = TestMoviesScene(details: StubMovieDetailsUseCase(details: Fetched(value: details, origin: .live)), region: region)
    scene.start()
    await scene.settle()
    scene.press(.down, .enter)
    await scene.settle()
    return scene
}

@MainActor
@Suite struct MovieDetailsScreenGoldenTests {
    @Test(arguments: goldenSizes)
    func detailsWithEverything_showsFactsCastAndOverview(size: Size) async throws {
        // given / when
        let scene = await detailsScene(MoviesFixtures.parasiteDetails)
        // then
        GoldenScreen.expect(scene.screenLines(at: size), matchGoldenNamed: goldenName("details-full", size))
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func detailsWithOffersInTheRegion_showCertificationIMDbAndWhereToWatch_withTheAttribution(size: Size) async throws {
        // given
        let region = WatchRegion(code: "GB", origin: .locale(variable: "LANG"))
        // when
        let lines = await detailsScene(MoviesFixtures.parasiteDetailsWithFacts, region: region).screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-watch", size))
        #expect(lines.contains { $0.contains("Where to watch in GB (United Kingdom, from LANG)") })
        #expect(lines.contains { $0.contains(WatchProvidersViewModel.attribution) })
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func detailsWithNoOfferInTheRegion_sayWhichRegionsHaveIt(size: Size) async throws {
        // given
        let region = WatchRegion(code: "US", origin: .flag)
        // when
        let lines = await detailsScene(MoviesFixtures.parasiteDetailsWithFacts, region: region).screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-watch-elsewhere", size))
        #expect(!lines.contains { $0.contains("Netflix") }, "another region's services are not named")
    }

    @Test(arguments: goldenSizes)
    func detailsStillLoading_showsWhatTheListKnewWithAHostileTitleDefused(size: Size) async throws {
        // given: the fourth film's title carries escape sequences
        let scene = TestMoviesScene()
        scene.start()
        await scene.settle()
        // when
        scene.press(.down, .down, .down, .enter)
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-list-only", size))
        #expect(lines[0].contains("EvilTitledrow"), "each sequence dropped whole")
    }
}

@MainActor
@Suite struct MovieDetailsTrailerTests {
    @Test func enterOnTheTrailerRow_playsIt_andTheStatusLineSaysWithWhat() async throws {
        // given
        let scene = await detailsScene(MoviesFixtures.parasiteDetailsWithFacts)
        // when: G focuses the last link (the reviews), ↑ the keywords, then the
        // trailer (keys act on the lines of the frame shown)
        let size = Size(width: 120, height: 40)
        for key in [Key.character("G"), .up, .up, .up] {
            _ = scene.screenLines(at: size)
            scene.press(key)
        }
        let focused = scene.screenLines(at: size).first { $0.hasPrefix(" › ") }
        scene.press(.enter)
        // then
        #expect(focused?.contains("Official Trailer (YouTube)") == true, "\(focused ?? "")")
        #expect(scene.playedVideos == ["https://www.youtube.com/watch?v=5xH0HfJHsaY"])
        #expect(scene.screenLines(at: size).contains { $0.contains("Playing https://www.youtube.com/watch?v=5xH0HfJHsaY with test-player.") })
    }
}

@MainActor
@Suite struct MovieDetailsFactKeysTests {
    @Test func i_opensTheFilmsIMDbPage_andTheStatusLineSaysWithWhat() async {
        // given
        let scene = await detailsScene(MoviesFixtures.parasiteDetailsWithFacts)
        // when
        scene.press(.character("i"))
        // then
        #expect(scene.openedPages == ["https://www.imdb.com/title/tt6751668/"])
        #expect(scene.screenLines(at: Size(width: 120, height: 40)).contains { $0.contains("Opened https://www.imdb.com/title/tt6751668/ with test-browser.") })
    }

    @Test func i_onAFilmWithNoIMDbId_saysSo_andOpensNothing() async {
        // given
        let scene = await detailsScene(MoviesFixtures.parasiteDetails)
        // when
        scene.press(.character("i"))
        // then
        #expect(scene.openedPages.isEmpty)
        #expect(scene.screenLines(at: Size(width: 120, height: 40)).contains { $0.contains("TMDB knows no IMDb page for this film.") })
    }
}

/// The search scene with the screen `make` builds pushed on it, settled.
@MainActor
func sceneShowing(_ make: (TestMoviesScene) -> any MoviesScreen) async -> TestMoviesScene {
    let scene = TestMoviesScene()
    scene.start()
    await scene.settle()
    scene.navigator.push(make(scene))
    await scene.settle()
    return scene
}

@MainActor
@Suite struct MovieReviewsScreenGoldenTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func reviews_showBylineAndWrappedText_andALinkToTheNextPage(size: Size) async throws {
        // given / when
        let scene = await sceneShowing {
            $0.makeMovieReviewsScreen(movieID: 496243, title: "Parasite", page: 1, actions: MovieReviewsViewModelActions(close: {}))
        }
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("reviews", size))
        #expect(lines.contains { $0.contains("Jane Doe · 9/10 · 2021-06-23") })
        #expect(lines.contains { $0.contains("A masterpiece of class and suspense.") }, "Markdown reduced to text")
        // when: Enter on the focused "More reviews" link
        scene.press(.enter)
        await scene.settle()
        // then
        #expect(scene.screenLines(at: size).contains { $0.contains("Late Reviewer · 7.5/10") })
        #expect(scene.reviews.askedPages == [1, 2])
    }
}

@MainActor
@Suite struct MovieVideosScreenTests {
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func videos_trailersFirst_thePlayableOnesLinks_andEnterPlays(size: Size) async throws {
        // given / when
        var played: [String] = []
        let actions = MovieVideosViewModelActions(close: {}, playVideo: { played.append($0); return "Playing \($0) with test-player." })
        let scene = await sceneShowing { $0.makeMovieVideosScreen(movieID: 496243, title: "Parasite", actions: actions) }
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("videos", size))
        // when: Enter on the first link, the official trailer
        scene.press(.enter)
        // then
        #expect(played == ["https://vimeo.com/123456789"])
        #expect(scene.screenLines(at: size).contains { $0.contains("Playing https://vimeo.com/123456789 with test-player.") })
    }
}
