import TextUITesting
import MoviesDomain
import MoviesPresentation
import MoviesUI
import Testing
import TextUI

@MainActor
@Suite struct MoviesQueriesListGoldenTests {
    @Test(arguments: goldenSizes)
    func slashOverTheList_showsRecentQueriesWithTheSecondPicked(size: Size) async throws {
        // given
        let scene = TestMoviesScene()
        await scene.startAndSettle()
        // when
        scene.press(.character("/"))
        await scene.settle()
        scene.press(.down, .down)
        let terminal = scene.terminal(showing: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("recent-queries", size))
        #expect(terminal.screen.attributes(at: Point(x: 2, y: 3)).contains(.reverse))
    }
}

@MainActor
@Suite struct MoviesTerminalHostGoldenTests {
    @Test(arguments: [Size(width: 29, height: 8), Size(width: 80, height: 7), Size(width: 12, height: 3)])
    func windowTooSmall_asksToEnlargeIt(size: Size) async throws {
        // given
        let scene = TestMoviesScene()
        await scene.startAndSettle()
        // when
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("too-small", size))
        #expect(!lines.joined().contains("Inception"))
    }
}
