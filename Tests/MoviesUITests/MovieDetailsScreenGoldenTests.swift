import MoviesDomain
import MoviesPresentation
import MoviesUI
import MoviesTestSupport
import Testing
import TextUI

@MainActor
@Suite struct MovieDetailsScreenGoldenTests {
    @Test(arguments: goldenSizes)
    func detailsWithEverything_showsFactsCastAndOverview(size: Size) async throws {
        // given
        let details = StubMovieDetailsUseCase(details: Fetched(value: MoviesFixtures.parasiteDetails, origin: .live))
        let scene = TestMoviesScene(details: details)
        scene.start()
        await scene.settle()
        // when
        scene.press(.down, .enter)
        await scene.settle()
        // then
        GoldenScreen.expect(scene.screenLines(at: size), matchGoldenNamed: goldenName("details-full", size))
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
