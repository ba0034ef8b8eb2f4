import MoviesUI
import Testing
import TextUI
import TextUITesting

@MainActor
@Suite struct MoviesTerminalHostFrameTests {
    @Test func oneRowCursorMoveAt120x40_writesAtMost300Bytes() async throws {
        // given
        let scene = TestMoviesScene(usesColor: true)
        scene.start()
        await scene.settle()
        let terminal = InMemoryTerminal(size: Size(width: 120, height: 40))
        let host = MoviesTerminalHost(terminal: terminal, navigator: scene.navigator, colorMode: .ansi256)
        host.draw()
        let fullFrame = host.lastFrameByteCount
        // when
        scene.press(.down)
        host.draw()
        // then: only the marker and title text of the two rows are rewritten (issue #7's target)
        let moveBytes = host.lastFrameByteCount
        #expect(moveBytes > 0)
        #expect(moveBytes <= 300)
        #expect(moveBytes * 10 < fullFrame)
    }

    @Test func selectedRow_isMarkedAndItsWholeTitleRowReversedButNotItsOverview() async throws {
        // given
        let scene = TestMoviesScene(usesColor: true)
        scene.start()
        await scene.settle()
        // when
        scene.press(.down)
        let terminal = scene.terminal(showing: Size(width: 120, height: 40), colorMode: .ansi256)
        // then: row 3 is the second film's title, row 4 its overview
        let screen = terminal.screen
        #expect(terminal.lines[3].hasPrefix("›  2. 기생충 (2019)"))
        #expect(terminal.lines[1].hasPrefix("   1. Inception"))
        #expect(screen.attributes(at: Point(x: 0, y: 3)).contains(.reverse))
        #expect(screen.attributes(at: Point(x: 5, y: 3)).contains(.reverse))
        #expect(screen.attributes(at: Point(x: 119, y: 3)).contains(.reverse))
        #expect(!screen.attributes(at: Point(x: 5, y: 4)).contains(.reverse))
        #expect(!screen.attributes(at: Point(x: 5, y: 1)).contains(.reverse))
    }
}
