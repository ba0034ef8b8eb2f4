import MoviesDomain
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// Clicks and the wheel, where the terminal reports them (SGR 1006).
@MainActor
@Suite struct MoviesTerminalHostMouseTests {
    private let size = Size(width: 80, height: 24)

    private func started(reportsMouse: Bool = true) async -> (TestMoviesScene, HostHarness) {
        let scene = TestMoviesScene()
        scene.start()
        await scene.settle()
        let harness = HostHarness(scene: scene, size: size, reportsMouse: reportsMouse)
        harness.start()
        _ = await harness.waitUntilScreenContains("1. Inception")
        return (scene, harness)
    }

    private func click(_ harness: HostHarness, column: Int, row: Int) {
        harness.terminal.send(keys: [.mouse(MouseEvent(kind: .press(button: 0), column: column, row: row)),
                                     .mouse(MouseEvent(kind: .release, column: column, row: row))])
    }

    @Test func aClickFocusesARow_andASecondClickOpensIt() async {
        // given: rows start on screen row 1, two rows a film
        let (scene, harness) = await started()

        // when: the third film's title row is clicked
        click(harness, column: 10, row: 5)

        // then: focused, not opened
        #expect(await harness.waitUntil { scene.listScreen?.selectedIndex == 2 })
        #expect(scene.navigator.depth == 1)

        // when: clicked again
        click(harness, column: 10, row: 6)

        // then: its details
        #expect(await harness.waitUntil { scene.navigator.depth == 2 })
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }

    @Test func aClickOnTheBreadcrumb_goesBackToThatScreen() async {
        // given: the details of the first film, over the list
        let (scene, harness) = await started()
        harness.terminal.send(keys: [.enter])
        #expect(await harness.waitUntil { scene.navigator.depth == 2 })
        #expect(await harness.waitUntilScreenContains("Search: fixture ›"))

        // when: the step "Search: fixture" is clicked
        click(harness, column: 3, row: 0)

        // then
        #expect(await harness.waitUntil { scene.navigator.depth == 1 })
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }

    @Test func theWheel_movesTheSelectionThreeRowsANotch() async {
        let (scene, harness) = await started()
        harness.terminal.send(keys: [.mouse(MouseEvent(kind: .wheelDown, column: 5, row: 5))])
        #expect(await harness.waitUntil { scene.listScreen?.selectedIndex == 3 })
        harness.terminal.send(keys: [.mouse(MouseEvent(kind: .wheelUp, column: 5, row: 5))])
        #expect(await harness.waitUntil { scene.listScreen?.selectedIndex == 0 })
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }

    @Test(arguments: [true, false])
    func mouseReportingAndBracketedPaste_areOnWhileTheUIRuns_andOffAfter(reportsMouse: Bool) async {
        // given
        let (_, harness) = await started(reportsMouse: reportsMouse)

        // then: both join the restore sequence (mouse only when asked for)
        #expect(harness.terminal.activeModes.contains(.bracketedPaste))
        #expect(harness.terminal.activeModes.contains(.mouseReporting) == reportsMouse)
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
        #expect(!harness.terminal.activeModes.contains(.bracketedPaste))
        #expect(!harness.terminal.activeModes.contains(.mouseReporting))
        let output = String(decoding: harness.terminal.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[?2004l"))
        if reportsMouse { #expect(output.contains("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")) }
    }

    @Test func theMouse_isAskedForClicksDragsAndSGR_neverEveryMotion() async {
        // given
        let (_, harness) = await started(reportsMouse: true)
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()

        // then: 1000 (clicks, wheel) + 1002 (moves with a button held) + 1006 (SGR); not 1003
        let output = String(decoding: harness.terminal.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"))
        #expect(!output.contains("1003h"))
    }

    @Test func aPasteOnTheList_isOneEditOfTheSearchField() async {
        // given
        let (scene, harness) = await started()
        harness.terminal.send(keys: [.character("/"), .ctrl("u")])
        #expect(await harness.waitUntilScreenContains("Search: ▏"))

        // when: a paste with a line break
        harness.terminal.send(keys: [.paste("the\ndark knight")])

        // then
        #expect(await harness.waitUntilScreenContains("Search: the dark knight▏"))
        harness.terminal.send(keys: [.enter])
        #expect(await harness.waitUntil { scene.search.requests.last?.source.query?.text == "the dark knight" })
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }
}
