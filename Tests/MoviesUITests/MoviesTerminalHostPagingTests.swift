import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// PageDown and PageUp move exactly one screen — not a row short, not a row
/// long — on the list and on the details screen, through the host as the app
/// runs it.
@MainActor
@Suite struct MoviesTerminalHostPagingTests {
    /// The numbers of the films whose title rows are on screen, in order.
    private func visibleFilmNumbers(_ lines: [String]) -> [Int] {
        lines.compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "›" }
            guard let dot = trimmed.firstIndex(of: "."), trimmed[dot...].hasPrefix(". ") else { return nil }
            return Int(trimmed[..<dot])
        }
    }

    @Test func pageDownAndPageUp_onTheList_moveTheSelectionByTheRowsOnScreen() async throws {
        // given: a window that shows a few of the twelve films
        let scene = TestMoviesScene()
        await scene.startAndSettle()
        let harness = HostHarness(scene: scene, size: Size(width: 60, height: 10))
        harness.start()
        #expect(await harness.waitUntilScreenContains("1. Inception"))
        let onScreen = visibleFilmNumbers(harness.terminal.lines)
        let rows = onScreen.count
        #expect(onScreen == Array(1...rows))
        #expect(rows >= 2 && 3 * rows < MoviesFixtures.firstPageMovies.count - 1)
        var selections: [Int] = []
        // when
        for key in [Key.pageDown, .pageDown, .pageDown, .pageUp, .pageUp, .pageUp] {
            let before = scene.listScreen?.selectedIndex ?? -1
            harness.terminal.send(keys: [key])
            #expect(await harness.waitUntil { scene.listScreen?.selectedIndex != before })
            selections.append(scene.listScreen?.selectedIndex ?? -1)
        }
        // then
        #expect(selections == [rows, 2 * rows, 3 * rows, 2 * rows, rows, 0])
        // then: the first page down shows the film just below the first screen, selected
        harness.terminal.send(keys: [.pageDown])
        #expect(await harness.waitUntil { visibleFilmNumbers(harness.terminal.lines).last == rows + 1 })
    }

    /// The body rows of a details screen (between the header and the status line).
    private func body(_ lines: [String], height: Int) -> [String] {
        Array(lines[1..<(height - 2)])
    }

    @Test func pageDownAndPageUp_onTheDetails_scrollByTheRowsOfTheBody() async throws {
        // given: the whole text of the details, from a window tall enough for all of it
        let width = 40
        let details = StubMovieDetailsUseCase(details: Fetched(value: MoviesFixtures.parasiteDetails, origin: .live))
        let reference = TestMoviesScene(details: details)
        reference.start()
        await reference.settle()
        reference.press(.down, .enter)
        await reference.settle()
        let tall = 60
        var document = body(reference.screenLines(at: Size(width: width, height: tall)), height: tall)
        while document.last == "" { document.removeLast() }

        // given: the same details in a short window
        let height = 8
        let rows = height - 3
        #expect(document.count > 3 * rows, "the text must be longer than three screens")
        let scene = TestMoviesScene(details: StubMovieDetailsUseCase(details: Fetched(value: MoviesFixtures.parasiteDetails, origin: .live)))
        await scene.startAndSettle()
        let harness = HostHarness(scene: scene, size: Size(width: width, height: height))
        harness.start()
        harness.terminal.send(keys: [.down, .enter])
        #expect(await harness.waitUntil { body(harness.terminal.lines, height: height) == Array(document[0..<rows]) })

        // when / then: each page down shows the rows right after the last ones shown
        for page in 1...2 {
            harness.terminal.send(keys: [.pageDown])
            let expected = Array(document[(page * rows)..<((page + 1) * rows)])
            #expect(await harness.waitUntil { body(harness.terminal.lines, height: height) == expected }, "page \(page)")
        }
        // when / then: and page up the rows right before the first ones shown
        for page in [1, 0] {
            harness.terminal.send(keys: [.pageUp])
            let expected = Array(document[(page * rows)..<((page + 1) * rows)])
            #expect(await harness.waitUntil { body(harness.terminal.lines, height: height) == expected }, "back to page \(page)")
        }
    }
}
