import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// `?` shows every key of the current screen over it; `?`, Esc or `q` close it.
@MainActor
@Suite struct KeyHelpOverlayTests {
    private func startedHarness(size: Size) async -> HostHarness {
        let scene = TestMoviesScene()
        scene.start()
        await scene.settle()
        let harness = HostHarness(scene: scene, size: size)
        harness.start()
        _ = await harness.waitUntilScreenContains("1. Inception")
        return harness
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func questionMarkOnTheList_showsItsKeysGrouped(size: Size) async {
        // given
        let harness = await startedHarness(size: size)
        // when
        harness.terminal.send(keys: [.character("?")])
        // then
        #expect(await harness.waitUntilScreenContains("Keys: Film lists"))
        GoldenScreen.expect(harness.terminal.lines, matchGoldenNamed: "help-list-\(size.width)x\(size.height)")
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }

    @Test(arguments: [Key.character("?"), .escape, .character("q")])
    func theOverlay_closesOnQuestionMarkEscOrQ_andTheUIGoesOn(key: Key) async {
        // given
        let harness = await startedHarness(size: Size(width: 80, height: 24))
        harness.terminal.send(keys: [.character("?")])
        #expect(await harness.waitUntilScreenContains("Keys: Film lists"))
        // when
        harness.terminal.send(keys: [key])
        // then: closed, and still running (q closed the overlay, not the app)
        #expect(await harness.waitUntil { !harness.screenText.contains("Keys: Film lists") })
        #expect(harness.terminal.isFullScreen)
        harness.terminal.send(keys: [.character("j")])
        #expect(await harness.waitUntil { harness.screenText.contains("›  2.") })
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }

    @Test func whileTheOverlayIsShown_keysDoNotReachTheScreenBelow() async {
        // given
        let harness = await startedHarness(size: Size(width: 80, height: 24))
        harness.terminal.send(keys: [.character("?")])
        #expect(await harness.waitUntilScreenContains("Keys: Film lists"))
        // when: Enter would open the film on the list
        harness.terminal.send(keys: [.enter, .escape])
        // then: the list is still the screen
        #expect(await harness.waitUntil { !harness.screenText.contains("Keys: Film lists") })
        #expect(harness.screenText.contains("Search:"))
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }

    @Test func inTheSearchField_questionMarkIsTyped() async {
        // given
        let harness = await startedHarness(size: Size(width: 80, height: 24))
        // when
        harness.terminal.send(keys: [.character("/"), .ctrl("u"), .character("?")])
        // then
        #expect(await harness.waitUntilScreenContains("Search: ?▏"))
        #expect(!harness.screenText.contains("Keys:"))
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }
}
