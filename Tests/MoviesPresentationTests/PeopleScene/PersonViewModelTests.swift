import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

@MainActor
struct PersonViewModelTests {
    private func makeViewModel(
        _ result: Result<PersonDetails, MoviesRepositoryError> = .success(PeopleFixtures.nolanDetails),
        opened: @escaping @MainActor (Movie) -> Void = { _ in }
    ) -> DefaultPersonViewModel {
        DefaultPersonViewModel(
            id: 525, name: "Christopher Nolan",
            fetchPersonDetailsUseCase: StubPersonDetailsUseCase(result),
            actions: PersonViewModelActions(showMovieDetails: opened),
            settings: .fixed()
        )
    }

    @Test func beforeTheDetails_theNameIsShown_andNothingCountsAsFetched() {
        let viewModel = makeViewModel()
        #expect(viewModel.content.value.name == "Christopher Nolan")
        #expect(!viewModel.hasFetchedDetails && viewModel.shownCredits.isEmpty)
    }

    @Test func theFilmography_hasOneRowPerFilm_newestFirst_withEveryPartOnIt() async {
        // given
        let viewModel = makeViewModel()

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        let content = viewModel.content.value
        #expect(content.credits.map(\.title) == ["Tenet", "Inception", "Following"])
        #expect(content.credits.map(\.roles) == ["Director", "Director, Screenplay", "Director, Writer, as Burglar"])
        #expect(content.credits.map(\.year) == ["2020", "2010", "1998"])
        #expect(content.born == "Born 1970-07-30 in London, England, UK" && content.died == nil)
        #expect(content.departments == ["Directing", "Writing", "Acting"])
    }

    @Test func d_narrowsToEachDepartmentInTurn_thenBackToAll() async {
        // given
        let viewModel = makeViewModel()
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when / then
        viewModel.didCycleDepartment()
        #expect(viewModel.department.value == "Directing" && viewModel.shownCredits.count == 3)
        viewModel.didCycleDepartment()
        #expect(viewModel.department.value == "Writing" && viewModel.shownCredits.map(\.title) == ["Inception", "Following"])
        viewModel.didCycleDepartment()
        #expect(viewModel.department.value == "Acting" && viewModel.shownCredits.map(\.title) == ["Following"])
        viewModel.didCycleDepartment()
        #expect(viewModel.department.value == nil && viewModel.shownCredits.count == 3)
    }

    @Test func selectingARow_opensTheFilmOfTheShownRows() async {
        // given
        var opened: [Movie] = []
        let viewModel = makeViewModel { opened.append($0) }
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // when: narrowed to acting, row 0 is Following
        viewModel.didCycleDepartment()
        viewModel.didCycleDepartment()
        viewModel.didCycleDepartment()
        viewModel.didSelectCredit(at: 0)
        viewModel.didSelectCredit(at: 5)

        // then
        #expect(opened.map(\.id) == [11660])
    }

    @Test func anUnknownPerson_isNamedInTheFailure() async {
        // given
        let viewModel = makeViewModel(.failure(.notFound(message: nil)))

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(viewModel.failure?.message == "TMDB has no person with id 525.")
        #expect(viewModel.failure?.offersRetry == false)
    }

    @Test func theProfilePicture_comesThroughThePosterPipelineOnceTheDetailsNameIt() async throws {
        // given: details with a profile path, and a picture to give
        let person = Person(id: 525, name: "Christopher Nolan", profilePath: "/nolan.jpg")
        let image = try #require(PosterImage(width: 1, height: 2, pixels: [255, 0, 0, 0, 0, 255]))
        let pictures = StubPosterImageUseCase(result: .success(image))
        let viewModel = DefaultPersonViewModel(
            id: 525, name: nil,
            fetchPersonDetailsUseCase: StubPersonDetailsUseCase(.success(PersonDetails(person: person))),
            settings: .fixed(), fetchPictureUseCase: pictures, pictureWidth: 185
        )

        // when
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()

        // then
        #expect(pictures.requests == ["/nolan.jpg 185 automatic"])
        #expect(viewModel.picture.value?.width == 1)
    }

    @Test func withoutPictures_noneIsAskedFor() async {
        let person = Person(id: 525, name: "Christopher Nolan", profilePath: "/nolan.jpg")
        let viewModel = DefaultPersonViewModel(
            id: 525, name: nil, fetchPersonDetailsUseCase: StubPersonDetailsUseCase(.success(PersonDetails(person: person))),
            settings: .fixed()
        )
        viewModel.viewDidLoad()
        await viewModel.waitUntilIdle()
        #expect(viewModel.picture.value == nil)
    }
}
