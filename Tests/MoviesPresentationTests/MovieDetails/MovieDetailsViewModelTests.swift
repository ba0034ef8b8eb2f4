import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct MovieDetailsViewModelTests {
    private static let movie = Movie(
        id: 27205, title: "Inception", originalTitle: "Inception", overview: "A thief of dreams.",
        releaseDate: ReleaseDate(year: 2010, month: 7, day: 15), posterPath: "/inception.jpg",
        voteAverage: 8.37, voteCount: 35012
    )
    private static let details = MovieDetails(movie: movie, runtimeMinutes: 148)
    private static let poster = PosterImage(width: 1, height: 2, pixels: [255, 0, 0, 0, 0, 255])

    @Test func beforeDetailsArrive_showsWhatTheListKnew() {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .failure(.notCached)),
            settings: .fixed(.rawSeconds)
        )

        #expect(viewModel.content.value.title == "Inception")
        #expect(viewModel.content.value.originalTitle == nil)
        #expect(viewModel.content.value.releaseYear == "2010")
        #expect(viewModel.content.value.rating == "8.4 (35,012 votes)")
    }

    @Test func whenDetailsArrive_showsRuntimeGenresDirectorsAndCast() async {
        // given
        let details = MovieDetails(
            movie: Self.movie, runtimeMinutes: 148, genres: ["Action", "Science Fiction"],
            tagline: "Dream big.", status: "Released", crew: [CrewMember(name: "Christopher Nolan", job: "Director")],
            cast: [CastMember(name: "Leonardo DiCaprio", character: "Cobb"), CastMember(name: "Extra", character: nil)]
        )
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(details)),
            settings: .fixed(.rawSeconds)
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        let content = viewModel.content.value
        #expect(content.runtime == "2h 28m")
        #expect(content.genres == "Action, Science Fiction")
        #expect(content.directors == "Christopher Nolan")
        #expect(content.cast == ["Leonardo DiCaprio as Cobb", "Extra"])
        #expect(viewModel.hasFetchedDetails)
        #expect(viewModel.status.value.kind == .live)
    }

    @Test func whenDetailsFail_keepsListDataAndReportsError() async {
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .failure(.notFound(message: nil))),
            settings: .fixed(.rawSeconds)
        )

        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        #expect(viewModel.content.value.title == "Inception")
        #expect(viewModel.failure?.error == .notFound(message: nil))
        #expect(viewModel.status.value.kind == .error)
    }

    @Test func withPostersOn_fetchesThePosterAtTheWidthGivenAndShowsIt() async throws {
        // given
        let posters = StubPosterImageUseCase(result: .success(try #require(Self.poster)))
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds), fetchPosterImageUseCase: posters, posterWidth: 185
        )
        #expect(viewModel.poster.value == nil)

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.poster.value == Self.poster.map(PosterViewModel.init))
        #expect(posters.requests == ["/inception.jpg 185 automatic"])
    }

    @Test func withPostersOff_neverAsksForOne() async throws {
        // given: a use case, but no width
        let posters = StubPosterImageUseCase(result: .success(try #require(Self.poster)))
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds), fetchPosterImageUseCase: posters, posterWidth: nil
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(posters.requests.isEmpty)
        #expect(viewModel.poster.value == nil)
    }

    @Test func whenThePosterFails_itStaysAbsentAndTheDetailsShowAsUsual() async {
        // given
        let posters = StubPosterImageUseCase(result: .failure(.notConnected(detail: nil)))
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds), fetchPosterImageUseCase: posters, posterWidth: 185
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.poster.value == nil)
        #expect(viewModel.failure == nil)
        #expect(viewModel.status.value.kind == .live)
        #expect(viewModel.content.value.runtime == "2h 28m")
        #expect(posters.requests.count == 1, "details arriving with the same path do not ask again")
    }

    @Test func aSlowPoster_doesNotHoldBackTheDetails() async throws {
        // given: a poster that does not come until released
        let posters = StubPosterImageUseCase(result: .success(try #require(Self.poster)), isHeld: true)
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds), fetchPosterImageUseCase: posters, posterWidth: 185
        )

        // when
        viewModel.viewDidLoad()
        while viewModel.status.value.kind == .loading { await Task.yield() }

        // then: the details are complete while the poster is still on its way
        #expect(viewModel.content.value.runtime == "2h 28m")
        #expect(viewModel.status.value.kind == .live)
        #expect(viewModel.poster.value == nil)

        // and when it comes, it shows
        posters.release()
        await viewModel.waitUntilIdle()
        #expect(viewModel.poster.value == Self.poster.map(PosterViewModel.init))
    }

    @Test func aFilmWithoutAPosterInTheList_getsTheOneTheDetailsName() async throws {
        // given
        let bare = Movie(id: 27205, title: "Inception")
        let posters = StubPosterImageUseCase(result: .success(try #require(Self.poster)))
        let viewModel = DefaultMovieDetailsViewModel(
            movie: bare, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds), fetchPosterImageUseCase: posters, posterWidth: 92
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(posters.requests == ["/inception.jpg 92 automatic"])
        #expect(viewModel.poster.value == Self.poster.map(PosterViewModel.init))
    }

    @Test func offline_asksForTheCachedPosterOnly() async throws {
        let posters = StubPosterImageUseCase(result: .success(try #require(Self.poster)))
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds, policy: .offline), fetchPosterImageUseCase: posters, posterWidth: 185
        )

        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        #expect(posters.requests == ["/inception.jpg 185 offline"])
    }

    @Test func refreshingAfterAFailedPoster_triesAgain() async {
        // given
        let posters = StubPosterImageUseCase(result: .failure(.timedOut(seconds: 15)))
        let viewModel = DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            settings: .fixed(.rawSeconds), fetchPosterImageUseCase: posters, posterWidth: 185
        )
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when
        viewModel.didRefresh()
        await viewModel.waitUntilIdle()

        // then
        #expect(posters.requests.count == 2)
    }

    @Test(arguments: [(148, "2h 28m"), (60, "1h"), (45, "45m"), (0, nil)] as [(Int, String?)])
    func runtimeIsShownAsHoursAndMinutes(minutes: Int, expected: String?) {
        let content = MovieDetailsContentViewModel(details: MovieDetails(movie: Self.movie, runtimeMinutes: minutes))
        #expect(content.runtime == expected)
    }
}

@MainActor
struct MovieDetailsLinksTests {
    private static let movie = Movie(id: 155, title: "The Dark Knight")
    private static let details = MovieDetails(
        movie: movie,
        crew: [
            CrewMember(personID: 525, name: "Christopher Nolan", job: "Director"),
            CrewMember(personID: 525, name: "Christopher Nolan", job: "Screenplay"),
            CrewMember(name: "Unlinked Writer", job: "Story"),
        ],
        cast: [CastMember(personID: 3894, name: "Christian Bale", character: "Bruce Wayne"), CastMember(name: "Extra", character: "Guard")],
        recommendations: [Movie(id: 272, title: "Batman Begins"), Movie(id: 49026, title: "The Dark Knight Rises")],
        collection: MovieCollectionReference(id: 263, name: "The Dark Knight Collection")
    )

    private func makeViewModel(actions: MovieDetailsViewModelActions) -> DefaultMovieDetailsViewModel {
        DefaultMovieDetailsViewModel(
            movie: Self.movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(result: .success(Self.details)),
            actions: actions, settings: .fixed(.rawSeconds)
        )
    }

    @Test func theLinks_arePeopleWithIDs_oneRowPerPerson_thenTheRelatedListsAndTheCollection() async {
        // given
        let viewModel = makeViewModel(actions: MovieDetailsViewModelActions(close: {}))
        let before = viewModel.content.value.links

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        let links = viewModel.content.value.links
        #expect(before.isEmpty)
        #expect(links.map(\.text) == [
            "Christian Bale as Bruce Wayne", "Christopher Nolan · Director, Screenplay",
            "More like this: Batman Begins, The Dark Knight Rises…", "Similar titles", "Part of The Dark Knight Collection",
        ])
        #expect(links.map(\.section) == [.cast, .crew, .related, .related, .related])
        #expect(links.map(\.id) == [3894, 525, nil, nil, 263])
        #expect(viewModel.content.value.unlinkedCast == [[], ["Extra as Guard"]])
    }

    @Test func selectingALink_asksForThePersonOrTheList() async {
        // given
        var people: [String] = []
        var lists: [MoviesListSource] = []
        let viewModel = makeViewModel(actions: MovieDetailsViewModelActions(
            close: {}, showPerson: { id, name in people.append("\(id) \(name)") }, showMoviesList: { lists.append($0) }
        ))
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when
        for index in 0..<6 { viewModel.didSelectLink(at: index) }

        // then
        #expect(people == ["3894 Christian Bale", "525 Christopher Nolan"])
        #expect(lists == [
            .recommendations(movieID: 155, title: "The Dark Knight"), .similar(movieID: 155, title: "The Dark Knight"),
            .collection(id: 263, name: "The Dark Knight Collection"),
        ])
    }
}
