import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// Home with your library: "Your year in film" after Recently seen, its
/// line of films per month drawn as columns of blocks in the accent, and
/// off a terminal as the months' numbers (plain) or the same numbers as
/// JSON.
@MainActor
@Suite struct HomeYearInFilmScreenTests {
    static func screen(usesColor: Bool = false) -> HomeScreen {
        let library = ReadOnlyLibraryRepository(YearInFilmFixtures.library)
        let viewModel = DefaultHomeViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in .pages([Fetched(value: MoviesFixtures.firstPage(), origin: .live)]) },
            fetchGenresUseCase: StubGenresUseCase.some,
            fetchRecentQueriesUseCase: StubRecentQueriesUseCase(queries: MoviesFixtures.recentQueries),
            settings: .fixed(),
            fetchLibraryListUseCase: DefaultFetchLibraryListUseCase(libraryRepository: library),
            fetchLibraryStatsUseCase: YearInFilmFixtures.stats(of: library)
        )
        return HomeScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: usesColor), startsEditing: true)
    }

    @Test(arguments: sceneGoldenSizes)
    func home_withYourLibrary_showsYourYearInFilm(size: Size) async {
        // given
        let navigator = await DiscoverScreensGoldenTests.settledNavigator(showing: Self.screen())
        // when
        let terminal = DiscoverScreensGoldenTests.drawn(navigator, at: size)
        // then
        GoldenScreen.expect(terminal.lines, matchGoldenNamed: goldenName("home-year-in-film", size))
        #expect(terminal.lines.contains { $0.hasPrefix("   9. Your year in film") && $0.hasSuffix("Jan ▄ █          Dec") })
    }

    @Test func theChart_isDrawnInTheAccent() async throws {
        // given
        let screen = Self.screen(usesColor: true)
        _ = await DiscoverScreensGoldenTests.settledNavigator(showing: screen)
        var buffer = ScreenBuffer(size: Size(width: 120, height: 40))
        // when
        screen.draw(into: &buffer, in: buffer.bounds)
        // then: every cell of the chart in the accent, the title beside it not
        let y = try #require(buffer.lines.firstIndex { $0.contains("Your year in film") })
        let line = buffer.lines[y]
        let start = try #require(line.range(of: "Jan ")).lowerBound
        let x = line.distance(from: line.startIndex, to: start)
        let accent = MoviesTheme(usesColor: true).accent
        #expect((x..<(x + 20)).allSatisfy { buffer.cell(at: Point(x: $0, y: y))?.style == accent }, "\(line)")
        #expect(buffer.cell(at: Point(x: 5, y: y))?.style != accent)
    }

    @Test func offATerminal_theChartIsTheMonthsNumbers_andJSONHasTheSameNumbers() async throws {
        // given
        let screen = Self.screen()
        _ = await DiscoverScreensGoldenTests.settledNavigator(showing: screen)

        // when
        let lines = screen.plainTextLines(width: 100)
        let json = try #require(screen.jsonDocument())
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(json), as: UTF8.self)

        // then
        let title = try #require(lines.firstIndex(of: " 9. Your year in film"), "\(lines)")
        #expect(lines[title + 1] == "      2026: 2 films (3 viewings), 7.6 hours · top genres Crime & Drama · top director Michael Mann")
        #expect(lines[title + 2] == "      Jan 1 · Mar 2")
        #expect(!lines.contains { $0.contains("█") || $0.contains("▄") })
        #expect(text.contains(#""stats":{"#))
        #expect(text.contains(#""year":2026"#) && text.contains(#""viewings":3"#) && text.contains(#""minutes_watched":457"#))
        #expect(text.contains(#"{"name":"Mar","viewings":2}"#))
        #expect(text.components(separatedBy: #""stats":"#).count == 2, "only its own section carries the numbers")
    }
}
