import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The screens of your lists: the lists by name with their counts, a row
/// opening its list; a list's films in its order with your notes, a row
/// opening its film; a list gone meanwhile is said in the status line.
@MainActor
@Suite struct FilmListsViewModelTests {
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)
    private static let knight = LibraryFilm(id: 155, title: "The Dark Knight", year: 2008)
    private static let created = Timestamp(secondsSince1970: 1_700_000_000)
    private static let heists = FilmList(
        name: "Heists", description: "Best heist films", isRanked: true, createdAt: created,
        entries: [FilmListEntry(film: heat, note: "the diner scene"), FilmListEntry(film: knight)]
    )
    private static let empty = FilmList(name: "Empty", createdAt: created)

    @Test func yourLists_showEachNameCountAndRanking_andARowOpensItsList() async {
        // given
        var opened: [String] = []
        let actions = FilmListsViewModelActions(showFilmList: { opened.append($0) })
        let viewModel = DefaultFilmListsViewModel(fetchFilmListsUseCase: StubFilmListsUseCase(lists: [Self.empty, Self.heists]), actions: actions)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        viewModel.didSelectItem(at: 1)
        viewModel.didSelectItem(at: 2)

        // then
        #expect(viewModel.items.value.map(\.name) == ["Empty", "Heists"])
        #expect(viewModel.items.value.map(\.summary) == ["empty", "2 films, ranked"])
        #expect(viewModel.items.value.map(\.description) == ["", "Best heist films"])
        #expect(viewModel.heading == "Your lists · 2 lists")
        #expect(opened == ["Heists"])
    }

    @Test func noList_saysHowToMakeOne() async {
        let viewModel = DefaultFilmListsViewModel(fetchFilmListsUseCase: StubFilmListsUseCase())
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        #expect(viewModel.items.value.isEmpty)
        #expect(viewModel.emptyMessage.contains("press a on any film"))
        #expect(viewModel.heading == "Your lists · 0 lists")
    }

    @Test func aList_showsItsFilmsInOrderWithNotes_spelledAsKept_andARowOpensItsFilm() async {
        // given: the list asked for in another case
        var opened: [Movie.Identifier] = []
        let actions = FilmListViewModelActions(showMovieDetails: { opened.append($0.id) })
        let viewModel = DefaultFilmListViewModel(name: "heists", fetchFilmListsUseCase: StubFilmListsUseCase(lists: [Self.heists]), actions: actions)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        viewModel.didSelectItem(at: 1)

        // then
        #expect(viewModel.items.value.map(\.title) == ["Heat (1995)", "The Dark Knight (2008)"])
        #expect(viewModel.items.value.map(\.note) == ["the diner scene", ""])
        #expect(viewModel.name == "Heists" && viewModel.isRanked)
        #expect(viewModel.heading == "Heists · 2 films, ranked · Best heist films")
        #expect(opened == [155])
    }

    @Test func aListDeletedMeanwhile_isSaidInTheStatusLine_andShowsNoFilm() async {
        // given: a list read once
        let useCase = StubFilmListsUseCase(lists: [Self.heists])
        let viewModel = DefaultFilmListViewModel(name: "Heists", fetchFilmListsUseCase: useCase)
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when: it is deleted elsewhere, and the screen reads it again
        useCase.lists = []
        viewModel.reload()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.isEmpty)
        #expect(viewModel.status.value.kind == .error)
        #expect(viewModel.status.value.text == "You have no list called \"Heists\"; 'movies lists' shows your lists.")
    }
}
