import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// Your diary, drawn at the sizes of the scene goldens: a heading per month,
/// aligned columns whatever the width of the titles and tags, data text made
/// safe for the terminal.
@MainActor
@Suite struct DiaryScreenGoldenTests {
    static let inception = LibraryFilm(id: 27205, title: "Inception", year: 2010)
    static let spirited = LibraryFilm(id: 129, title: "千と千尋の神隠し", year: 2001)
    static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)
    static let hostile = LibraryFilm(id: 7, title: "Red \u{1B}[31mAlert\u{1B}[0m\u{9B}2J", year: 1999)

    static let entries = [
        StubDiaryUseCase.entry(inception, on: "2026-11-29", rating: 9, rewatch: true, tags: ["imax"]),
        StubDiaryUseCase.entry(spirited, on: "2026-11-03", rating: 10, tags: ["映画館", "family"]),
        StubDiaryUseCase.entry(hostile, on: "2026-10-31", rating: 3, tags: ["\u{1B}]52;c;aGk=\u{07}odd"]),
        StubDiaryUseCase.entry(heat, on: "2024-03-09", rating: 8, tags: ["a-very-long-tag-that-goes-on", "and-another-one"]),
        StubDiaryUseCase.entry(inception, on: "2024-03-01"),
    ]

    @Test(arguments: sceneGoldenSizes)
    func diary_byMonthWithMarksInAlignedColumns(size: Size) async {
        // given
        let viewModel = DefaultDiaryViewModel(fetchDiaryUseCase: StubDiaryUseCase(entries: Self.entries))
        // when
        let lines = await GoldenScreen.lines(of: DiaryScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false)), at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("diary", size))
        #expect(lines.contains { $0.hasPrefix(" November 2026") })
        #expect(lines.contains { $0.hasPrefix(" March 2024") })
        #expect(!lines.joined().contains("\u{1B}"))
        // The rating column starts at the same column on every row.
        let columns = lines.compactMap { line in line.firstIndex(of: "♥").map { DisplayWidth.of(line[..<$0]) } }
        #expect(columns.count == 4)
        #expect(Set(columns).count == 1)
    }

    @Test func anEmptyDiary_saysHowToLog() async {
        // given
        let screen = DiaryScreen(viewModel: DefaultDiaryViewModel(period: .year(2025), fetchDiaryUseCase: StubDiaryUseCase()), theme: MoviesTheme(usesColor: false))
        // when
        let lines = await GoldenScreen.lines(of: screen, at: Size(width: 100, height: 10))
        // then
        #expect(lines[0].hasPrefix(" Diary 2025 · 0 viewings"))
        #expect(lines[1] == " No viewing in 2025: press s on a film you saw, or log one with movies log FILM.")
    }
}
