import MoviesUI
import Testing
import TextUI

@MainActor
@Suite struct MoviesTerminalHostFrameTests {
    @Test func oneRowCursorMoveAt120x40_writesOnlyTheChangedRows() async throws {
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
        // then: four rows change (two lose the highlight, two gain it)
        let moveBytes = host.lastFrameByteCount
        #expect(moveBytes > 0)
        #expect(moveBytes < 1_000)
        #expect(moveBytes * 3 < fullFrame)
    }
}
