import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct HomeViewModelTests {
    @MainActor
    private final class Recorder {
        var lists: [MoviesListSource] = []
        var searches: [MovieQuery?] = []
        var peopleSearches: [String] = []
        var genres = 0

        var actions: HomeViewModelActions {
            HomeViewModelActions(
                showMoviesList: { self.lists.append($0) },
                showGenres: { self.genres += 1 },
                showSearch: { self.searches.append($0) },
                showPeopleSearch: { self.peopleSearches.append($0) }
            )
        }
    }

    private func makeViewModel(
        lists: StubMoviesListUseCase,
        genres: StubGenresUseCase = .some,
        recorder: Recorder = Recorder()
    ) -> DefaultHomeViewModel {
        DefaultHomeViewModel(
            fetchMoviesListUseCase: lists,
            fetchGenresUseCase: genres,
            fetchRecentQueriesUseCase: StubRecentQueriesUseCase(queries: [MovieQuery(text: "dune"), MovieQuery(text: "heat")]),
            actions: recorder.actions,
            settings: .fixed()
        )
    }

    @Test func whenLoaded_everySectionShowsItsFirstTitles_andOneFailingLeavesTheOthers() async {
        // given: trending fails, the other lists answer
        let lists = StubMoviesListUseCase { request in
            if case .trending = request.source { return .failure(.notConnected(detail: nil)) }
            return .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1, 2, 3, 4, 5, 6]))])
        }
        let viewModel = makeViewModel(lists: lists)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        let sections = viewModel.sections.value
        #expect(sections.map(\.title) == ["Trending today", "Popular", "Top rated", "Now playing", "Upcoming", "Genres", "Recent searches"])
        #expect(sections[0].state == .failed && sections[0].summary.hasPrefix("Cannot reach TMDB"))
        #expect(sections[1].summary == "Movie 1 · Movie 2 · Movie 3 …")
        #expect(sections[1].films.count == 5)
        #expect(sections[5].summary == "Action, Drama, Comedy")
        #expect(sections[6].summary == "dune · heat")
        #expect(lists.requests.allSatisfy { !$0.recordsQuery && $0.page == 1 })
    }

    @Test func whenASourceCannotAnswerAList_theSectionIsUnavailableAndTheNoteSaysSo() async {
        // given: the embedded catalogue's answer for what plays now
        let lists = StubMoviesListUseCase { request in
            switch request.source {
            case .nowPlaying, .upcoming: return .failure(.notSupported(message: "Only TMDB knows what is playing now."))
            default: return .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))])
            }
        }
        let viewModel = makeViewModel(lists: lists)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.sections.value.filter { $0.state == .unavailable }.map(\.title) == ["Now playing", "Upcoming"])
        #expect(viewModel.note.value == "Now playing and Upcoming left out: Only TMDB knows what is playing now.")
    }

    @Test func sectionsAndTheField_openWhatTheyName() async {
        // given
        let recorder = Recorder()
        let viewModel = makeViewModel(lists: StubMoviesListUseCase(answers: []), recorder: recorder)

        // when
        viewModel.didSelectSection(at: 0)
        viewModel.didSelectSection(at: 2)
        viewModel.didSelectSection(at: 5)
        viewModel.didSelectSection(at: 6)
        viewModel.didSearch(query: "alien")
        viewModel.didSearch(query: "   ")
        viewModel.didSearchPeople(query: "nolan")

        // then
        #expect(recorder.lists == [.trending(.day), .topRated(region: nil)])
        #expect(recorder.genres == 1)
        #expect(recorder.searches == [nil, MovieQuery(text: "alien")])
        #expect(recorder.peopleSearches == ["nolan"])
    }

    @Test func withTheLibrary_yourListsAreSectionsBeforeRecentSearches_andOpenTheirScreens() async {
        // given
        var opened: [LibraryList] = []
        let viewModel = DefaultHomeViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in .pages([MoviesFixtures.live(MoviesFixtures.page(1, of: 1, ids: [1]))]) },
            fetchGenresUseCase: StubGenresUseCase.some,
            fetchRecentQueriesUseCase: StubRecentQueriesUseCase(queries: []),
            actions: HomeViewModelActions(showMoviesList: { _ in }, showGenres: {}, showSearch: { _ in }, showPeopleSearch: { _ in }, showLibrary: { opened.append($0) }),
            settings: .fixed(),
            fetchLibraryListUseCase: StubLibraryListUseCase(watchlist: [LibraryEntry(film: LibraryFilm(id: 603, title: "The Matrix", year: 1999))], seen: [])
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        viewModel.didSelectSection(at: 6)
        viewModel.didSelectSection(at: 7)

        // then
        let sections = viewModel.sections.value
        #expect(sections.map(\.title).suffix(3) == ["Your watchlist", "Recently seen", "Recent searches"])
        #expect(sections[6].summary == "The Matrix" && sections[6].films.map(\.record.id) == [603])
        #expect(sections[7].summary == "Nothing yet: press s on a film you saw.")
        #expect(opened == [.watchlist, .seen])
    }
}
