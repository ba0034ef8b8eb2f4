import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The `f` filter on the screens: the film list and a list on `SelectableRows`
/// narrow as you type, say how many rows show, and open the row the user sees.
@MainActor
@Suite struct ListFilterScreenTests {
    private static let size = Size(width: 80, height: 24)

    private func typed(_ text: String) -> [Key] { text.map { Key.character($0) } }

    private func filmList() async -> TestMoviesScene {
        let scene = TestMoviesScene(search: StubMoviesListUseCase { request in
            .pages([Fetched(value: request.page == 2 ? MoviesFixtures.secondPage : MoviesFixtures.firstPage(), origin: .live)])
        })
        scene.start()
        await scene.settle()
        return scene
    }

    @Test func aFilteredFilmList_whileTyping_golden() async {
        // given
        let scene = await filmList()
        // when
        scene.press(.character("f"))
        for key in typed("fi") { scene.press(key) }
        // then
        let lines = scene.screenLines(at: Self.size)
        GoldenScreen.expect(lines, matchGoldenNamed: "list-filtered-80x24")
        #expect(lines.first?.contains("Filter: fi▏") == true)
        #expect(lines.contains { $0.contains("filter: fi, 3 of 12 loaded") })
    }

    @Test func onAFilmList_enterKeeps_thenEnterOpensTheFilteredRowsFilm_andEscClearsOnTheSameFilm() async {
        // given
        let scene = await filmList()
        scene.press(.character("f"))
        for key in typed("pulp") { scene.press(key) }
        #expect(!scene.screenLines(at: Self.size).contains { $0.contains("Inception") })
        // when: Enter keeps the filter, Enter opens
        scene.press(.enter)
        #expect(scene.listScreen?.isEditingQuery == false)
        scene.press(.enter)
        // then: Pulp Fiction, ninth in the list, not the first film
        #expect(scene.navigator.top?.breadcrumbTitle == "Pulp Fiction")
        // when: back, then Esc
        scene.press(.escape)
        #expect(scene.screenLines(at: Self.size).contains { $0.contains("filter: pulp, 1 of 12 loaded") })
        scene.press(.escape)
        // then: every row again, the selection still on Pulp Fiction, still on the list
        let lines = scene.screenLines(at: Self.size)
        #expect(scene.navigator.depth == 1)
        #expect(lines.contains { $0.hasPrefix("›  9. Pulp Fiction") })
        #expect(scene.listScreen?.selectedIndex == 8)
        #expect(!lines.contains { $0.contains("filter:") })
    }

    @Test func aFilteredFilmList_loadsNoPageOnItsLastRow_butNDoes_andFiltersTheNewRows() async {
        // given: a filter that keeps one film
        let scene = await filmList()
        scene.press(.character("f"))
        for key in typed("pulp") { scene.press(key) }
        scene.press(.enter)
        // when: onto the last row shown
        scene.press(.character("G"), .down)
        await scene.settle()
        // then: no second page asked for
        #expect(scene.search.requests.count == 1)
        // when: n
        scene.press(.character("n"))
        await scene.settle()
        // then: the second page loaded (the last: "loaded" goes), its rows filtered too
        #expect(scene.search.requests.map(\.page) == [1, 2])
        #expect(scene.screenLines(at: Self.size).contains { $0.contains("filter: pulp, 1 of 15") && !$0.contains("loaded") })
    }

    @Test func onGenres_theFilteredRowOpensItsOwnGenre() async {
        // given
        var opened: [DiscoverFilter] = []
        let viewModel = DefaultGenresViewModel(
            fetchGenresUseCase: StubGenresUseCase.some, actions: GenresViewModelActions(showDiscover: { opened.append($0) }), settings: .fixed()
        )
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(GenresScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false)))
        await navigator.waitUntilSettled()
        // when: "com" keeps Comedy, third of three
        for key in [.character("f")] + typed("com") + [.enter, .enter] { _ = navigator.handle(key) }
        // then
        #expect(opened.count == 1)
        #expect(opened.first?.genres.map(\.id) == [35])
    }
}
