import Foundation
import TextUITesting
import MoviesDomain
import MoviesPresentation
import MoviesUI
import MoviesTestSupport
import Testing
import TextUI

@MainActor
@Suite struct MoviesTerminalHostKeyTests {
    private let size = Size(width: 60, height: 16)

    private func startedHarness(_ scene: TestMoviesScene = TestMoviesScene()) async throws -> (TestMoviesScene, HostHarness) {
        await scene.startAndSettle()
        let harness = HostHarness(scene: scene, size: size)
        harness.start()
        #expect(await harness.waitUntilScreenContains("1. Inception"))
        return (scene, harness)
    }

    @Test func whileTheQueryIsEdited_qIsTypedAndDoesNotQuit() async throws {
        // given
        let (_, harness) = try await startedHarness()
        // when
        harness.terminal.send(keys: [.character("/"), .ctrl("u"), .character("q")])
        // then
        #expect(await harness.waitUntilScreenContains("Search: q▏"))
        #expect(harness.terminal.isFullScreen)
        harness.terminal.send(keys: [.escape, .character("q")])
        #expect(await harness.waitUntilFinished())
        #expect(!harness.terminal.isFullScreen)
    }

    @Test func aKeyBoundToNothingHere_saysSoInTheStatusLine_untilTheNextKey() async throws {
        // given
        let (_, harness) = try await startedHarness()
        // when: `x` means nothing on a list
        harness.terminal.send(keys: [.character("x")])
        // then
        #expect(await harness.waitUntilScreenContains("x does nothing here — / searches, ? shows the keys"))
        // when: a key that means something
        harness.terminal.send(keys: [.down])
        // then: the line goes
        #expect(await harness.waitUntil { !harness.screenText.contains("does nothing here") && harness.screenText.contains("›  2.") })
        harness.terminal.send(keys: [.character("q")])
        #expect(await harness.waitUntilFinished())
    }

    @Test func ctrlC_quitsEvenWhileTheQueryIsEdited() async throws {
        // given
        let (_, harness) = try await startedHarness()
        harness.terminal.send(keys: [.character("/"), .character("x")])
        #expect(await harness.waitUntilScreenContains("x▏"))
        // when
        harness.terminal.send(keys: [.ctrl("c")])
        // then
        #expect(await harness.waitUntilFinished())
        #expect(!harness.terminal.isFullScreen)
    }

    @Test func escapeFromDetails_returnsToTheListWithSelectionAndScrollKept() async throws {
        // given: the seventh film selected, so the list has scrolled
        let (scene, harness) = try await startedHarness()
        harness.terminal.send(keys: Array(repeating: .down, count: 6))
        #expect(await harness.waitUntilScreenContains("7. The Matrix"))
        #expect(await harness.waitUntil { scene.listScreen?.selectedIndex == 6 })
        let listBefore = harness.terminal.lines
        // when
        harness.terminal.send(keys: [.enter])
        #expect(await harness.waitUntilScreenContains("Esc back"))
        harness.terminal.send(keys: [.escape])
        // then
        #expect(await harness.waitUntil { harness.terminal.lines == listBefore })
        #expect(scene.navigator.depth == 1)
        #expect(!listBefore.joined().contains("1. Inception"))
    }

    @Test func downOnTheLastRow_continuesOntoTheFirstRowOfTheNextPage() async throws {
        // given: page 2 is answered only when the test says so
        let search = StubMoviesListUseCase { request in
            request.page == 1 ? .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .live)]) : .pending
        }
        let (scene, harness) = try await startedHarness(TestMoviesScene(search: search))
        harness.terminal.send(keys: [.end])
        #expect(await harness.waitUntilScreenContains("Loading more…"))
        // when
        harness.terminal.send(keys: [.down])
        #expect(await harness.waitUntil { scene.listScreen?.selectedIndex == 11 })
        search.completePending(with: Fetched(value: MoviesFixtures.secondPage, origin: .live))
        // then
        #expect(await harness.waitUntilScreenContains("13. Second Page Film 1"))
        #expect(await harness.waitUntil { scene.listScreen?.selectedIndex == 12 })
        #expect(await harness.waitUntilScreenContains("page 2 of 2"))
    }

    @Test func afterPickingARecentQuery_typingSearchesTheTypedTextInstead() async throws {
        // given
        let (_, harness) = try await startedHarness()
        harness.terminal.send(keys: [.character("/")])
        #expect(await harness.waitUntilScreenContains("Recent searches"))
        harness.terminal.send(keys: [.down])
        // when
        harness.terminal.send(keys: [.ctrl("u"), .character("m"), .enter])
        // then
        #expect(await harness.waitUntilScreenContains("Search: m "))
        #expect(!harness.screenText.contains("Recent searches"))
    }

    @Test func typingNarrowsTheRecentQueriesAndEnterOnAPickSearchesIt() async throws {
        // given
        let (scene, harness) = try await startedHarness()
        harness.terminal.send(keys: [.character("/")])
        #expect(await harness.waitUntilScreenContains("기생충"))

        // when: the field cleared, then "DU" typed
        harness.terminal.send(keys: [.ctrl("u"), .character("D"), .character("U")])

        // then: only the matching query is offered, and picking it searches it
        #expect(await harness.waitUntil { !harness.screenText.contains("기생충") && harness.screenText.contains("dune (2021)") })
        #expect(!harness.screenText.contains("inception"))
        harness.terminal.send(keys: [.down, .enter])
        #expect(await harness.waitUntilScreenContains("Search: dune "))
        #expect(scene.search.requests.last?.source.query == MovieQuery(text: "dune", year: 2021))
    }

    @Test func whenNothingMatchesTheTypedText_theDropDownCloses_andErasingBringsItBack() async throws {
        // given
        let (_, harness) = try await startedHarness()
        harness.terminal.send(keys: [.character("/")])
        #expect(await harness.waitUntilScreenContains("Recent searches"))

        // when
        harness.terminal.send(keys: [.ctrl("u"), .character("z"), .character("z")])
        #expect(await harness.waitUntil { !harness.screenText.contains("Recent searches") })
        harness.terminal.send(keys: [.backspace, .backspace])

        // then
        #expect(await harness.waitUntilScreenContains("Recent searches"))
        #expect(harness.screenText.contains("기생충"))
    }

    @Test func pickingARecentQuery_replacesTheList() async throws {
        // given
        let (scene, harness) = try await startedHarness()
        harness.terminal.send(keys: [.character("/")])
        #expect(await harness.waitUntilScreenContains("Recent searches"))
        // when
        harness.terminal.send(keys: [.down, .down, .enter])
        // then
        #expect(await harness.waitUntilScreenContains("Search: 기생충 "))
        #expect(scene.search.requests.last?.source.query?.text == "기생충")
        #expect(scene.listScreen?.isEditingQuery == false)
    }

    @Test func resize_laysTheScreenOutAgainAtTheNewSize() async throws {
        // given
        let (_, harness) = try await startedHarness()
        // when
        harness.terminal.resize(to: Size(width: 40, height: 10))
        // then
        #expect(await harness.waitUntil { harness.terminal.lines.first?.hasSuffix("movies") == true && harness.terminal.lines.first?.count == 39 })
        #expect(harness.terminal.lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        harness.terminal.resize(to: Size(width: 20, height: 5))
        #expect(await harness.waitUntilScreenContains("Too small"))
    }
}

@MainActor
@Suite struct MoviesTerminalHostBacklogTests {
    @Test func aPasteOfTwentyThousandCharacters_isHandledAsOneBacklogAndDrawnOnce() async throws {
        // given: the search field open, as after `/`
        let scene = TestMoviesScene()
        await scene.startAndSettle()
        let harness = HostHarness(scene: scene, size: Size(width: 80, height: 24))
        harness.start()
        #expect(await harness.waitUntilScreenContains("1. Inception"))
        harness.terminal.send(keys: [.character("/"), .ctrl("u")])
        #expect(await harness.waitUntilScreenContains("Search: ▏"))
        let framesBefore = harness.host.frameCount

        // when: a terminal without bracketed paste sends a paste as keys, and
        // the user then moves to the start of the field
        harness.terminal.send(keys: Array(repeating: Key.character("a"), count: 20_000) + [.ctrl("a")])

        // then: the field holds the 500 characters a query may have, and the
        // backlog was drawn a few times, not once a key
        #expect(await harness.waitUntil { harness.screenText.contains("Search: ▏aaaaaaaaaa") })
        #expect(harness.host.frameCount - framesBefore < 50, "frames drawn: \(harness.host.frameCount - framesBefore)")
        #expect(scene.listScreen?.isEditingQuery == true)
        harness.terminal.send(keys: [.ctrl("c")])
        _ = await harness.waitUntilFinished()
    }
}
