import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct PeopleListViewModelTests {
    @MainActor
    private final class Recorder {
        var people: [Person] = []
        var movieSearches: [String] = []
        var closed = 0

        var actions: PeopleListViewModelActions {
            PeopleListViewModelActions(
                showPerson: { self.people.append($0) },
                showMovieSearch: { self.movieSearches.append($0) },
                close: { self.closed += 1 }
            )
        }
    }

    private static let firstPage = PeoplePage(page: 1, totalPages: 2, totalResults: 3, people: [PeopleFixtures.nolan, PeopleFixtures.caine])
    private static let secondPage = PeoplePage(page: 2, totalPages: 2, totalResults: 3, people: [Person(id: 7, name: "Third")])

    private func makeViewModel(
        _ useCase: StubSearchPeopleUseCase,
        query: String? = "nolan",
        recorder: Recorder = Recorder()
    ) -> DefaultPeopleListViewModel {
        DefaultPeopleListViewModel(
            searchPeopleUseCase: useCase, query: query, actions: recorder.actions, settings: .fixed()
        )
    }

    @Test func whenLoaded_rowsSayWhatEachIsKnownFor_andTheNextPageAppends() async {
        // given
        let viewModel = makeViewModel(StubSearchPeopleUseCase(pages: [Self.firstPage, Self.secondPage]))

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        let firstRows = viewModel.items.value.map(\.summary)
        viewModel.didLoadNextPage()
        await viewModel.waitUntilIdle()

        // then
        #expect(firstRows == ["Directing · Inception, Interstellar, Tenet", "Acting · The Dark Knight"])
        #expect(viewModel.items.value.map(\.name) == ["Christopher Nolan", "Michael Caine", "Third"])
        #expect(viewModel.currentPage == 2 && !viewModel.hasMorePages)
        #expect(viewModel.status.value.kind != .loading)
    }

    @Test func selectingARow_opensThatPerson_andTabSearchesFilmsForTheSameText() async {
        // given
        let recorder = Recorder()
        let viewModel = makeViewModel(StubSearchPeopleUseCase(pages: [Self.firstPage]), recorder: recorder)
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when
        viewModel.didSelectItem(at: 1)
        viewModel.didSelectItem(at: 9)
        viewModel.didSwitchToMovieSearch(query: "caine")

        // then
        #expect(recorder.people.map(\.id) == [3895])
        #expect(recorder.movieSearches == ["caine"])
    }

    @Test func aFailure_isOneSentence_andLeavesNoRows() async {
        // given
        let viewModel = makeViewModel(StubSearchPeopleUseCase(failure: .notConnected(detail: nil)))

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.items.value.isEmpty)
        #expect(viewModel.failure?.message.hasPrefix("Cannot reach TMDB") == true)
        #expect(viewModel.failure?.offersRetry == true)
    }

    @Test func openedWithoutAQuery_fetchesNothing_untilASearch() async {
        // given
        let viewModel = makeViewModel(StubSearchPeopleUseCase(pages: [Self.firstPage]), query: nil)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        let before = viewModel.items.value.count
        viewModel.didSearch(query: "   ")
        viewModel.didSearch(query: "nolan")
        await viewModel.waitUntilIdle()

        // then
        #expect(before == 0)
        #expect(viewModel.query.value == "nolan" && viewModel.items.value.count == 2)
    }

    @Test func aPagePastTheLast_isAFailureOfItsOwn() async {
        // given: the server answers page 3 of 2 with nobody
        let useCase = DefaultSearchPeopleUseCase(peopleRepository: PagePastEndRepository())
        let viewModel = DefaultPeopleListViewModel(searchPeopleUseCase: useCase, query: "x", page: 3, settings: .fixed())

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.failure?.message.contains("past the last page") == true)
    }

    private struct PagePastEndRepository: PeopleRepository {
        func searchPeople(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error> {
            AsyncThrowingStream { continuation in
                continuation.yield(Fetched(value: PeoplePage(page: page, totalPages: 2, totalResults: 30, people: []), origin: .live))
                continuation.finish()
            }
        }

        func fetchPerson(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error> {
            AsyncThrowingStream { $0.finish(throwing: MoviesRepositoryError.notFound(message: nil)) }
        }
    }
}

struct PeopleListItemViewModelTests {
    @Test func aShowTheyAreKnownFor_isMarkedTV_andFilmsAreNot() {
        // given
        let person = Person(id: 17419, name: "Bryan Cranston", knownForDepartment: "Acting", knownFor: [
            KnownForTitle(title: "Breaking Bad", isTelevision: true), KnownForTitle(title: "Drive"),
        ])

        // when
        let item = PeopleListItemViewModel(person: person)

        // then
        #expect(item.knownFor == ["Breaking Bad (TV)", "Drive"])
        #expect(item.summary == "Acting · Breaking Bad (TV), Drive")
    }
}
