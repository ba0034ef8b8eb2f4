import MoviesDomain
import MoviesPresentation
import Testing

/// The stats screen's view model: the year's numbers as the library counts
/// them, titled by their year; a library that cannot be read is said in the
/// status line; `r` counts again.
@MainActor
@Suite struct StatsViewModelTests {
    private final class CountingStats: FetchLibraryStatsUseCase, @unchecked Sendable {
        var viewings = 3
        var failure: LibraryError?
        func execute(year: Int?) async throws -> LibraryRead<LibraryStats> {
            if let failure { throw failure }
            let none = StatsRanking(counts: [], unknown: 0)
            return LibraryRead(value: LibraryStats(
                year: year ?? 2026, viewingCount: viewings, filmCount: 1, perMonth: Array(repeating: 0, count: 12), perDecade: none,
                ratings: Array(repeating: 0, count: 10), unrated: viewings, genres: none, directors: none, actors: none, minutesWatched: 0, unknownRuntime: 0
            ))
        }
    }

    @Test func theYearsNumbers_areShown_titledByTheirYear_andRCountsAgain() async {
        // given
        let useCase = CountingStats()
        let viewModel = DefaultStatsViewModel(year: nil, fetchLibraryStatsUseCase: useCase)
        #expect(viewModel.title == "Your year in film")

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.page.value?.summary == "Your 2026 in film: 3 viewings of 1 film, 0 hours watched.")
        #expect(viewModel.page.value?.sections.map(\.title).first == "Films per month")
        #expect(viewModel.title == "Your 2026 in film")
        #expect(viewModel.status.value.text == "your library, on this computer")

        // when: a viewing more, r
        useCase.viewings = 4
        viewModel.reload()
        await viewModel.waitUntilIdle()
        #expect(viewModel.page.value?.summary.contains("4 viewings") == true)
    }

    @Test func aLibraryThatCannotBeRead_isSaidInTheStatusLine() async {
        let useCase = CountingStats()
        useCase.failure = .unavailable(path: "/tmp/x/library.sqlite3", reason: "it cannot be opened")
        let viewModel = DefaultStatsViewModel(year: 2024, fetchLibraryStatsUseCase: useCase)
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        #expect(viewModel.page.value == nil && viewModel.status.value.kind == .error)
        #expect(viewModel.title == "Your 2024 in film")
    }
}
