import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The people scene's screens, the details screen's links, and the related
/// and collection lists, drawn at the sizes the issue names.
@MainActor
@Suite struct PeopleScreensGoldenTests {
    private func draw(_ screen: any MoviesScreen, at size: Size, keys: [Key] = []) async -> [String] {
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(screen)
        await navigator.waitUntilSettled()
        let terminal = InMemoryTerminal(size: size)
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none)
        // A frame first: the links a key moves between are those of the last frame.
        host.draw()
        for key in keys { _ = navigator.handle(key) }
        host.draw()
        return terminal.lines
    }

    @Test(arguments: sceneGoldenSizes)
    func peopleSearch_listsEachPersonWithWhatTheyAreKnownFor(size: Size) async {
        // given
        let page = PeoplePage(page: 1, totalPages: 1, totalResults: 2, people: [PeopleFixtures.nolan, PeopleFixtures.caine])
        let viewModel = DefaultPeopleListViewModel(
            searchPeopleUseCase: StubSearchPeopleUseCase(pages: [page]), query: "nolan", settings: .fixed()
        )
        // when
        let lines = await draw(PeopleListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false)), at: size)
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("people", size))
        #expect(lines.contains { $0.hasPrefix("› 1. Christopher Nolan") })
    }

    @Test(arguments: sceneGoldenSizes)
    func person_withTheSecondFilmFocused(size: Size) async {
        // given
        let viewModel = DefaultPersonViewModel(
            id: 525, name: "Christopher Nolan",
            fetchPersonDetailsUseCase: StubPersonDetailsUseCase(.success(PeopleFixtures.nolanDetails)),
            settings: .fixed()
        )
        // when
        let lines = await draw(PersonScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false)), at: size, keys: [.down, .down])
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("person", size))
        #expect(lines.contains { $0.contains("› 2010  Inception · Director, Screenplay") })
    }

    @Test func person_inAWideColourWindow_hasTheProfilePictureLeftOfTheText() async throws {
        // given: a person with a profile picture, a colour theme
        let person = Person(id: 525, name: "Christopher Nolan", knownForDepartment: "Directing", profilePath: "/nolan.jpg")
        let details = PersonDetails(person: person, biography: "A director.", credits: PeopleFixtures.nolanDetails.credits)
        let viewModel = DefaultPersonViewModel(
            id: 525, name: nil, fetchPersonDetailsUseCase: StubPersonDetailsUseCase(.success(details)),
            settings: .fixed(),
            fetchPictureUseCase: StubPosterImageUseCase(result: .success(try #require(MoviesFixtures.gradientPoster))), pictureWidth: 185
        )
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(PersonScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: true)))
        await navigator.waitUntilSettled()
        // when
        let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
        MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .trueColor).draw()
        // then: the text starts right of the picture column; the picture is half blocks
        let films = try #require(terminal.lines.first { $0.contains("Films ·") })
        #expect(films.distance(from: films.startIndex, to: try #require(films.range(of: "Films ·")).lowerBound) > 20)
        #expect(terminal.lines[2].contains("▀"))
    }

    @Test(arguments: sceneGoldenSizes)
    func detailsWithLinks_theCrewMemberFocused(size: Size) async {
        // given
        let details = MovieDetails(
            movie: PeopleFixtures.inception, runtimeMinutes: 148, genres: ["Action"],
            crew: [CrewMember(personID: 525, name: "Christopher Nolan", job: "Director")],
            cast: [CastMember(personID: 6193, name: "Leonardo DiCaprio", character: "Dom Cobb"), CastMember(name: "Unlinked Actor", character: "Saito")],
            recommendations: [PeopleFixtures.tenet],
            collection: nil
        )
        let viewModel = DefaultMovieDetailsViewModel(
            movie: PeopleFixtures.inception,
            fetchMovieDetailsUseCase: StubMovieDetailsUseCase(details: Fetched(value: details, origin: .live)),
            settings: .fixed()
        )
        // when
        let lines = await draw(MovieDetailsScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false), spinnerInterval: nil), at: size, keys: [.down, .down])
        // then
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("details-links", size))
        #expect(lines.contains { $0.contains("› Christopher Nolan · Director") })
    }

    @Test(arguments: sceneGoldenSizes)
    func related_isAFilmListHeadedByTheFilm(size: Size) async {
        let lines = await drawList(source: .recommendations(movieID: 27205, title: "Inception"), heading: nil, size: size)
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("related", size))
        #expect(lines.first?.contains("More like Inception") == true)
    }

    @Test(arguments: sceneGoldenSizes)
    func collection_isHeadedByItsName(size: Size) async {
        let lines = await drawList(source: .collection(id: 263, name: nil), heading: "The Dark Knight Collection", size: size)
        GoldenScreen.expect(lines, matchGoldenNamed: goldenName("collection", size))
        #expect(lines.first?.contains("The Dark Knight Collection") == true)
    }

    private func drawList(source: MoviesListSource, heading: String?, size: Size) async -> [String] {
        let page = MoviesPage(page: 1, totalPages: 1, totalResults: 3, movies: Array(MoviesFixtures.firstPageMovies.prefix(3)), heading: heading)
        let viewModel = DefaultMoviesBrowseViewModel(
            fetchMoviesListUseCase: StubMoviesListUseCase { _ in .pages([Fetched(value: page, origin: .live)]) },
            source: source,
            settings: .fixed()
        )
        return await draw(MoviesListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false), spinnerInterval: nil), at: size)
    }
}
