import MoviesDomain
import MoviesPresentation
import MoviesUI

/// The real search screen over the real list view model, holding `rowCount`
/// rows that a fixed use case answered, so that drawing is all a frame measures.
@MainActor
enum BenchmarkListScreen {
    /// A navigator whose root is the list, settled with every row loaded.
    static func navigator(rowCount: Int) async -> MoviesScreenNavigator {
        let movies = (0..<rowCount).map(movie)
        let page = MoviesPage(page: 1, totalPages: max(1, (rowCount + 19) / 20), totalResults: rowCount, movies: movies)
        let viewModel = DefaultMoviesSearchViewModel(
            fetchMoviesListUseCase: FixedPageMoviesListUseCase(page: page),
            settings: LoadSettings(formatter: FixedAgeFormatter()),
            query: MovieQuery(text: "the")
        )
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(MoviesListScreen(viewModel: viewModel, theme: MoviesTheme(usesColor: true), spinnerInterval: nil))
        await navigator.waitUntilSettled()
        return navigator
    }

    /// Rows with titles, years, ratings and overviews longer than a line, as TMDB sends them.
    private static func movie(_ index: Int) -> Movie {
        Movie(
            id: index + 1,
            title: "The Movie Number \(index + 1): A Title of Ordinary Length",
            originalTitle: index % 5 == 0 ? "Le Film Numéro \(index + 1)" : nil,
            originalLanguage: index % 5 == 0 ? "fr" : "en",
            overview: "A thief who steals corporate secrets through dream-sharing technology is given "
                + "the inverse task of planting an idea into the mind of a C.E.O., but his tragic past "
                + "may doom the project and his team to disaster (entry \(index + 1)).",
            releaseDate: ReleaseDate(year: 1950 + index % 75, month: 1 + index % 12, day: 1 + index % 28),
            posterPath: "/poster\(index).jpg",
            voteAverage: Double(index % 100) / 10,
            voteCount: 100 + index
        )
    }
}

/// Answers every search with one page, as the cache would, three hours old.
private struct FixedPageMoviesListUseCase: FetchMoviesListUseCase {
    let page: MoviesPage

    func execute(request: MoviesListRequest) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        AsyncThrowingStream { continuation in
            continuation.yield(Fetched(value: page, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0))))
            continuation.finish()
        }
    }
}

/// "3 h ago", whatever the time.
private struct FixedAgeFormatter: DataAgeFormatting {
    func relativeAge(of timestamp: Timestamp) -> String { "3 h ago" }
    func absoluteTime(of timestamp: Timestamp) -> String { "2026-11-20 14:02" }
}
