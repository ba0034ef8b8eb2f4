import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import TestSupport
import Testing
import TextUI
import TextUITesting

/// The states issue #15 asks to see pinned at 80×24 and 120×40: the query
/// field as a line editor, and what the header, status line and footer say
/// (refreshing, loading, last page, the filters in force).
///
/// Already pinned elsewhere, and not drawn again here: offline
/// (`list-offline`), loading the next page (`list-loading-more`), the help
/// overlay (`help-list`), recent searches picked with ↓ (`recent-queries`).
@MainActor
@Suite struct InterfaceStatesGoldenTests {
    // MARK: - The query field

    @Test(arguments: sceneGoldenSizes)
    func aSearchWithNoQuery_focusesTheEmptyField_withTheCursorAndTheRecentSearches(size: Size) async {
        // given: the search `/` opens from another list
        let scene = TestMoviesScene(initialQuery: nil)
        // when
        scene.start()
        await scene.settle()
        // then
        let lines = scene.screenLines(at: size)
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("query-empty", size))
        #expect(lines.first?.hasPrefix(" Search: ▏ ") == true)
        #expect(scene.listScreen?.isEditingQuery == true)
        #expect(scene.search.requests.isEmpty)
    }

    @Test(arguments: sceneGoldenSizes)
    func slashOnAList_selectsTheWholeQuery_andTypingReplacesIt(size: Size) async {
        // given
        let scene = await Self.settledScene()
        // when
        scene.press(.character("/"))
        await scene.settle()
        let terminal = scene.terminal(showing: size)
        // then: "fixture" (columns 9 to 15 of the header) highlighted, the
        // cursor after it not; the golden's last row marks the highlighted cells
        GoldenScreen.expect(terminal.lines + ["", Self.reverseCells(of: terminal, row: 0)], matchGoldenNamed: goldenName("query-selected", size))
        #expect((9...15).allSatisfy { terminal.screen.attributes(at: Point(x: $0, y: 0)).contains(.reverse) })
        #expect(!terminal.screen.attributes(at: Point(x: 8, y: 0)).contains(.reverse))
        #expect(!terminal.screen.attributes(at: Point(x: 16, y: 0)).contains(.reverse))

        // when: typing
        scene.press(.character("b"), .character("a"), .character("t"))
        // then: the old query is gone, not "fixturebat"
        let typed = scene.terminal(showing: size)
        #expect(typed.lines.first?.hasPrefix(" Search: bat▏ ") == true)
        #expect(!typed.screen.attributes(at: Point(x: 9, y: 0)).contains(.reverse))
    }

    @Test(arguments: sceneGoldenSizes)
    func leftArrows_putTheCursorInsideTheText_andTypingGoesThere(size: Size) async {
        // given
        let scene = await Self.settledScene()
        scene.press(.character("/"))
        await scene.settle()
        // when: ← three times (the first ends the selection and steps back one)
        scene.press(.left, .left, .left)
        let terminal = scene.terminal(showing: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("query-cursor-middle", size))
        #expect(terminal.lines.first?.hasPrefix(" Search: fixt▏ure ") == true)
        #expect(!(9...16).contains { terminal.screen.attributes(at: Point(x: $0, y: 0)).contains(.reverse) })
        // when: a character typed goes in at the cursor
        scene.press(.character("-"))
        #expect(scene.screenLines(at: size).first?.hasPrefix(" Search: fixt-▏ure ") == true)
    }

    @Test(arguments: sceneGoldenSizes)
    func aQueryLongerThanTheField_scrollsSoTheEndAndTheCursorShow(size: Size) async {
        // given
        let scene = await Self.settledScene()
        scene.press(.character("/"))
        await scene.settle()
        // when: 150 characters typed
        let long = (1...30).map { "w" + String(repeating: "0", count: 3 - String($0).count) + String($0) }.joined(separator: " ") + " end"
        scene.press(.paste(long))
        let lines = scene.screenLines(at: size)
        // then: the start is cut with "…", the end and the cursor after it are in view
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("query-long-scrolled", size))
        let header = lines.first ?? ""
        #expect(header.hasPrefix(" Search: …"))
        #expect(header.contains("w030 end▏"))
        #expect(!header.contains("w001"))
        #expect(header.hasSuffix("movies"))
        // when: Home goes to the start, which scrolls into view
        scene.press(.home)
        let atStart = scene.screenLines(at: size).first ?? ""
        #expect(atStart.hasPrefix(" Search: ▏w001 w002"))
        #expect(!atStart.contains("end"))
    }

    @Test(arguments: sceneGoldenSizes)
    func editingASearchWithAYear_keepsTheYearInViewWithHowToDropIt(size: Size) async {
        // given: `search the --year 1999`
        let scene = await Self.settledScene(query: MovieQuery(text: "the", year: 1999))
        // when: the field opened and a new text typed over the old one
        scene.press(.character("/"))
        await scene.settle()
        scene.press(.character("m"), .character("a"), .character("t"), .character("r"), .character("i"), .character("x"))
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("query-year-kept", size))
        #expect(lines.first?.hasPrefix(" Search: matrix▏ ") == true)
        #expect(lines.first?.hasSuffix("· 1999 (⌫ on an empty field drops it)  movies") == true)
        // when: Enter
        scene.press(.enter)
        await scene.settle()
        // then: the new text is searched in the year kept
        #expect(scene.search.requests.last?.source == .search(MovieQuery(text: "matrix", year: 1999)))
        #expect(scene.screenLines(at: size).first?.hasPrefix(" Search: matrix · 1999 ") == true)
    }

    @Test(arguments: sceneGoldenSizes)
    func typingInTheField_narrowsTheRecentSearchesToThoseThatMatch(size: Size) async {
        // given: four recent searches (inception, 기생충, dune (2021), bad…query)
        let scene = await Self.settledScene()
        scene.press(.character("/"))
        await scene.settle()
        // when
        scene.press(.character("n"))
        await scene.settle()
        let lines = scene.screenLines(at: size)
        // then: only those with an "n"
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("query-recent-narrowed", size))
        let box = lines.filter { $0.hasPrefix("│") }
        #expect(box.map { $0.dropFirst(2).prefix { $0 != " " } } == ["inception", "dune"])
        #expect(box.last?.contains("dune (2021)") == true)
    }

    // MARK: - Status

    @Test(arguments: sceneGoldenSizes)
    func r_saysRefreshingInTheStatusLine_keepsTheRows_andTheSelectionFollowsItsFilm(size: Size) async {
        // given: the first page shown, the third film (Spirited Away) focused;
        // a refresh that stays in flight until answered below
        let search = StubMoviesListUseCase { request in
            request.policy == .refresh ? .pending : .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0)))])
        }
        let scene = await Self.settledScene(search: search)
        scene.press(.down, .down)
        // when
        scene.press(.character("r"))
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("list-refreshing", size))
        #expect(lines.dropLast().last?.hasPrefix(" ⠋ Refreshing…") == true)
        #expect(lines.contains { $0.hasPrefix("›  3. Spirited Away") })
        // The refresh asks from its own task: its request comes a moment later.
        let asked = await Polling.waitUntil { search.requests.count == 2 }
        #expect(asked)
        guard asked else { return }
        #expect(search.requests.map(\.page) == [1, 1])
        #expect(search.requests.last?.policy == .refresh)

        // when: the fresher page puts the film elsewhere
        let reordered = MoviesPage(page: 1, totalPages: 2, totalResults: 15, movies: MoviesFixtures.firstPageMovies.reversed())
        search.completePending(with: Fetched(value: reordered, origin: .live))
        await scene.settle()
        // then: the status says what came, and the selection is on the same film
        let after = scene.screenLines(at: size)
        #expect(after.dropLast().last?.hasPrefix(" live ") == true)
        #expect(after.contains { $0.hasPrefix("› 10. Spirited Away") })
        #expect(scene.listScreen?.selectedIndex == 9)
    }

    @Test(arguments: sceneGoldenSizes)
    func theFirstPageOnItsWay_saysSearchingAndLoading(size: Size) async {
        // given
        let search = StubMoviesListUseCase { _ in .pending }
        let scene = TestMoviesScene(search: search)
        // when
        scene.start()
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("list-loading", size))
        #expect(lines.contains(" Searching…"))
        #expect(lines.dropLast().last?.hasPrefix(" ⠋ Loading…") == true)
        #expect(!lines.joined().contains("No results"))
        // No page has come, so there is no next one to offer.
        #expect(lines.last == " Enter open  / search  q quit  ? help")
    }

    @Test(arguments: sceneGoldenSizes)
    func theLastPageLoaded_saysLastPageWhereNMoreWas(size: Size) async {
        // given: page 1 of 2 shown, offering "n more"
        let search = StubMoviesListUseCase { request in
            .pages([Fetched(value: request.page == 1 ? MoviesFixtures.firstPage() : MoviesFixtures.secondPage, origin: .live)])
        }
        let scene = await Self.settledScene(search: search)
        #expect(scene.screenLines(at: size).last?.contains("n more") == true)
        // when: n, then End to see its rows
        scene.press(.character("n"))
        await scene.settle()
        scene.press(.end)
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("list-last-page", size))
        #expect(lines.last == " Enter open  / search  last page  q quit  ? help")
        #expect(lines.dropLast().last?.hasSuffix("page 2 of 2 · 15 results") == true)
    }

    @Test(arguments: sceneGoldenSizes)
    func aSearchWithAYear_showsTheYearInTheHeader(size: Size) async {
        // given / when: `search the --year 1999`
        let scene = await Self.settledScene(query: MovieQuery(text: "the", year: 1999))
        let lines = scene.screenLines(at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("list-search-year", size))
        #expect(lines.first?.hasPrefix(" Search: the · 1999 ") == true)
        #expect(scene.search.requests.first?.source == .search(MovieQuery(text: "the", year: 1999)))
    }

    @Test(arguments: sceneGoldenSizes)
    func aDiscovery_showsItsGenresYearsSortAndVotesInTheHeader(size: Size) async {
        // given: `discover --genre Action --genre Drama --years 1990..1999 --sort rating`
        let filter = DiscoverFilter(genres: [Genre(id: 28, name: "Action"), Genre(id: 18, name: "Drama")], years: 1990...1999, sort: .rating)
        let search = StubMoviesListUseCase { _ in .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .live)]) }
        let viewModel = DefaultMoviesBrowseViewModel(fetchMoviesListUseCase: search, source: .discover(filter), settings: .fixed())
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(MoviesListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false), spinnerInterval: nil))
        // when
        await navigator.waitUntilSettled()
        let terminal = InMemoryTerminal(size: size)
        MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none).draw()
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("list-discover-filters", size))
        #expect(terminal.lines.first?.hasPrefix(" Discover · Action & Drama · 1990–1999 · by rating · 200+ votes ") == true)
        #expect(search.requests.first?.source == .discover(filter))
    }

    // MARK: - Helpers

    /// The list of the `fixture` search (or `query`) with its first page shown.
    private static func settledScene(
        query: MovieQuery = MovieQuery(text: "fixture"),
        search: StubMoviesListUseCase = StubMoviesListUseCase { _ in .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .live)]) }
    ) async -> TestMoviesScene {
        let scene = TestMoviesScene(initialQuery: query, search: search)
        scene.start()
        await scene.settle()
        return scene
    }

    /// A row of the screen as `^` under each highlighted (reverse) cell, so a
    /// selection shows in a plain-text golden.
    private static func reverseCells(of terminal: InMemoryTerminal, row: Int) -> String {
        let marks = (0..<terminal.screen.size.width).map { terminal.screen.attributes(at: Point(x: $0, y: row)).contains(.reverse) ? "^" : " " }
        return String(marks.joined().reversed().drop { $0 == " " }.reversed())
    }
}
