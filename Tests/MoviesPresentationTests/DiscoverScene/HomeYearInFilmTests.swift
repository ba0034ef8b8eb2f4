import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// Home's "Your year in film": this year's viewing (the year from the
/// clock) counted by the stats use case over the library — films, hours and
/// films per month; what the library does not know is never guessed; a year
/// with none says so in one line; shown again, it counts again; Enter opens
/// the stats of the year it shows.
@MainActor
@Suite struct HomeYearInFilmTests {
    private typealias Fixtures = YearInFilmFixtures

    private final class Opened {
        var years: [Int?] = []
    }

    private func makeViewModel(library: ReadOnlyLibraryRepository, opened: Opened = Opened()) -> DefaultHomeViewModel {
        DefaultHomeViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))]) },
            fetchGenresUseCase: StubGenresUseCase.some,
            fetchRecentQueriesUseCase: StubRecentQueriesUseCase(queries: []),
            actions: HomeViewModelActions(
                showMoviesList: { _ in }, showGenres: {}, showSearch: { _ in }, showPeopleSearch: { _ in }, showStats: { opened.years.append($0) }
            ),
            settings: .fixed(),
            fetchLibraryListUseCase: DefaultFetchLibraryListUseCase(libraryRepository: library),
            fetchLibraryStatsUseCase: YearInFilmFixtures.stats(of: library)
        )
    }

    private func loaded(_ viewModel: DefaultHomeViewModel) async -> (index: Int, section: HomeSectionViewModel)? {
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        return year(of: viewModel)
    }

    private func year(of viewModel: DefaultHomeViewModel) -> (index: Int, section: HomeSectionViewModel)? {
        viewModel.sections.value.enumerated().first { $0.element.title == "Your year in film" }.map { ($0.offset, $0.element) }
    }

    @Test func theSectionComesAfterRecentlySeen_andCountsThisYearsFilmsHoursAndMonths() async throws {
        // given
        let viewModel = makeViewModel(library: ReadOnlyLibraryRepository(Fixtures.library))

        // when
        let (index, section) = try #require(await loaded(viewModel))

        // then: 170 + 170 + 117 minutes; last year's viewing of Heat not counted
        #expect(viewModel.sections.value.map(\.title).suffix(3) == ["Recently seen", "Your year in film", "Recent searches"])
        #expect(section.summary == "2026: 2 films (3 viewings), 7.6 hours · top genres Crime & Drama · top director Michael Mann")
        let year = try #require(section.yearInFilm)
        #expect(year.year == 2026 && year.viewingCount == 3 && year.filmCount == 2)
        #expect(year.perMonth == [1, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(year.perMonthText == "Jan 1 · Mar 2")
        #expect(index == 8)
    }

    @Test func whatTheLibraryDoesNotKnow_isNeverGuessed() async throws {
        // given: one film of known runtime and genre, one of none, seen once each
        let library = ReadOnlyLibraryRepository([
            Fixtures.seen(Fixtures.film(1, "Known", runtime: 90, genres: ["Drama"]), on: [(2026, 2, 1)]),
            Fixtures.seen(Fixtures.film(2, "Unknown"), on: [(2026, 2, 2)]),
        ])
        // when
        let section = try #require(await loaded(makeViewModel(library: library))).section
        // then: the hours are a floor, no director is named
        #expect(section.summary == "2026: 2 films, at least 1.5 hours · top genre Drama")

        // given: nothing known of any film seen
        library.replaceEntries(with: [Fixtures.seen(Fixtures.film(2, "Unknown"), on: [(2026, 2, 2)])])
        // when
        let unknown = try #require(await loaded(makeViewModel(library: library))).section
        // then
        #expect(unknown.summary == "2026: 1 film, hours unknown")
    }

    @Test func aTieOfMoreThanTwo_namesNoLeader() async throws {
        let library = ReadOnlyLibraryRepository([
            Fixtures.seen(Fixtures.film(1, "A", runtime: 60, genres: ["Drama", "Crime", "War"]), on: [(2026, 2, 1)]),
        ])
        let section = try #require(await loaded(makeViewModel(library: library))).section
        #expect(section.summary == "2026: 1 film, 1 hour")
    }

    @Test func aYearWithNoViewing_saysSoInOneLine_andDrawsNoChart() async throws {
        // given: only last year's viewing
        let library = ReadOnlyLibraryRepository([Fixtures.seen(Fixtures.film(949, "Heat", runtime: 170), on: [(2025, 12, 31)])])
        // when
        let section = try #require(await loaded(makeViewModel(library: library))).section
        // then
        #expect(section.summary == "Nothing logged in 2026 yet: press L on a film you saw.")
        #expect(section.state == .loaded)
        #expect(section.yearInFilm?.hasViewings == false && section.yearInFilm?.perMonthText == "")

        // and an empty library says the same
        let empty = try #require(await loaded(makeViewModel(library: ReadOnlyLibraryRepository()))).section
        #expect(empty.summary == section.summary)
    }

    @Test func shownAgainAfterAViewingLoggedElsewhere_itCountsAgain() async throws {
        // given: home loaded with this year's three viewings
        let library = ReadOnlyLibraryRepository(Fixtures.library)
        let viewModel = makeViewModel(library: library)
        _ = await loaded(viewModel)

        // when: Alien logged again in June on another screen, then home shown again
        library.replaceEntries(with: [Fixtures.library[0], Fixtures.seen(Fixtures.library[1].film, on: [(2026, 3, 9), (2026, 6, 14)])])
        viewModel.didAppearAgain()
        await viewModel.waitUntilIdle()

        // then
        let year = try #require(year(of: viewModel)?.section.yearInFilm)
        #expect(year.viewingCount == 4 && year.perMonth[5] == 1)
    }

    @Test func enterOnTheSection_opensTheStatsOfTheYearItShows() async throws {
        // given
        let opened = Opened()
        let viewModel = makeViewModel(library: ReadOnlyLibraryRepository(Fixtures.library), opened: opened)
        let index = try #require(await loaded(viewModel)).index
        // when
        viewModel.didSelectSection(at: index)
        // then
        #expect(opened.years == [2026])
    }

    @Test func withoutTheStats_thereIsNoSection() async {
        let viewModel = DefaultHomeViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase(answers: []),
            fetchGenresUseCase: StubGenresUseCase.some,
            fetchRecentQueriesUseCase: StubRecentQueriesUseCase(queries: []),
            settings: .fixed(),
            fetchLibraryListUseCase: StubLibraryListUseCase(entries: [])
        )
        #expect(!viewModel.sections.value.contains { $0.title == "Your year in film" })
    }
}
