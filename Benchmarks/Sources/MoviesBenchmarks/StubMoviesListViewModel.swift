import MoviesDomain
import MoviesPresentation

/// A list view model that already holds its rows and never fetches, so that
/// drawing is all a frame measures.
@MainActor
final class StubMoviesListViewModel: MoviesListViewModel {
    let items: Observable<[MoviesListItemViewModel]>
    let loading = Observable<MoviesListViewModelLoading?>(nil)
    let query: Observable<String>
    let status = Observable(StatusLineViewModel(kind: .cached, text: "cached 3 h ago"))
    let failure = Observable<MoviesRepositoryError?>(nil)
    let currentPage = 1
    let totalPages: Int
    let totalResults: Int
    var hasMorePages: Bool { currentPage < totalPages }
    var isEmpty: Bool { items.value.isEmpty }
    let screenTitle = "Movies"
    let emptyDataTitle = "No results"
    let searchBarPlaceholder = "Search"

    /// - Parameter rowCount: How many movies the list holds.
    init(rowCount: Int, query: String = "the") {
        let movies = (0..<rowCount).map(Self.movie)
        items = Observable(movies.map(MoviesListItemViewModel.init(movie:)))
        self.query = Observable(query)
        totalResults = rowCount
        totalPages = max(1, (rowCount + 19) / 20)
    }

    func viewDidLoad() {}
    func didLoadNextPage() {}
    func didSearch(query: String) {}
    func didCancelSearch() {}
    func didRefresh() {}
    func showQueriesSuggestions() {}
    func didEditQuery(_ text: String) {}
    func closeQueriesSuggestions() {}
    func didSelectItem(at index: Int) {}
    func waitUntilIdle() async {}

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
