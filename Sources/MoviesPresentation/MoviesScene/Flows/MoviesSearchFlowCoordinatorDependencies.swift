public import MoviesDomain

/// The screens the search flow needs, made by the scene DI container.
@MainActor
public protocol MoviesSearchFlowCoordinatorDependencies: AnyObject {
    associatedtype Screen

    /// What the scene's first list shows when it starts on its own (`start()`).
    var initialSource: MoviesListSource? { get }

    /// A list of films from `page`; `nil` is an empty search waiting for a query.
    func makeMoviesListScreen(source: MoviesListSource?, page: Int, actions: MoviesListViewModelActions) -> Screen
    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> Screen
    func makeMoviesQueriesSuggestionsListScreen(
        typedText: Observable<String>,
        didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) -> Screen
}
