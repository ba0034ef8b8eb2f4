import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The diary's view model: your viewings as the library gives them (newest
/// first), each naming its month and carrying its marks; an empty diary says
/// how to log; a read again shows what changed.
@MainActor
@Suite struct DiaryViewModelTests {
    private static let inception = LibraryFilm(id: 27205, title: "Inception", year: 2010)
    private static let spirited = LibraryFilm(id: 129, title: "千と千尋の神隠し", year: 2001)

    private func loaded(_ useCase: StubDiaryUseCase, period: DiaryPeriod = .all, actions: DiaryViewModelActions? = nil) async -> DefaultDiaryViewModel {
        let viewModel = DefaultDiaryViewModel(period: period, fetchDiaryUseCase: useCase, actions: actions)
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        return viewModel
    }

    @Test func test_whenLoaded_thenViewingsKeepTheLibrarysNewestFirstOrder_eachUnderItsMonth() async {
        // given
        let useCase = StubDiaryUseCase(entries: [
            StubDiaryUseCase.entry(Self.inception, on: "2026-11-29"),
            StubDiaryUseCase.entry(Self.spirited, on: "2026-11-03"),
            StubDiaryUseCase.entry(Self.inception, on: "2024-03-09"),
        ])

        // when
        let viewModel = await loaded(useCase)

        // then
        #expect(viewModel.items.value.map(\.month) == ["November 2026", "November 2026", "March 2024"])
        #expect(viewModel.items.value.map(\.day) == ["Sun 29", "Tue 03", "Sat 09"])
        #expect(viewModel.items.value.map(\.title) == ["Inception (2010)", "千と千尋の神隠し (2001)", "Inception (2010)"])
        #expect(viewModel.heading == "Diary · 3 viewings, newest first")
        #expect(viewModel.status.value == StatusLineViewModel(kind: .neutral, text: "your library, on this computer"))
    }

    @Test func test_whenAViewingHasMarks_thenItsRowCarriesRatingInHalvesRewatchAndTags() async {
        // given
        let useCase = StubDiaryUseCase(entries: [
            StubDiaryUseCase.entry(Self.inception, on: "2026-11-29", rating: 7, rewatch: true, tags: ["imax", "friends"]),
            StubDiaryUseCase.entry(Self.spirited, on: "2026-11-03", rating: 10),
            StubDiaryUseCase.entry(Self.inception, on: "2024-03-09"),
        ])

        // when
        let items = await loaded(useCase).items.value

        // then: your rating in ♥ marks (★ is TMDB's), never as TMDB's vote
        #expect(items.map(\.rating) == ["♥♥♥½", "♥♥♥♥♥", ""])
        #expect(items.map(\.isRewatch) == [true, false, false])
        #expect(items.map(\.tags) == ["#imax #friends", "", ""])
    }

    @Test func test_whenThePeriodIsAYearOrMonth_thenTitleAndHeadingNameIt() async {
        // given
        let useCase = StubDiaryUseCase(entries: [StubDiaryUseCase.entry(Self.inception, on: "2024-03-09")])

        // when
        let year = await loaded(useCase, period: .year(2024))
        let month = await loaded(useCase, period: .month(year: 2024, month: 3))

        // then
        #expect(year.title == "Diary 2024")
        #expect(year.heading == "Diary 2024 · 1 viewing, newest first")
        #expect(month.title == "Diary, March 2024")
    }

    @Test func test_whenTheDiaryIsEmpty_thenOneSentenceSaysHowToLog() async {
        // when
        let all = await loaded(StubDiaryUseCase())
        let month = await loaded(StubDiaryUseCase(entries: [StubDiaryUseCase.entry(Self.inception, on: "2024-03-09")]), period: .month(year: 2024, month: 4))

        // then
        #expect(all.items.value.isEmpty)
        #expect(all.emptyMessage == "Your diary is empty: press s on a film you saw, or log one with movies log FILM.")
        #expect(month.items.value.isEmpty)
        #expect(month.emptyMessage.hasPrefix("No viewing in April 2024: press s"))
    }

    @Test func test_whenTheLibraryChangedAndTheDiaryIsReadAgain_thenItShowsTheChange() async {
        // given
        let useCase = StubDiaryUseCase(entries: [StubDiaryUseCase.entry(Self.inception, on: "2024-03-09")])
        let viewModel = await loaded(useCase)

        // when: a viewing was logged elsewhere (s on a row, movies log)
        useCase.entries.insert(StubDiaryUseCase.entry(Self.spirited, on: "2026-11-29"), at: 0)
        viewModel.reload()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.map(\.id) == [129, 27205])
        #expect(viewModel.heading == "Diary · 2 viewings, newest first")

        // when: it was undone
        useCase.entries.removeFirst()
        viewModel.reload()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.map(\.id) == [27205])
        #expect(useCase.reads == 3)
    }

    @Test func test_whenARowIsSelected_thenItsFilmsDetailsOpen() async {
        // given
        var opened: [Movie] = []
        let useCase = StubDiaryUseCase(entries: [
            StubDiaryUseCase.entry(Self.inception, on: "2026-11-29"),
            StubDiaryUseCase.entry(Self.spirited, on: "2026-11-03"),
        ])
        let viewModel = await loaded(useCase, actions: DiaryViewModelActions(showMovieDetails: { opened.append($0) }))

        // when
        viewModel.didSelectItem(at: 1)
        viewModel.didSelectItem(at: 5)

        // then
        #expect(opened.map(\.id) == [129])
        #expect(opened.first?.title == "千と千尋の神隠し")
    }

    @Test func test_whenTheLibraryCannotBeRead_thenTheStatusLineSaysSoInOneSentence() async {
        // given
        let useCase = StubDiaryUseCase(failure: .unavailable(path: "/tmp/x/library.sqlite3", reason: "it is a symbolic link"))

        // when
        let viewModel = await loaded(useCase)

        // then
        #expect(viewModel.items.value.isEmpty)
        #expect(viewModel.status.value.kind == .error)
        #expect(!viewModel.status.value.text.isEmpty)
    }
}
