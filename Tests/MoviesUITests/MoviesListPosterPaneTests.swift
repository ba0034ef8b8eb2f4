import TextUITesting
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI

/// The poster pane of a movies list: in a window at least 140 columns wide,
/// the focused film's poster at the right of the rows.
@MainActor
@Suite struct MoviesListPosterPaneTests {
    private static let wide = Size(width: 160, height: 40)
    /// Where the poster's first column is at 160 columns: the pane's 33 columns, less its 2-column gap.
    private static let posterX = 160 - 33 + 2

    /// The fixture's first page, each film with a poster `/<id>.jpg`.
    private static func pageWithPosters() -> MoviesPage {
        let fixture = MoviesFixtures.firstPage()
        let movies = fixture.movies.map {
            Movie(
                id: $0.id, title: $0.title, originalTitle: $0.originalTitle, originalLanguage: $0.originalLanguage,
                overview: $0.overview, releaseDate: $0.releaseDate, posterPath: "/\($0.id).jpg",
                voteAverage: $0.voteAverage, voteCount: $0.voteCount
            )
        }
        return MoviesPage(page: fixture.page, totalPages: fixture.totalPages, totalResults: fixture.totalResults, movies: movies)
    }

    /// The search list of the golden tests (second row selected), with a poster source.
    private func listScene(
        posters: (any FetchPosterImageUseCase)?, usesColor: Bool = true
    ) async -> MoviesScreenNavigator {
        let page = Self.pageWithPosters()
        let viewModel = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in .pages([Fetched(value: page, origin: .live)]) },
            settings: .fixed(),
            query: MovieQuery(text: "fixture"),
            fetchPosterImageUseCase: posters,
            posterWidth: posters == nil ? nil : 185
        )
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(MoviesListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: usesColor), spinnerInterval: nil))
        await navigator.waitUntilSettled()
        _ = navigator.handle(.down)
        return navigator
    }

    private func buffer(of navigator: MoviesScreenNavigator, at size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        navigator.draw(into: &buffer, in: buffer.bounds)
        return buffer
    }

    private func lines(of navigator: MoviesScreenNavigator, at size: Size) -> [String] {
        let terminal = InMemoryTerminal(size: size)
        MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none).draw()
        return terminal.lines
    }

    private static func isColoured(_ cell: Cell?) -> Bool {
        guard let cell, case .rgb = cell.style.foreground, case .rgb = cell.style.background else { return false }
        return cell.grapheme == "▀"
    }

    @Test func aWideWindow_showsTheFocusedFilmsPosterRightOfTheRows_fetchingTheRowsOnScreen() async throws {
        // given
        let posters = StubPosterImageUseCase(result: .success(try #require(MoviesFixtures.gradientPoster)))
        let navigator = await listScene(posters: posters)
        // when: the first frame says which rows show; their posters arrive
        _ = buffer(of: navigator, at: Self.wide)
        await navigator.waitUntilSettled()
        let buffer = buffer(of: navigator, at: Self.wide)
        // then: a 30-column poster (45 pixels: 22 full rows and a half) at the top of the pane
        #expect(Self.isColoured(buffer.cell(at: Point(x: Self.posterX, y: 1))))
        #expect(Self.isColoured(buffer.cell(at: Point(x: Self.posterX + 29, y: 22))))
        #expect(buffer.cell(at: Point(x: Self.posterX + 30, y: 1))?.style.background == .default)
        #expect(buffer.cell(at: Point(x: Self.posterX - 1, y: 1))?.style.background == .default, "a gap between the rows and the poster")
        // and: the rows keep the rest, the highlight stays in them
        #expect(buffer.cell(at: Point(x: Self.posterX - 3, y: 3))?.style.attributes.contains(.reverse) == true)
        #expect(buffer.cell(at: Point(x: Self.posterX - 2, y: 3))?.style.attributes.contains(.reverse) == false)
        // and: every row on screen (all twelve) was asked for once
        #expect(Set(posters.requestedPaths) == Set(Self.pageWithPosters().movies.map { "/\($0.id).jpg" }))
        #expect(posters.requestedPaths.count == 12)
        GoldenScreen.expect(lines(of: navigator, at: Self.wide), matchGoldenNamed: goldenName("list-poster", Self.wide))
    }

    @Test func movingTheSelection_showsTheNextPosterAtOnce_withoutFetchingAgain() async throws {
        // given
        let posters = StubPosterImageUseCase(result: .success(try #require(MoviesFixtures.gradientPoster)))
        let navigator = await listScene(posters: posters)
        _ = buffer(of: navigator, at: Self.wide)
        await navigator.waitUntilSettled()
        let before = posters.requestedPaths.count
        // when
        _ = navigator.handle(.down)
        let buffer = buffer(of: navigator, at: Self.wide)
        // then
        #expect(Self.isColoured(buffer.cell(at: Point(x: Self.posterX, y: 1))))
        await navigator.waitUntilSettled()
        #expect(posters.requestedPaths.count == before)
    }

    @Test func aWindowNarrowerThan140Columns_isDrawnAsBefore_andFetchesNothing() async throws {
        // given
        let posters = StubPosterImageUseCase(result: .success(try #require(MoviesFixtures.gradientPoster)))
        let navigator = await listScene(posters: posters)
        // when
        let size = Size(width: 120, height: 40)
        let lines = lines(of: navigator, at: size)
        await navigator.waitUntilSettled()
        // then: the golden screen of the list without posters
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("list-items", size))
        #expect(posters.requestedPaths.isEmpty)
        #expect(!self.lines(of: navigator, at: Size(width: 139, height: 40)).joined().contains("▀"))
        await navigator.waitUntilSettled()
        #expect(posters.requestedPaths.isEmpty)
    }

    @Test(arguments: [false, true])
    func withoutPostersOrColour_theRowsTakeTheWholeWidth(hasPosterSource: Bool) async throws {
        // given: no poster source (embedded catalogue, MOVIES_IMAGES=none), or one without colour
        let posters = StubPosterImageUseCase(result: .success(try #require(MoviesFixtures.gradientPoster)))
        let navigator = await listScene(posters: hasPosterSource ? posters : nil, usesColor: !hasPosterSource)
        // when
        let lines = lines(of: navigator, at: Self.wide)
        await navigator.waitUntilSettled()
        // then: the ratings sit at the right edge, where the pane would be
        #expect(lines[1].hasSuffix("★ 8.4"))
        #expect(!lines.joined().contains("▀"))
        #expect(posters.requestedPaths.isEmpty)
    }

    @Test func whileThePosterIsOnItsWay_itsPaneIsKept_soTheRowsDoNotMove() async throws {
        // given: one list whose posters never come, one whose posters came
        let waiting = await listScene(posters: SuspendingPosterImageUseCase())
        let posters = StubPosterImageUseCase(result: .success(try #require(MoviesFixtures.gradientPoster)))
        let shown = await listScene(posters: posters)
        _ = buffer(of: shown, at: Self.wide)
        await shown.waitUntilSettled()
        // when
        _ = buffer(of: waiting, at: Self.wide)
        let waitingCells = buffer(of: waiting, at: Self.wide)
        let shownCells = buffer(of: shown, at: Self.wide)
        // then: the same rows, cut at the same column; an empty pane
        let rowsWidth = Self.posterX - 2
        for y in 0..<Self.wide.height - 2 {
            #expect(Array(waitingCells.row(y).prefix(rowsWidth)) == Array(shownCells.row(y).prefix(rowsWidth)), "row \(y)")
        }
        #expect(!waitingCells.row(1).contains { $0.grapheme == "▀" })
        #expect(Self.isColoured(shownCells.cell(at: Point(x: Self.posterX, y: 1))))
    }
}
