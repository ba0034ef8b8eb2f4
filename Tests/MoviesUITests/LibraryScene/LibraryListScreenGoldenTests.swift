import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// Your watchlist, drawn at the sizes of the scene goldens.
@MainActor
@Suite struct LibraryListScreenGoldenTests {
    private static let entries = StubLibraryListUseCase(entries: [
        LibraryEntry(
            film: LibraryFilm(id: 27205, title: "Inception", year: 2010),
            watchlistAddedAt: Timestamp(secondsSince1970: 1_764_000_000),
            rating: FilmRating(rating: StarRating(halfStars: 9)!, ratedAt: Timestamp(secondsSince1970: 1_764_000_000))
        ),
        LibraryEntry(film: LibraryFilm(id: 129, title: "千と千尋の神隠し", year: 2001), watchlistAddedAt: Timestamp(secondsSince1970: 1_763_000_000)),
    ])

    @Test(arguments: sceneGoldenSizes)
    func watchlist_countedWithMarksAndAddedDays(size: Size) async {
        // given
        let viewModel = DefaultLibraryListViewModel(list: .watchlist, fetchLibraryListUseCase: Self.entries)
        // when
        let lines = await GoldenScreen.lines(of: LibraryListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false)), at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("library-watchlist", size))
        #expect(lines.contains { $0.contains("watchlist · ♥ 4.5") })
    }
}
