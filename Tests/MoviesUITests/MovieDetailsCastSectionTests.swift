import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// The cast reads as on TMDB: billed order in one section, the actors with no
/// person to open listed unnumbered between the numbered links.
@MainActor
@Suite struct MovieDetailsCastSectionTests {
    @Test func unlinkedActors_areListedInBillingOrder_unnumbered_inTheCastSection() async throws {
        // given
        let movie = Movie(id: 27205, title: "Inception")
        let details = MovieDetails(movie: movie, cast: [
            CastMember(personID: 6193, name: "Leonardo DiCaprio", character: "Dom Cobb"),
            CastMember(name: "Joseph Gordon-Levitt", character: "Arthur"),
            CastMember(personID: 2524, name: "Tom Hardy", character: "Eames"),
            CastMember(name: "Ken Watanabe", character: "Saito"),
        ])
        let viewModel = DefaultMovieDetailsViewModel(
            movie: movie, fetchMovieDetailsUseCase: StubMovieDetailsUseCase(details: Fetched(value: details, origin: .live)),
            settings: .fixed()
        )
        let screen = MovieDetailsScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: false), spinnerInterval: nil)
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(screen)
        await navigator.waitUntilSettled()

        // when
        let lines = screen.plainTextLines(width: 80)

        // then
        let start = try #require(lines.firstIndex(of: "Cast"))
        let castLines = lines[(start + 1)...(start + 4)].map { line in
            // The id at the end of a numbered row, with its padding, aside.
            var text = Substring(line.split(separator: "  id ").first ?? "")
            while text.last == " " { text = text.dropLast() }
            return String(text)
        }
        #expect(castLines == [
            "1. Leonardo DiCaprio as Dom Cobb",
            "   Joseph Gordon-Levitt as Arthur",
            "2. Tom Hardy as Eames",
            "   Ken Watanabe as Saito",
        ])
        #expect(!lines.contains { $0.contains("Also starring") })
    }
}
