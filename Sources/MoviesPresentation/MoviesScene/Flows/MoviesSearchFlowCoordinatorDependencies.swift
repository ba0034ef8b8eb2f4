public import MoviesDomain

/// The screens the search flow needs, made by the scene DI container.
@MainActor
public protocol MoviesSearchFlowCoordinatorDependencies: AnyObject {
    associatedtype Screen

    /// A search list from `page`; `nil` is an empty search waiting for a query.
    func makeMoviesSearchScreen(query: MovieQuery?, page: Int, actions: MoviesSearchViewModelActions) -> Screen
    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> Screen
    /// A film's videos.
    func makeMovieVideosScreen(movieID: Movie.Identifier, title: String, actions: MovieVideosViewModelActions) -> Screen
    /// A film's reviews from `page`.
    func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int, actions: MovieReviewsViewModelActions) -> Screen
    /// Plays a video's page outside the program (`MOVIES_PLAYER`, else the
    /// browser); returns the one line saying with what, or why not.
    func playVideo(_ address: String) -> String
    /// Opens a page in the browser (`$BROWSER`, else xdg-open), detached;
    /// returns the one line saying with what, or why not.
    func openWebPage(_ address: String) -> String
    func makeMoviesQueriesSuggestionsListScreen(typedText: Observable<String>, actions: MoviesQueryListViewModelActions) -> Screen
}
